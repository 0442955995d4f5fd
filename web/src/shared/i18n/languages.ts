import type { SiteLanguage } from '@portal/contracts';

export type LanguageInfo = {
  /** The site's code, as the wire, storage and config spell it. */
  code: SiteLanguage;
  /** The language's own name for itself, shown in the picker whatever the page's language. */
  nativeName: string;
  /** ISO 3166 country of the flag shown beside it. */
  flag: 'PH' | 'GB' | 'CN' | 'ID' | 'TH' | 'VN';
  /** The html lang attribute (BCP 47). */
  htmlLang: string;
  /** The BCP 47 locale numbers, money and dates are written in (`Intl`): Tagalog as Filipino, CLDR's name for it. */
  locale: string;
};

/** Every language the site can speak; the runtime config decides which of them are offered. */
export const languageTable: Record<SiteLanguage, LanguageInfo> = {
  TY: { code: 'TY', nativeName: 'Tagalog', flag: 'PH', htmlLang: 'tl', locale: 'fil' },
  EN: { code: 'EN', nativeName: 'English', flag: 'GB', htmlLang: 'en', locale: 'en' },
  CN: { code: 'CN', nativeName: '简体中文', flag: 'CN', htmlLang: 'zh-Hans', locale: 'zh-Hans' },
  ID: { code: 'ID', nativeName: 'Bahasa Indonesia', flag: 'ID', htmlLang: 'id', locale: 'id' },
  TH: { code: 'TH', nativeName: 'ไทย', flag: 'TH', htmlLang: 'th', locale: 'th' },
  VI: { code: 'VI', nativeName: 'Tiếng Việt', flag: 'VN', htmlLang: 'vi', locale: 'vi' },
};

/** i18next keeps language codes in lower case; the wire and storage use the site's upper-case codes. */
export const i18nCode = (language: SiteLanguage) => language.toLowerCase();
export const fromI18nCode = (code: string) => code.toUpperCase() as SiteLanguage;

/** The locale to format in for an i18next language ('ty') or a site code ('TY'); an unknown one as itself. */
export const localeOf = (language: string) => languageTable[fromI18nCode(language)]?.locale ?? language;
