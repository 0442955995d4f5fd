import { ComingSoonPage } from '../../shared/ui/coming-soon-page';

/** Chunk "byIframe": the launched game in an iframe. */
export function Component() {
  return <ComingSoonPage section="game" />;
}
