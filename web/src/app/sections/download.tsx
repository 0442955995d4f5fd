import { ComingSoonPage } from '../../shared/ui/coming-soon-page';

/** Chunk "download": the app download page. */
export function Component() {
  return <ComingSoonPage section="down" />;
}
