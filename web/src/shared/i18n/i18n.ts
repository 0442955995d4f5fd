import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { SiteLanguage } from '@portal/contracts';
import { i18nCode } from './languages';
import { DEFAULT_NAMESPACE, type TextLoader } from './namespaces';

export { i18nCode } from './languages';

export type I18nOptions = {
  load: TextLoader;
  /** Namespaces fetched before the first render; a feature's load with the feature. */
  preload?: string[];
  /** Texts already at hand (tests): no loading at all. */
  resources?: Record<string, Record<string, object>>;
};

/**
 * One i18next instance per app (and per test). Texts load per namespace for the current language
 * only.
 */
export async function createI18n(language: SiteLanguage, supported: SiteLanguage[], options: I18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  if (!options.resources) instance.use(resourcesToBackend((lng: string, ns: string) => options.load(lng, ns).then((m) => m.default)));
  await instance.use(initReactI18next).init({
    lng: i18nCode(language),
    fallbackLng: false, // every language holds every key (texts.test.ts): nothing to fall back to
    supportedLngs: supported.map(i18nCode),
    ns: [DEFAULT_NAMESPACE, ...(options.preload ?? [])],
    ...(options.resources && { resources: options.resources }),
    defaultNS: DEFAULT_NAMESPACE,
    // Named, not left to the defaults: i18next then skips its natural-language key check, a regular
    // expression run on every t() call, a tenth of a second of the phone's start-up.
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });
  return instance;
}
