import './styles/base.css';
import { startAfterPaint } from './app/start-after-paint';
import { keepInstallOffer } from './shared/pwa/install-prompt';

// The browser's install offer can come before the app has started: it is kept from the page's first moment.
keepInstallOffer();
// The entry is this small file: the app (app/start.tsx) and the installable site's worker and notice
// (shared/pwa/start.ts) are chunks of their own, fetched once a server's page has painted (app/start-after-paint.ts).
// React's chunk is evaluated in a task of its own before the app's (a phone's CPU then never runs both at once).
startAfterPaint(() => {
  void import('react-dom/client').catch(() => undefined).then(() => import('./app/start'));
  void import('./shared/pwa/start');
});
