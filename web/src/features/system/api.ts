import { callByName } from '../../shared/http/call-by-name';
import type { HttpClient } from '../../shared/http/http-client';

/** The status call sends the page host, so a multi-domain backend can answer per domain. */
export const fetchSystemStatus = (http: HttpClient, host?: string) => callByName(http, 'systemStatus', host ? { params: { host } } : {});

export const fetchWhitelabel = (http: HttpClient) => callByName(http, 'whitelabel');

export const fetchRegisterSettings = (http: HttpClient) => callByName(http, 'registerSettings');

export const fetchDomainRoute = (http: HttpClient) => callByName(http, 'domainRoute');

export const fetchCountryCodes = (http: HttpClient) => callByName(http, 'countryCodes');
