import { keepInstallOffer } from './install-prompt';

/**
 * The installable site, started once by main.tsx: the browser's install offer is kept from now on, and the service
 * worker (/sw.js, built only by `vite build`) is registered after the page's load, so it never competes with it.
 */
export function startPwa() {
  keepInstallOffer();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
