import { encryptPayload, importPublicKey } from '@portal/contracts';
import { applyBrand, brandFor } from '../config/brand';
import type { RuntimeConfig } from '../config/runtime-config';
import { initialPreferences } from '../features/preferences/saga';
import { createHttpClient } from '../shared/http/http-client';
import { createI18n } from '../shared/i18n/i18n';
import { languageTable } from '../shared/i18n/languages';
import { LocalKey, SessionKey } from '../shared/storage/keys';
import { systemActions } from '../shared/system/system-slice';
import { local, session } from '../shared/storage/web-storage';
import type { Routing } from './app';
import { createFeatureInjector } from './feature-injector';
import { createNavigation } from './navigation';
import { preloadRoute } from './route-handle';
import { makeRoutes } from './routes';
import { makeStore } from './store';
import { loadTexts } from './texts';

/** Builds everything the app needs from the runtime config: i18n, http client, store, routing. */
export async function bootstrap(config: RuntimeConfig) {
  // The brand of this host dresses the page (colours, title, icon, manifest) before anything renders.
  const brand = brandFor(config, window.location.host);
  applyBrand(document, brand);
  const preferences = initialPreferences(config.languages, config.defaultLanguage);
  const i18n = await createI18n(preferences.language, config.languages, { load: loadTexts, preload: ['identity', 'games'] });
  local.set(LocalKey.MerchantCode, config.merchantCode);
  session.set(SessionKey.MerchantCode, config.merchantCode);
  const publicKey = importPublicKey(config.publicKey);
  const http = createHttpClient({
    baseURL: config.apiBaseUrl,
    merchantCode: config.merchantCode,
    getToken: () => session.get(SessionKey.Token),
    getLanguage: () => i18n.language.toUpperCase(),
    encrypt: async (payload, seal) => encryptPayload(await publicKey, payload, seal),
  });
  const injector = createFeatureInjector();
  const routing: Routing = { routes: makeRoutes(injector), navigation: createNavigation() };
  const store = makeStore({ http, i18n, injector, navigate: routing.navigation.navigate }, { preferences });
  store.dispatch(systemActions.brandChosen({ name: brand.name, logo: brand.logo }));
  // The status call leaves now, not after the first render, and the page at the address loads beside it.
  store.dispatch(systemActions.statusRequested());
  preloadRoute(routing.routes, window.location.pathname);
  document.documentElement.dataset.theme = preferences.theme;
  document.documentElement.lang = languageTable[preferences.language].htmlLang;
  return { i18n, store, routing };
}
