import { startTransition, StrictMode, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { bootstrap } from './bootstrap';
import { readServerPayload, type ServerPayload } from './server-state';
import { loadRuntimeConfig } from '../config/load-runtime-config';
import { warmUpHttp } from '../shared/http/warm-up';
import { yieldToMain } from '../shared/idle/idle';
import { LocalKey } from '../shared/storage/keys';
import { local } from '../shared/storage/web-storage';
import type { Language } from '../config/runtime-config';

/**
 * The server's page is hydrated when it speaks the language the player keeps. One rendered in another (the player
 * chose theirs before it travelled in the cookie) is rendered afresh here, in theirs, as the static page would be:
 * the backend's texts (notice, banners) are per language, and a language switched during hydration would not
 * match the server's HTML. Bootstrap then puts the language in the cookie, so the next page comes in it.
 */
function hydratable(payload: ServerPayload | null): ServerPayload | null {
  if (!payload) return null;
  const kept = local.get(LocalKey.Lang) as Language | null;
  const offered = !!kept && payload.config.languages.includes(kept);
  return offered && kept !== payload.state.preferences.language ? null : payload;
}

/**
 * Starts the app. Not awaited at the module's top: the lazy chunks bootstrap waits for (a server-rendered page's
 * page and features) import this chunk, and a module still evaluating (a top-level await) would keep them
 * waiting for ever.
 */
async function start(container: HTMLElement, ready: () => void) {
  // Each step of the start in a task of its own (after this chunk's evaluation, between bootstrap's steps, before
  // hydration): a phone's CPU then never blocks the page for long (issue 28: TBT).
  await yieldToMain();
  // A page the server rendered carries its config and state: it is hydrated; any other (the dev server, the
  // static fallback) is rendered here.
  const payload = readServerPayload();
  const server = hydratable(payload);
  try {
    // ?world=NAME picks the fake backend's world before the first request (shared/http/mock-world.ts): loaded only
    // when an address asks, so a player's first load carries none of it.
    if (/[?&]world=/.test(location.search)) (await import('../shared/http/mock-world')).adoptWorldFromAddress();
    const config = payload?.config ?? (await loadRuntimeConfig());
    const { i18n, store, routing } = await bootstrap(config, server);
    const app = (
      <StrictMode>
        <App store={store} i18n={i18n} config={config} routing={routing} serverState={server?.state} />
        <Committed run={ready} />
      </StrictMode>
    );
    // Hydrated as a transition: React then works in slices of a few milliseconds and lets the browser paint and
    // answer between them, instead of one task of several hundred on a phone (issue 28: no task over 100 ms at 4x CPU).
    await yieldToMain();
    if (server) startTransition(() => void hydrateRoot(container, app));
    // React empties the container (the server's page, if any) when it first commits.
    else createRoot(container).render(app);
  } catch (error) {
    ready();
    // Without a valid config nothing else can work: say so plainly.
    createRoot(container).render(
      <main className="status-page">
        <h1>Configuration error</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
      </main>,
    );
  }
}

/** Calls `run` once, when the app's first render (or hydration) has committed. */
function Committed({ run }: { run: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
  }, [run]);
  return null;
}

/**
 * Starts the app (main.tsx calls it once this chunk has loaded); `ready` runs when the page answers the player: its
 * first render or hydration committed, or the configuration error shown.
 */
export function startApp({ ready = () => undefined }: { ready?: () => void } = {}) {
  // A page the client renders itself calls the backend first (the status): its http client and schemas load now. A
  // server's page calls nothing before it is hydrated and idle: they load with its first call, not beside hydration.
  if (!readServerPayload()) warmUpHttp();
  void start(document.getElementById('root')!, ready);
}
