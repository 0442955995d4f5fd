import { ComingSoonPage } from '../../shared/ui/coming-soon-page';

/** Chunk "vnlottery": the Vietnamese lottery. */
export function Component() {
  return <ComingSoonPage section="vnlottery" />;
}
