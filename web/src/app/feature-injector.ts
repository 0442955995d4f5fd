import type { Feature, FeatureInjector } from '../shared/store/feature';

export type BoundInjector = FeatureInjector & {
  /** Connects the injector to a store; features asked for before then are injected now. */
  bind(inject: (feature: Feature) => void): void;
  has(name: string): boolean;
};

/**
 * Made before the router and the store (each needs the other): the routes' lazy() asks it for a
 * feature, the store fulfils the request. Each feature is injected once.
 */
export function createFeatureInjector(): BoundInjector {
  const names = new Set<string>();
  const pending: Feature[] = [];
  let target: ((feature: Feature) => void) | null = null;
  return {
    inject(feature) {
      if (names.has(feature.name)) return;
      names.add(feature.name);
      if (target) target(feature);
      else pending.push(feature);
    },
    bind(inject) {
      target = inject;
      for (const feature of pending.splice(0)) inject(feature);
    },
    has: (name) => names.has(name),
  };
}
