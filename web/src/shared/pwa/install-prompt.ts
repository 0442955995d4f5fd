/**
 * The browser's offer to install the site (`beforeinstallprompt`, Chromium only), kept from the moment the page
 * starts (the offer can come before the download page's chunk has loaded) until it is used or the app is installed.
 */
export type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = (next: InstallPromptEvent | null) => {
  offer = next;
  listeners.forEach((listener) => listener());
};

/** Keeps the browser's offer instead of its own mini-infobar; the download page's Install button shows it. */
export function keepInstallOffer(target: Pick<Window, 'addEventListener'> = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    changed(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => changed(null));
}

export const installOffer = () => offer;
export function onInstallOffer(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Shows the browser's install dialog; an offer can be shown once, so it is dropped whatever the player answers. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const current = offer;
  if (!current) return 'unavailable';
  changed(null);
  await current.prompt();
  return (await current.userChoice).outcome;
}
