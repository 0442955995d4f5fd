import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { keepInstallOffer } from './install-prompt';
import { NetworkNotice } from './network-notice';

/**
 * The installable site, started by main.tsx's import of this chunk once the app's i18n is set up (the notice's
 * useTranslation finds that instance through initReactI18next; the first load carries none of this): the
 * browser's install offer is kept from now on, the offline / back-online notice gets a root of its own at the end of
 * the body, and the service worker (/sw.js, built only by `vite build`) is registered after the page's load.
 */
export function startPwa() {
  keepInstallOffer();
  const host = document.body.appendChild(document.createElement('div'));
  createRoot(host).render(createElement(NetworkNotice));
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

startPwa();
