import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';
import devConfig from '../../public/config.json';
import { App, type Routing } from '../app/app';
import { createNavigation } from '../app/navigation';
import { createFeatureInjector } from '../app/feature-injector';
import { makeRoutes } from '../app/routes';
import { makeStore } from '../app/store';
import { brandFor } from '../config/brand';
import type { Language, RuntimeConfig } from '../config/runtime-config';
import { initialPreferences } from '../features/preferences/saga';
import { systemActions } from '../shared/system/system-slice';
import { testI18n } from './test-i18n';
import { fakeHttp, ok, type FakeRoutes } from './fake-http';
import { statusValue } from './system-fixtures';

export const testConfig: RuntimeConfig = {
  apiBaseUrl: '',
  merchantCode: 'M00001',
  languages: ['TY', 'EN'],
  defaultLanguage: 'EN',
  loginedToHomePage: false,
  publicKey: devConfig.publicKey,
  brands: devConfig.brands,
  brandHosts: devConfig.brandHosts,
  defaultBrand: devConfig.defaultBrand,
};

type Options = {
  path?: string;
  routes?: FakeRoutes;
  config?: Partial<RuntimeConfig>;
  language?: Language;
  /** Whitelabel switches, served by both the status and the whitelabel call. */
  flags?: Record<string, boolean>;
};

/** Renders the whole app (store, sagas, i18n, router) against an in-memory backend. */
export async function renderApp(options: Options = {}) {
  const config = { ...testConfig, ...options.config };
  const preferences = {
    ...initialPreferences(config.languages, config.defaultLanguage),
    ...(options.language && { language: options.language }),
  };
  const i18n = await testI18n(preferences.language, config.languages);
  const { http, requests } = fakeHttp({
    'GET /wps/system/status': ok(statusValue({ flags: options.flags })),
    'GET /wps/system/whitelabel': ok(statusValue({ flags: options.flags }).info.whitelabel),
    'GET /wps/system/setting/register': ok({}),
    'GET /wps/system/domainRoute': ok({ domainList: [], resources: {} }),
    'GET /wps/system/countryCode': ok([{ countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' }]),
    ...options.routes,
  });
  const injector = createFeatureInjector();
  const { router, Router } = memoryRouter(options.path ?? '/');
  const routing: Routing = { routes: makeRoutes(injector), navigation: createNavigation(), Router };
  const store = makeStore({ http, i18n, injector, navigate: routing.navigation.navigate }, { preferences });
  const brand = brandFor(config, 'localhost');
  store.dispatch(systemActions.brandChosen(brand));
  const view = render(<App store={store} i18n={i18n} config={config} routing={routing} />);
  return { ...view, store, router, requests, i18n };
}

/**
 * The app's routes in memory from one address, and a handle for the tests: where the player is
 * (`state.location`, `state.historyAction`) and `navigate(to)`, as the address bar would (a number
 * moves in the history, as Back and Forward do).
 */
export function memoryRouter(path: string) {
  const seen: { location: Location | null; historyAction: NavigationType | null; navigate: NavigateFunction | null } = {
    location: null,
    historyAction: null,
    navigate: null,
  };
  function Probe() {
    seen.location = useLocation();
    seen.historyAction = useNavigationType();
    seen.navigate = useNavigate();
    return null;
  }
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      {children}
    </MemoryRouter>
  );
  const router = {
    get state() {
      return { location: seen.location!, historyAction: seen.historyAction! };
    },
    navigate: (to: string | number) =>
      act(async () => {
        await (typeof to === 'number' ? seen.navigate!(to) : seen.navigate!(to));
      }),
  };
  return { router, Router };
}
