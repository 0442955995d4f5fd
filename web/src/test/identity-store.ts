import { makeStore } from '../app/store';
import { identityFormsFeature } from '../features/identity/feature';
import { humanCheckActions } from '../shared/human-check/slice';
import { overlayActions } from '../shared/ui-state/overlay-slice';
import { testI18n } from './test-i18n';
import { systemActions } from '../shared/system/system-slice';
import { fakeHttp, ok, type FakeRoutes } from './fake-http';

/**
 * A real store with its sagas over an in-memory backend, the identity forms already loaded. The slide
 * check passes by itself, as a player would pass it, unless autoSlide is false.
 */
export async function identityStore(
  routes: FakeRoutes,
  options: { flags?: Record<string, boolean>; autoSlide?: boolean; navigate?: (path: string) => void } = {},
) {
  const { http, requests, settle } = fakeHttp({
    'GET /wps/verification/slide': ok({ challengeId: 'c1', width: 300, image: 'iVBORw0KGgo=' }),
    ...routes,
  });
  const navigations: string[] = [];
  const navigate = (path: string) => {
    navigations.push(path);
    options.navigate?.(path);
  };
  const store = makeStore({ http, i18n: await testI18n(), navigate });
  store.injector.inject(identityFormsFeature);
  store.dispatch(
    systemActions.statusSucceeded({
      status: 0,
      location: { ip: '198.51.100.24', country: 'PH' },
      info: null,
      flags: { PWDEXPFORCECHANGE3: true, ...options.flags },
      registerRules: {},
    }),
  );
  if (options.autoSlide !== false) {
    let passed = false;
    store.subscribe(() => {
      const open = store.getState().overlay.slideOpen;
      if (open && !passed) {
        passed = true;
        // After the saga reaches its wait, as a player's slide would.
        void Promise.resolve().then(() => store.dispatch(humanCheckActions.passed('validate-1')));
      }
      if (!open) passed = false;
    });
  }
  return { store, requests, navigations, settle, overlayActions };
}
