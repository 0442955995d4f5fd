import { Suspense, useRef, type ComponentType } from 'react';
import { useInView } from '../shared/ui/use-in-view';

/**
 * The home page's lottery lanes, below its own sections: `Lanes` (lazy, with the lottery feature injected
 * before it renders) loads only when the player scrolls near, so the first page carries none of it.
 */
export function HomeLotteryLanes({ Lanes }: { Lanes: ComponentType }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useInView(place);
  return (
    <div ref={place} data-testid="home-lottery" className={near ? undefined : 'below-fold'}>
      {near && (
        <Suspense fallback={null}>
          <Lanes />
        </Suspense>
      )}
    </div>
  );
}
