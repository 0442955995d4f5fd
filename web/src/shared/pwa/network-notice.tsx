import './network-notice.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long "You are back online" stays. */
export const BACK_ONLINE_MS = 4000;

/**
 * Says when the device loses its connection and when it is back (a polite live region: read out between what the
 * player is doing, never over it). Rendered by start.ts in a root of its own, so the first load carries none of it.
 */
export function NetworkNotice() {
  const { t } = useTranslation();
  const [state, setState] = useState<'online' | 'offline' | 'back'>(() => (navigator.onLine ? 'online' : 'offline'));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setState('offline');
    };
    const online = () => {
      clearTimeout(timer);
      setState('back');
      timer = setTimeout(() => setState('online'), BACK_ONLINE_MS);
    };
    addEventListener('offline', offline);
    addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      removeEventListener('offline', offline);
      removeEventListener('online', online);
    };
  }, []);
  const text = state === 'offline' ? t('pwa.offline') : state === 'back' ? t('pwa.online') : '';
  // The region stays in the page while empty: a screen reader only announces changes to a region it already knows.
  // aria-live without role="status": the pages' own status messages stay the one status on the page.
  return (
    <div aria-live="polite" aria-atomic="true" className={`network-notice network-notice--${state}`}>
      {text}
    </div>
  );
}
