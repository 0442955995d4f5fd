import type { SiteLanguage } from '@portal/contracts';

/** The cookie the chosen language travels in beside localStorage, so the server renders the page in it. */
export const LANGUAGE_COOKIE = 'portal_lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Keeps the language in its cookie for the server (nothing outside a browser). */
export function setLanguageCookie(language: SiteLanguage): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** The language a Cookie header names, when it is one the site offers; null otherwise. */
export function languageOfCookies(cookieHeader: string | undefined, offered: readonly SiteLanguage[]): SiteLanguage | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return offered.find((language) => language === value) ?? null;
  }
  return null;
}
