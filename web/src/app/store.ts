import { combineSlices, configureStore, type WithSlice } from '@reduxjs/toolkit';
import type { i18n } from 'i18next';
import createSagaMiddleware, { channel } from 'redux-saga';
import type { gamesSlice } from '../features/games/slice';
import type { lotterySlice } from '../features/lottery/slice';
import type { memberCentreSlice } from '../features/member-centre/slice';
import type { serviceSlice } from '../features/service/slice';
import type { agentCentreSlice } from '../features/agent-centre/slice';
import type { memberAccountSlice } from '../features/member-centre/account-slice';
import type { memberReportsSlice } from '../features/member-centre/reports-slice';
import type { pointsMallSlice } from '../features/points-mall/slice';
import type { promotionsSlice } from '../features/promotions/slice';
import { preferencesSlice } from '../features/preferences/slice';
import { sessionSlice, type newAddressSlice, type newPlayerSlice, type verificationSlice } from '../features/identity';
import type { HttpClient } from '../shared/http/http-client';
import { featureInjected, type Feature } from '../shared/store/feature';
import type { RootState as FeatureView } from '../shared/store/root-state';
import type { Navigate } from '../shared/store/saga-context';
import { systemSlice } from '../shared/system/system-slice';
import { humanCheckSlice } from '../shared/human-check/slice';
import { overlaySlice } from '../shared/ui-state/overlay-slice';
import { createFeatureInjector, type BoundInjector } from './feature-injector';
import { rootSaga } from './root-saga';

/** Slices that load with a feature; their state is absent until then. */
type LazySlices = WithSlice<typeof gamesSlice> &
  WithSlice<typeof lotterySlice> &
  WithSlice<typeof memberCentreSlice> &
  WithSlice<typeof serviceSlice> &
  WithSlice<typeof verificationSlice> &
  WithSlice<typeof newPlayerSlice> &
  WithSlice<typeof newAddressSlice> &
  WithSlice<typeof memberAccountSlice> &
  WithSlice<typeof memberReportsSlice> &
  WithSlice<typeof agentCentreSlice> &
  WithSlice<typeof pointsMallSlice> &
  WithSlice<typeof promotionsSlice>;

/** The shell's slices are there from the start; a feature's join when it first loads. */
const makeRootReducer = () =>
  combineSlices(systemSlice, preferencesSlice, overlaySlice, humanCheckSlice, sessionSlice).withLazyLoadedSlices<LazySlices>();

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;
// Features type their selectors against the shared view; the real state must satisfy it.
const _stateFitsFeatureView = (state: RootState): FeatureView => state;

export type StoreDeps = {
  http: HttpClient;
  i18n: i18n;
  navigate?: Navigate;
  injector?: BoundInjector;
  /** The host the status is asked for: the visitor's, on the server; the page's own (location.host) otherwise. */
  host?: string;
  /** On the server: the boot asks for the status only, not the secondary reads (they load after hydration). */
  server?: boolean;
};

/** A real store with its sagas running; tests build one the same way. */
export function makeStore(deps: StoreDeps, preloadedState?: Partial<RootState>) {
  const rootReducer = makeRootReducer();
  const features = channel<Feature>();
  const context = { http: deps.http, i18n: deps.i18n, navigate: deps.navigate ?? (() => undefined), host: deps.host, server: deps.server };
  const saga = createSagaMiddleware({ context });
  const injector = deps.injector ?? createFeatureInjector();
  // Features loaded before the store (a server-rendered page's) bring their slices first, so the preloaded state
  // the server rendered keeps their parts; they are announced and their sagas start once the store runs.
  const early: Feature[] = [];
  let started = false;
  const announce = (feature: Feature) => {
    store.dispatch(featureInjected(feature.name));
    features.put(feature);
  };
  injector.bind((feature) => {
    for (const slice of feature.slices) rootReducer.inject(slice as never);
    if (started) announce(feature);
    else early.push(feature);
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  saga.run(rootSaga, features);
  started = true;
  for (const feature of early.splice(0)) announce(feature);
  return Object.assign(store, { injector });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
