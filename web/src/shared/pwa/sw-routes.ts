/**
 * What the service worker does with a request, as a pure rule (tested in sw-routes.test.ts, used by service-worker.ts).
 *
 * - `pass`: the worker leaves it alone (no respondWith), so the browser asks the network as if there were no worker,
 *   and nothing of it is ever stored: another origin, anything but GET, the backend's paths (/wps, /wps/relay, /lgw),
 *   the QA console (/__admin), and any address carrying a token.
 * - `kept`: the runtime config (/config.json) and the brands' files (/brands/…). Network first; the latest answer is
 *   kept so that the offline page, which the worker serves when the network is gone, can wear the brand of its host
 *   (colours, name, logo). Online, they are never served stale.
 * - `navigate`: a page load. Network first and never stored (server-rendered pages are per request); the offline
 *   page answers only when the network cannot.
 * - `asset`: a hashed build file under /assets/: served from the cache, else fetched and kept (its name changes
 *   with its content, so a kept copy is never stale).
 * - `static`: one of the files the worker precached at install (the offline page, its script and style, the icons):
 *   the cache, else the network.
 */
export type Handling = 'pass' | 'navigate' | 'kept' | 'asset' | 'static';

/** The paths that belong to the backend or the QA console, with their name alone counting too (as in nginx.conf). */
export const NEVER_CACHED = /^\/(wps|lgw|__admin)(\/|$)/;
/** A query parameter whose name mentions a token (token, accessToken, token_id…), in any case. */
const TOKEN_PARAM = /token/i;

export const OFFLINE_PAGE = '/offline.html';
export const RUNTIME_CONFIG = '/config.json';
/** Where a deployment puts its brands' logos, icons and manifests (config.json names them). */
export const BRAND_FILES = '/brands/';

export type RequestLike = { url: string; method: string; mode: string };

export function handlingOf({ url, method, mode }: RequestLike, origin: string, precached: ReadonlySet<string>): Handling {
  const address = new URL(url, origin);
  if (address.origin !== origin || method !== 'GET') return 'pass';
  if (NEVER_CACHED.test(address.pathname)) return 'pass';
  if ([...address.searchParams.keys()].some((name) => TOKEN_PARAM.test(name))) return 'pass';
  if (address.pathname === RUNTIME_CONFIG || address.pathname.startsWith(BRAND_FILES))
    return address.search || mode === 'navigate' ? 'pass' : 'kept';
  if (mode === 'navigate') return 'navigate';
  if (address.search) return 'pass';
  if (address.pathname.startsWith('/assets/')) return 'asset';
  return precached.has(address.pathname) ? 'static' : 'pass';
}
