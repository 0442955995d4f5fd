import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { warmUpHttp } from './shared/http/warm-up';

// ?world=NAME picks the fake backend's world before the first request (shared/http/mock-world.ts): loaded only when
// an address asks, so a player's first load carries none of it.
const worldAdopted = /[?&]world=/.test(location.search)
  ? import('./shared/http/mock-world').then(({ adoptWorldFromAddress }) => adoptWorldFromAddress())
  : null;

const root = createRoot(document.getElementById('root')!);
warmUpHttp();
// The installable site (shared/pwa/start.ts): a chunk of its own, so the first load carries none of it.
void import('./shared/pwa/start');

try {
  await worldAdopted;
  const config = await loadRuntimeConfig();
  const { i18n, store, routing } = await bootstrap(config);
  root.render(
    <StrictMode>
      <App store={store} i18n={i18n} config={config} routing={routing} />
    </StrictMode>,
  );
} catch (error) {
  // Without a valid config nothing else can work: say so plainly.
  root.render(
    <main className="status-page">
      <h1>Configuration error</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </main>,
  );
}
