import { calls, type SiteLanguage } from '@portal/contracts';
import { callApi, type HttpClient } from '../../shared/http/http-client';

/** Tells the server the logged-in player's language, so messages it sends later speak it too. */
export const updateMemberLanguage = (http: HttpClient, language: SiteLanguage) =>
  callApi(http, calls.memberLanguage, { data: { language } });
