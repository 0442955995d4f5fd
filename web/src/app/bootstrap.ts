import { encryptPayload, importPublicKey } from '@portal/contracts';
import { applyBrand, brandFor } from '../config/brand';
import type { RuntimeConfig } from '../config/runtime-config';
import { loadGamesFeature } from '../features/games';
import { initialPreferences } from '../features/preferences/saga';
import { createHttpClient } from '../shared/http/http-client';
import { createI18n } from '../shared/i18n/i18n';
import { yieldToMain } from '../shared/idle/idle';
import { setLanguageCookie } from '../shared/i18n/language-cookie';
import { languageTable } from '../shared/i18n/languages';
import { LocalKey, SessionKey } from '../shared/storage/keys';
import { systemActions } from '../shared/system/system-slice';
import { local, session } from '../shared/storage/web-storage';
import type { Routing } from './app';
import { createFeatureInjector } from './feature-injector';
import { createNavigation } from './navigation';
import { preloadRoute } from './route-handle';
import { makeRoutes } from './routes';
import type { ServerPayload } from './server-state';
import { makeStore } from './store';
import { loadTexts } from './texts';

/**
 * Builds everything the app needs from the runtime config: i18n, http client, store, routing. With a server
 * render's payload, the store starts from the state the server rendered (in its language, with the features
 * and texts it used already loaded), so hydration meets the same tree; the player's theme is their own.
 */
export async function bootstrap(config: RuntimeConfig, server?: ServerPayload | null) {
  // The brand of this host dresses the page (colours, title, icon, manifest) before anything renders.
  const brand = brandFor(config, window.location.host);
  applyBrand(document, brand);
  const stored = initialPreferences(config.languages, config.defaultLanguage);
  // The server's preferences object itself when the theme is the same: hydration then finds the state it rendered.
  const serverPrefs = server?.state.preferences;
  const preferences = serverPrefs ? (serverPrefs.theme === stored.theme ? serverPrefs : { ...serverPrefs, theme: stored.theme }) : stored;
  const preload = server ? server.namespaces.filter((ns) => ns !== 'common') : ['identity', 'games'];
  await yieldToMain();
  const i18n = await createI18n(preferences.language, config.languages, { load: loadTexts, preload });
  await yieldToMain();
  local.set(LocalKey.MerchantCode, config.merchantCode);
  session.set(SessionKey.MerchantCode, config.merchantCode);
  // A page the client renders itself: the language the player kept travels in the cookie too, for the server's next render.
  if (!server) setLanguageCookie(preferences.language);
  // Imported with the first sealed call (login, register), not at start: no page's first screen sends one.
  let publicKey: Promise<CryptoKey> | undefined;
  const http = createHttpClient({
    baseURL: config.apiBaseUrl,
    merchantCode: config.merchantCode,
    getToken: () => session.get(SessionKey.Token),
    getLanguage: () => i18n.language.toUpperCase(),
    encrypt: async (payload, seal) => encryptPayload(await (publicKey ??= importPublicKey(config.publicKey)), payload, seal),
  });
  const injector = createFeatureInjector();
  const routing: Routing = { routes: makeRoutes(injector), navigation: createNavigation() };
  await yieldToMain();
  const pageLoads = preloadRoute(routing.routes, window.location.pathname).catch(() => undefined);
  await yieldToMain();
  // The page the server rendered, and its features' slices, are in before the store takes the server's state.
  if (server) await Promise.all([pageLoads, loadGamesFeature().then((feature) => injector.inject(feature))]);
  await yieldToMain();
  const store = makeStore(
    { http, i18n, injector, navigate: routing.navigation.navigate },
    server ? (preferences === serverPrefs ? server.state : { ...server.state, preferences }) : { preferences },
  );
  await yieldToMain();
  store.dispatch(systemActions.brandChosen(brand));
  // The status call leaves now, not after the first render, and the page at the address loads beside it; a
  // server-rendered page came with its status, and asks only for the secondary reads.
  store.dispatch(server?.state.system.phase === 'ready' ? systemActions.secondaryRequested() : systemActions.statusRequested());
  document.documentElement.dataset.theme = preferences.theme;
  document.documentElement.lang = languageTable[preferences.language].htmlLang;
  return { i18n, store, routing };
}
