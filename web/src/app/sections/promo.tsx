import { ComingSoonPage } from '../../shared/ui/coming-soon-page';

/** Chunk "promo": the promotions list. */
export function Component() {
  return <ComingSoonPage section="promotions" />;
}
