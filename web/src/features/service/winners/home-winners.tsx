import { Suspense, useRef, type ComponentType } from 'react';
import { useInView } from '../../../shared/ui/use-in-view';

/**
 * The winners board's place on the home page, below the fold: `Board` (lazy, with the service feature
 * injected before it renders) loads only when the player scrolls near, so the first page carries none of it.
 */
export function HomeWinners({ Board }: { Board: ComponentType }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useInView(place);
  return (
    <div ref={place} data-testid="home-winners" className={near ? undefined : 'below-fold'}>
      {near && (
        <Suspense fallback={null}>
          <Board />
        </Suspense>
      )}
    </div>
  );
}
