/**
 * The portal's service worker, built into /sw.js by build-tools/service-worker.ts (never in dev). It precaches the
 * built shell (the scripts and styles index.html loads) and the offline page; what it does with each request is
 * sw-routes.ts. A new worker waits until no tab runs the old one, so it takes over on the next visit: a page never
 * finds its lazy chunks gone under it.
 */
import { BRAND_FILES, handlingOf, OFFLINE_PAGE, RUNTIME_CONFIG } from './sw-routes';

/** The worker's global, typed here: the webworker lib cannot join the DOM lib in one tsconfig. */
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
declare const self: {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};
/** Filled in by the build: the files to precache, and a version that changes with them. */
declare const __PRECACHE__: string[];
declare const __VERSION__: string;

const CACHE = `portal-${__VERSION__}`;
const precached = new Set(__PRECACHE__);

self.addEventListener('install', (event) => {
  // The runtime config and the brands' logos and favicons too, for the offline page's brand (the page that installs
  // the worker is not yet its client, so its own reads passed the worker by); what cannot be read does not stop it.
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all([cache.addAll(__PRECACHE__), keepBrands(cache).catch(() => undefined)])));
});

async function keepBrands(cache: Cache) {
  await cache.add(RUNTIME_CONFIG);
  const config = (await (await cache.match(RUNTIME_CONFIG))?.json()) as { brands?: Record<string, { logo?: unknown; favicon?: unknown }> };
  const files = Object.values(config?.brands ?? {}).flatMap((brand) => [brand.logo, brand.favicon]);
  await cache.addAll([...new Set(files.filter((file): file is string => typeof file === 'string' && file.startsWith(BRAND_FILES)))]);
}

self.addEventListener('activate', (event) => {
  // The old version's files go once no page uses it (this worker only activates then).
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('portal-') && name !== CACHE).map((n) => caches.delete(n)))),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const handling = handlingOf(request, self.location.origin, precached);
  if (handling === 'pass') return;
  if (handling === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage()));
    return;
  }
  if (handling === 'kept') {
    event.respondWith(networkThenKept(request, event));
    return;
  }
  event.respondWith(fromCache(request, handling === 'asset'));
});

async function offlinePage(): Promise<Response> {
  return (await caches.match(OFFLINE_PAGE)) ?? new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain' } });
}

/** The network's answer, kept; the kept one only when the network cannot answer. */
async function networkThenKept(request: Request, event: ExtendableEvent): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      // Kept before the browser may stop the worker.
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
    }
    return response;
  } catch (error) {
    const kept = await caches.match(request);
    if (kept) return kept;
    throw error;
  }
}

async function fromCache(request: Request, keep: boolean): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (keep && response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}
