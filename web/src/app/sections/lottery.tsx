import { ComingSoonPage } from '../../shared/ui/coming-soon-page';

/** Chunk "lottery": the lottery page. */
export function Component() {
  return <ComingSoonPage section="lottery" />;
}
