import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../config/runtime-config';
import { en } from './locales/en';
import { ty } from './locales/ty';

export const catalogues = { EN: en, TY: ty } as const;

/** i18next keeps language codes in lower case; the wire and storage use the site's upper-case codes. */
export const i18nCode = (language: Language) => language.toLowerCase();

/** One i18next instance per app (and per test), with the catalogues bundled: they are small. */
export async function createI18n(language: Language, supported: Language[]): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: i18nCode(language),
    fallbackLng: 'en',
    supportedLngs: supported.map(i18nCode),
    resources: Object.fromEntries(supported.map((l) => [i18nCode(l), { translation: catalogues[l] }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
