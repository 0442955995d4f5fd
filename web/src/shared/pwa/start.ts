import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { NetworkNotice } from './network-notice';

/**
 * The installable site, started by main.tsx's import of this chunk with the app (the first load carries none of it;
 * main.tsx keeps the browser's install offer from the page's first moment, as it can come early): the offline /
 * back-online notice gets a root of its own at the end of the body when the connection first drops (its texts come
 * from the app's i18n, which useTranslation finds through initReactI18next once the app has started); the service
 * worker (/sw.js, built only by `vite build`) is registered after the page's load.
 */
export function startPwa() {
  const showNotice = () => {
    removeEventListener('offline', showNotice);
    createRoot(document.body.appendChild(document.createElement('div'))).render(createElement(NetworkNotice));
  };
  addEventListener('offline', showNotice);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

startPwa();
