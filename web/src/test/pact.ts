import { fileURLToPath } from 'node:url';
import { PactV4 } from '@pact-foundation/pact';
import { createHttpClient } from '../shared/http/http-client';

export const PACT_DIR = fileURLToPath(new URL('../../../contracts/pacts', import.meta.url));
export const CONSUMER = 'portal-web';
export const PROVIDER = 'portal-backend';

/** One pact between the web client and the backend; every consumer test adds to it. */
export const makePact = () => new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });

/** The real http client of the app, pointed at Pact's mock server. */
export const pactHttp = (baseURL: string, token: string | null = null) =>
  createHttpClient({ baseURL, merchantCode: 'M00001', getToken: () => token, getLanguage: () => 'EN' });
