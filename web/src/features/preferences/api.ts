import type { SiteLanguage } from '@portal/contracts';
import { callByName } from '../../shared/http/call-by-name';
import type { HttpClient } from '../../shared/http/http-client';

/** Tells the server the logged-in player's language, so messages it sends later speak it too. */
export const updateMemberLanguage = (http: HttpClient, language: SiteLanguage) =>
  callByName(http, 'memberLanguage', { data: { language } });
