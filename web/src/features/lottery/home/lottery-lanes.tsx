import { useRef } from 'react';
import { useInView } from '../../../shared/ui/use-in-view';
import { PopularLane } from './popular-lane';
import { VnResults } from './vn-results';

/** Below the home page's sections: the popular lotteries, then the Vietnamese results once scrolled near. */
export function LotteryLanes() {
  const results = useRef<HTMLDivElement>(null);
  const showResults = useInView(results);
  return (
    <>
      <PopularLane />
      <div ref={results}>{showResults && <VnResults />}</div>
    </>
  );
}
