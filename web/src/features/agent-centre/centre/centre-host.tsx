import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { FeatureInjectorContext } from '../../../shared/store/feature';
import { useAppSelector } from '../../../shared/store/hooks';
import type { RootState } from '../../../shared/store/root-state';
import { selectOverlay } from '../../../shared/ui-state/overlay-slice';
import { selectIsAgent } from '../../../shared/access/access';
import { selectContractsOn } from '../selectors';

// The centre, the offers notice, their state and saga load when first needed, never with the home page.
const loadFeature = () => import('../feature').then((m) => m.agentCentreFeature);
const AgentCentre = lazy(() => import('./agent-centre').then((m) => ({ default: m.AgentCentre })));
const OffersNotice = lazy(() => import('../offers/offers-notice').then((m) => ({ default: m.OffersNotice })));
const selectLoaded = (s: RootState) => s.agentCentre !== undefined;

/**
 * The agent centre while the overlay asks for it and the account is an agent (types 1, 2, 41, 42: spec 01
 * section 5), and the notice of offers waiting for an answer for any real account on a site with agent
 * contracts (spec 04: consolidated). Injects the feature first, so nothing it dispatches is lost.
 */
export function AgentCentreHost() {
  const open = useAppSelector(selectOverlay).modal === 'agentCentre';
  const agent = useAppSelector(selectIsAgent);
  const contracts = useAppSelector(selectContractsOn);
  const centre = open && agent;
  if (!centre && !contracts) return null;
  return (
    <WithFeature>
      <Suspense fallback={null}>
        {/* The notice after the centre: reopened from a contract page, it shows above it. */}
        {centre && <AgentCentre />}
        {contracts && <OffersNotice />}
      </Suspense>
    </WithFeature>
  );
}

function WithFeature({ children }: { children: React.ReactNode }) {
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
  return loaded ? <>{children}</> : null;
}
