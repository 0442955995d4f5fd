import { calls } from '@portal/contracts';
import { callApi, type HttpClient } from '../../shared/http/http-client';

/** The status call sends the page host, so a multi-domain backend can answer per domain. */
export const fetchSystemStatus = (http: HttpClient, host?: string) => callApi(http, calls.systemStatus, host ? { params: { host } } : {});

export const fetchWhitelabel = (http: HttpClient) => callApi(http, calls.whitelabel);

export const fetchRegisterSettings = (http: HttpClient) => callApi(http, calls.registerSettings);

export const fetchDomainRoute = (http: HttpClient) => callApi(http, calls.domainRoute);

export const fetchCountryCodes = (http: HttpClient) => callApi(http, calls.countryCodes);
