import { createAction, type Slice } from '@reduxjs/toolkit';
import { createContext, useContext, useEffect } from 'react';
import type { Saga } from 'redux-saga';

/** What a feature brings to the store when it first loads: its slices and its saga. */
export type Feature = { name: string; slices: readonly Slice[]; saga?: Saga<[]> };

export const defineFeature = (feature: Feature): Feature => feature;

/** Dispatched once per feature, after its slices joined the store, so their state exists at once. */
export const featureInjected = createAction<string>('store/featureInjected');

export type FeatureInjector = { inject(feature: Feature): void };

export const FeatureInjectorContext = createContext<FeatureInjector | null>(null);

/** Loads a feature (a dynamic import) and injects it when the component first mounts. */
export function useLazyFeature(load: () => Promise<Feature>) {
  const injector = useContext(FeatureInjectorContext);
  useEffect(() => {
    if (!injector) return;
    let live = true;
    load().then(
      (feature) => live && injector.inject(feature),
      // A chunk that fails here fails again in the route that needs it, which shows Try again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [injector, load]);
}
