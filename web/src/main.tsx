import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { readServerPayload } from './app/server-state';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { preferencesActions } from './features/preferences/slice';
import { warmUpHttp } from './shared/http/warm-up';
import { LocalKey } from './shared/storage/keys';
import { local } from './shared/storage/web-storage';
import type { Language } from './config/runtime-config';

const container = document.getElementById('root')!;
warmUpHttp();
// A page the server rendered carries its config and state: it is hydrated; any other (the dev server, the
// static fallback) is rendered here.
const server = readServerPayload();

try {
  const config = server?.config ?? (await loadRuntimeConfig());
  const { i18n, store, routing } = await bootstrap(config, server);
  const app = (
    <StrictMode>
      <App store={store} i18n={i18n} config={config} routing={routing} serverState={server?.state} />
    </StrictMode>
  );
  if (server) {
    hydrateRoot(container, app);
    // A language kept before it travelled in the cookie: the server rendered the default, the player gets theirs now.
    const kept = local.get(LocalKey.Lang) as Language | null;
    if (kept && kept !== server.state.preferences.language && config.languages.includes(kept)) {
      store.dispatch(preferencesActions.languageChanged(kept));
    }
  } else createRoot(container).render(app);
} catch (error) {
  // Without a valid config nothing else can work: say so plainly.
  createRoot(container).render(
    <main className="status-page">
      <h1>Configuration error</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </main>,
  );
}
