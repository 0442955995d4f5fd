import { Header, siteLanguages, type SiteLanguage } from '@portal/contracts';
import type { ContentTranslation } from '@portal/fixtures';

/**
 * The language a call asks its content in: the Language header the web sends on every call (spec 03, "Envelope
 * and headers"); none, or one that is no site language, is the default (English, the fake's own content).
 */
export function contentLanguageOf(headers: Record<string, string | string[] | undefined>): SiteLanguage {
  const sent = headers[Header.Language.toLowerCase()];
  const code = (Array.isArray(sent) ? sent[0] : sent)?.toUpperCase();
  return code && (siteLanguages as readonly string[]).includes(code) ? (code as SiteLanguage) : 'EN';
}

/** An item of back-office content in the language asked, where the back office has it in that language (else as written). */
export function inLanguage<T extends { id: number; title: string; content: string }>(
  item: T,
  language: SiteLanguage,
  translations: Partial<Record<SiteLanguage, Record<number, ContentTranslation>>>,
): T {
  const translated = translations[language]?.[item.id];
  return translated ? { ...item, ...translated } : item;
}
