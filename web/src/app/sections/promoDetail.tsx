import { ComingSoonPage } from '../../shared/ui/coming-soon-page';

/** Chunk "promoDetail": a promotion's details. */
export function Component() {
  return <ComingSoonPage section="promoDetail" />;
}
