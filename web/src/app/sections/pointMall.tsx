import { ComingSoonPage } from '../../shared/ui/coming-soon-page';

/** Chunk "pointMall": the points mall. */
export function Component() {
  return <ComingSoonPage section="pointMall" />;
}
