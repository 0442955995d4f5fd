import './styles/base.css';
import { holdEarlyTaps, isServerPage, startAfterPaint } from './app/start-after-paint';
import { keepInstallOffer } from './shared/pwa/install-prompt';

// The browser's install offer can come before the app has started: it is kept from the page's first moment.
keepInstallOffer();
// A server's page shows buttons before the app can answer them: a tap on one is held and done once it can.
const release = isServerPage() ? holdEarlyTaps() : () => undefined;
// The entry is this small file: the app (app/start.tsx) and the installable site's worker and notice
// (shared/pwa/start.ts) are chunks of their own, fetched once a server's page has painted (app/start-after-paint.ts).
// React's chunk, then the other libraries' (app/libraries.ts), then the app's are evaluated in tasks of their own: a
// phone's CPU never runs them all in one long task.
startAfterPaint(() => {
  void import('react-dom/client')
    .then(() => import('./app/libraries'))
    .then(() => import('./app/start'))
    .then(({ startApp }) => startApp({ ready: release }))
    .catch((error: unknown) => {
      release();
      throw error;
    });
  void import('./shared/pwa/start');
});
