/**
 * The offline page's script (/offline.js, built by build-tools/service-worker.ts): the texts in the language and
 * theme the player chose on the site, a Try again, and a reload of its own once the connection is back.
 */
import { offlineBrandOf } from './offline-brand';

type OfflineTexts = { htmlLang: string; offlineTitle: string; offlinePage: string; retry: string };
/** Filled in by the build from the common texts: i18next's language code (ty, en…) to the page's texts. */
declare const __OFFLINE_TEXTS__: Record<string, OfflineTexts>;
declare const __DEFAULT_LANGUAGE__: string;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const texts = __OFFLINE_TEXTS__[(stored('lang') ?? '').toLowerCase()] ?? __OFFLINE_TEXTS__[__DEFAULT_LANGUAGE__];
if (texts) {
  document.documentElement.lang = texts.htmlLang;
  document.title = texts.offlineTitle;
  document.getElementById('offline-title')!.textContent = texts.offlineTitle;
  document.getElementById('offline-text')!.textContent = texts.offlinePage;
  document.getElementById('offline-retry')!.textContent = texts.retry;
}
const theme = stored('theme');
if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
document.getElementById('offline-retry')!.addEventListener('click', () => location.reload());
addEventListener('online', () => location.reload());

// The brand of this host, from the runtime config the worker kept (it answers /config.json from its cache offline):
// its colours as a constructed stylesheet (the CSP allows no inline style), its name in the title, its toolbar colour.
fetch('/config.json')
  .then((response) => (response.ok ? response.json() : null))
  .then((config: unknown) => {
    const dressed = offlineBrandOf(config, location.host);
    if (!dressed) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(dressed.stylesheet);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    document.title = `${document.title} · ${dressed.brand.name}`;
    // Its mark: the brand's logo, kept by the worker when it lives with the brands' files (the default's, /favicon.svg, is precached).
    const logo = dressed.brand.logo.startsWith('/brands/') ? dressed.brand.logo : null;
    if (logo) document.querySelector('.offline__mark')?.setAttribute('src', logo);
    if (dressed.brand.favicon.startsWith('/brands/'))
      document.querySelector('link[rel="icon"]')?.setAttribute('href', dressed.brand.favicon);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', dressed.brand.themeColor);
  })
  .catch(() => undefined);
