import type { UnknownAction } from '@reduxjs/toolkit';
import { encryptPayload, importPublicKey } from '@portal/contracts';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { END } from 'redux-saga';
import { App, type Routing } from './app/app';
import { createFeatureInjector } from './app/feature-injector';
import { createNavigation } from './app/navigation';
import { preloadRoute } from './app/route-handle';
import { lobbyPaths, makeRoutes } from './app/routes';
import type { ServerPayload } from './app/server-state';
import { makeStore, type RootState } from './app/store';
import { loadTexts } from './app/texts';
import { brandFor } from './config/brand';
import type { RuntimeConfig } from './config/runtime-config';
import { loadGamesFeature } from './features/games';
import { gamesFirstScreen } from './features/games/server-asks';
import { initialPreferences } from './features/preferences/saga';
import { promotionsFirstScreen } from './features/promotions/server-asks';
import { createHttpClient, type HttpClient } from './shared/http/http-client';
import { createI18n, i18nCode } from './shared/i18n/i18n';
import { languageOfCookies } from './shared/i18n/language-cookie';
import { languageTable } from './shared/i18n/languages';
import { isPending } from './shared/remote/remote';
import { systemActions, type FormFactor } from './shared/system/system-slice';

export { serializePayload, SERVER_STATE_ID } from './app/server-state';

/** The public pages the server renders (issue 28): home, every lobby, the promotions, the download page. */
const publicPaths = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/down',
  '/promotions',
  '/promoDetail',
  '/elott',
  ...lobbyPaths.map((p) => `/${p}`),
];
const renderedPaths = new Set(publicPaths);
/**
 * The pages the production server renders once before it listens (web/server/server.ts), so no visitor pays for their
 * first load: all but the promotion's detail, which needs an id (it shares its code with /promotions), and the home
 * page's other names (/index, /index.html: the same page as /).
 */
export const warmUpPaths = publicPaths.filter((path) => path !== '/promoDetail' && path !== '/index' && path !== '/index.html');
export const isServerRendered = (pathname: string) => renderedPaths.has(pathname);

/** The mark of a Suspense boundary the server left to the client (something in it was still loading). */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The texts' namespaces each path's last render used: the next render of it loads them before rendering, so
 * nothing waits on a text and the page renders in one pass (a handful of paths: the map stays small).
 */
const namespacesOf = new Map<string, string[]>();

export type RenderRequest = {
  /** The path and query asked for. */
  url: string;
  /** The visitor's host (the status is asked per domain), and address (X-Forwarded-For, the status depends on it). */
  host: string;
  forwardedFor?: string;
  /** The request's Cookie header: the language the visitor chose. */
  cookies?: string;
  /** What the request's headers say the visitor holds (web/server/form-factor.ts): a phone's page has no closed drawer. */
  formFactor?: FormFactor;
  config: RuntimeConfig;
  /** Where the backend answers from the server (the client's apiBaseUrl may be relative). */
  backendUrl: string;
  /** Aborted when the render's time is up: waiting and rendering stop. */
  signal?: AbortSignal;
  /** Told of a part of the tree that failed to render on the server (it renders on the client instead). */
  onError?: (error: unknown) => void;
  /** The http client to use instead of the real one (tests). */
  http?: HttpClient;
};

/**
 * Where a render's time went, in ms (the server sends them as Server-Timing): `load` the page's code and texts (the
 * status call already on its way), `calls` the wait for the backend's answers after that, `render` React's passes.
 */
export type RenderTimings = { load: number; calls: number; render: number };

export type RenderedPage = {
  html: string;
  payload: ServerPayload;
  htmlLang: string;
  theme: string;
  language: string;
  timings: RenderTimings;
};

/** Any value of the state still on its way (a shared/remote value loading or refreshing). */
function anyPending(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { status?: unknown; ticket?: unknown };
  if (typeof v.ticket === 'number' && typeof v.status === 'string') return isPending(v as { status: 'loading' });
  return Object.values(value).some(anyPending);
}

/** The status has answered, and no value the sagas asked for is still on its way (checked after a turn of the loop). */
const quiet = (state: RootState) => (state.system.phase === 'ready' || state.system.phase === 'failed') && !anyPending(state);

function aborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function settled(store: { getState: () => RootState; subscribe: (f: () => void) => () => void }, signal?: AbortSignal) {
  const done = new Promise<void>((resolve) => {
    const check = () =>
      setImmediate(() => {
        if (!quiet(store.getState())) return;
        unsubscribe();
        resolve();
      });
    const unsubscribe = store.subscribe(check);
    check();
  });
  return Promise.race([done, aborted(signal)]);
}

/**
 * Renders one public page for a visitor: a store, i18n and sagas of its own (nothing is shared between requests),
 * in the language of the visitor's cookie, as a guest (the token is in the browser's storage). The status, the
 * notice, the vendors and the page's own list are asked for and waited on; then the tree renders once every lazy
 * page it shows has loaded. Gives the HTML and the payload the client hydrates from.
 */
export async function render(request: RenderRequest): Promise<RenderedPage> {
  const { config, signal } = request;
  const started = performance.now();
  const url = new URL(request.url, 'http://server.invalid');
  const language = languageOfCookies(request.cookies, config.languages) ?? config.defaultLanguage;
  const preferences = { ...initialPreferences(config.languages, config.defaultLanguage), language };
  const preload = [...new Set(['identity', 'games', ...(namespacesOf.get(url.pathname) ?? [])])];
  const i18n = await createI18n(language, config.languages, { load: loadTexts, preload });
  const publicKey = importPublicKey(config.publicKey);
  const http =
    request.http ??
    createHttpClient({
      baseURL: request.backendUrl,
      merchantCode: config.merchantCode,
      getToken: () => null,
      getLanguage: () => language,
      encrypt: async (payload, seal) => encryptPayload(await publicKey, payload, seal),
      headers: {
        host: request.host,
        'x-forwarded-host': request.host,
        ...(request.forwardedFor && { 'x-forwarded-for': request.forwardedFor }),
        // As the same-origin proxy passes them on the client's calls (the fake picks its world by one).
        ...(request.cookies && { cookie: request.cookies }),
      },
      timeoutMs: 5_000,
    });
  const injector = createFeatureInjector();
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={request.url}>{children}</StaticRouter>;
  const routing: Routing = { routes: makeRoutes(injector), navigation: createNavigation(), Router };
  const store = makeStore({ http, i18n, injector, host: request.host, server: true }, { preferences });
  // The visitor's host picks the brand (config/brand.ts), as the client does: its name is in the HTML and the state.
  const brand = brandFor(config, request.host);
  store.dispatch(systemActions.brandChosen(brand));
  if (request.formFactor) store.dispatch(systemActions.formFactorGuessed(request.formFactor));
  try {
    store.dispatch(systemActions.statusRequested());
    await Promise.race([
      Promise.all([preloadRoute(routing.routes, url.pathname), loadGamesFeature().then((feature) => injector.inject(feature))]),
      aborted(signal),
    ]);
    const loaded = performance.now();
    // The page's own asks go beside the status call (one round trip, not two), those that depend on what came first
    // (the slots lobby's vendor on the lanes) once it is in: ask, wait, until nothing new. Once the status says the
    // site is not open, nothing more is asked (the page shown is the status's).
    const asked = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const state = store.getState();
      const open = state.system.phase === 'ready' ? state.system.status === 0 : state.system.phase !== 'failed';
      const asks: UnknownAction[] = open
        ? [...gamesFirstScreen(url.pathname, url.searchParams, state), ...promotionsFirstScreen(url.pathname, url.searchParams)]
        : [];
      const fresh = asks.filter((action) => !asked.has(JSON.stringify(action)));
      if (round > 0 && fresh.length === 0) break;
      for (const action of fresh) {
        asked.add(JSON.stringify(action));
        store.dispatch(action);
      }
      await settled(store, signal);
    }
    // The status could not be read (the backend unreachable from here, for a moment or for good): no page is rendered
    // saying so. The server answers the static page, never kept in its cache, and the player's browser asks itself.
    const { system } = store.getState();
    if (system.phase === 'failed') throw new Error(`the status call failed (${system.error?.code ?? 'unknown'}): the static page`);
    const tree = (
      <StrictMode>
        <App store={store} i18n={i18n} config={config} routing={routing} />
      </StrictMode>
    );
    // One pass when everything the tree shows is in (the page was preloaded above): whole HTML, no boundary left for
    // a streamed inline script (the CSP allows none). A part still loading leaves its boundary to the client: a text
    // (the first render of a path or of a variant of it) has its namespaces loaded and the page rendered again; else
    // (a lazy part) a pass that waits for all of them, and the render again with them in.
    const answered = performance.now();
    let html = renderToString(tree);
    const unloaded = () => (i18n.reportNamespaces?.getUsedNamespaces() ?? []).filter((ns) => !i18n.hasLoadedNamespace(ns));
    if (html.includes(CLIENT_RENDERED) && unloaded().length > 0) {
      await Promise.race([i18n.loadNamespaces(unloaded()), aborted(signal)]);
      html = renderToString(tree);
    }
    if (html.includes(CLIENT_RENDERED)) {
      const { prelude } = await prerenderToNodeStream(tree, { signal, onError: (error) => request.onError?.(error) });
      prelude.resume();
      html = renderToString(tree);
    }
    const lng = i18nCode(language);
    const namespaces = Object.keys(i18n.store.data[lng] ?? {});
    namespacesOf.set(url.pathname, namespaces);
    return {
      html,
      payload: { config, state: store.getState(), namespaces },
      htmlLang: languageTable[language].htmlLang,
      theme: preferences.theme,
      language,
      timings: { load: loaded - started, calls: answered - loaded, render: performance.now() - answered },
    };
  } finally {
    // The takers end; reads still on their way finish and are dropped with the store.
    store.dispatch(END as unknown as UnknownAction);
  }
}
