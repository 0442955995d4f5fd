import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { selectRealAccountCheck } from '../../../shared/access/access';
import { FeatureInjectorContext } from '../../../shared/store/feature';
import { useAppSelector } from '../../../shared/store/hooks';
import type { RootState } from '../../../shared/store/root-state';
import { selectOverlay } from '../../../shared/ui-state/overlay-slice';

// The centre, its state and its saga load when it first opens, never with the home page.
const loadFeature = () => import('../feature').then((m) => m.memberCentreFeature);
const MemberCentre = lazy(() => import('./member-centre').then((m) => ({ default: m.MemberCentre })));
const selectLoaded = (s: RootState) => s.memberCentre !== undefined;

/**
 * Shows the member centre while the overlay asks for it and the access rule allows it (a token, not
 * a trial account: spec 01, section 5); injects the feature first, so nothing it dispatches is lost.
 */
export function MemberCentreHost() {
  const open = useAppSelector(selectOverlay).modal === 'memberCentre';
  const allowed = useAppSelector(selectRealAccountCheck) === 'ok';
  return open && allowed ? <LoadedCentre /> : null;
}

function LoadedCentre() {
  const injector = useContext(FeatureInjectorContext);
  const loaded = useAppSelector(selectLoaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (loaded || !injector) return;
    let live = true;
    loadFeature().then(
      (feature) => live && injector.inject(feature),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [injector, loaded]);
  // A chunk that failed reaches the route's error page, which offers Try again.
  if (failure) throw failure.error;
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <MemberCentre />
    </Suspense>
  );
}
