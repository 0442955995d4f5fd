import { Header, siteLanguages, type SiteLanguage } from '@portal/contracts';
import type { User } from './users';

/**
 * Remembers the language a player logs in with (the Language header the web sends on every call), so the
 * platform's messages to it (agent contracts and payouts) are worded in it. PUT /wps/member/language changes it
 * later; a header that is no site language changes nothing.
 */
export function noteLanguage(user: User, headers: Record<string, string | string[] | undefined>) {
  const sent = headers[Header.Language.toLowerCase()];
  const code = (Array.isArray(sent) ? sent[0] : sent)?.toUpperCase();
  if (code && (siteLanguages as readonly string[]).includes(code)) user.language = code as SiteLanguage;
}
