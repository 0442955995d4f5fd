import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import devConfig from '../../public/config.json';
import { App } from '../app/app';
import { createFeatureInjector } from '../app/feature-injector';
import { makeRoutes } from '../app/routes';
import { makeStore } from '../app/store';
import type { Language, RuntimeConfig } from '../config/runtime-config';
import { initialPreferences } from '../features/preferences/saga';
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
  const router = createMemoryRouter(makeRoutes(injector), { initialEntries: [options.path ?? '/'] });
  const store = makeStore({ http, i18n, injector, navigate: (path) => void router.navigate(path) }, { preferences });
  const view = render(<App store={store} i18n={i18n} config={config} router={router} />);
  return { ...view, store, router, requests, i18n };
}
