import { ComingSoonPage } from '../../shared/ui/coming-soon-page';

/** Chunk "elott": the e-lottery lobby. */
export function Component() {
  return <ComingSoonPage section="elott" />;
}
