import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { encryptPayload, importPublicKey, PACT_CONSUMER as CONSUMER, PACT_PROVIDER as PROVIDER } from '@portal/contracts';
import devConfig from '../../public/config.json';
import { createHttpClient } from '../shared/http/http-client';

export const PACT_DIR = fileURLToPath(new URL('../../../contracts/pacts', import.meta.url));
export { CONSUMER, PROVIDER };

/** One pact between the web client and the backend; every consumer test adds to it. */
export const makePact = () => new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });

const publicKey = importPublicKey(devConfig.publicKey);

/** The real http client of the app, pointed at Pact's mock server, sealing with the development key. */
export const pactHttp = (baseURL: string, token: string | null = null) =>
  createHttpClient({
    baseURL,
    merchantCode: 'M00001',
    getToken: () => token,
    getLanguage: () => 'EN',
    encrypt: async (payload, seal) => encryptPayload(await publicKey, payload, seal),
  });

const { equal, string, like, integer, boolean } = MatchersV3;

const failureWith = (errorCode: unknown, message: string, value?: unknown) => ({
  success: equal(false),
  errorCode,
  message: string(message),
  ...(value === undefined ? {} : { value }),
});

/**
 * A failure envelope (spec 04: `{ success: false, errorCode, message, value? }`). Its code is matched by type:
 * the client only shows the failure, so any code of the backend's passes (contracts/README.md, "Failures").
 */
export const failure = (code: string, message = 'A message for the player', value?: unknown) => failureWith(like(code), message, value);

/**
 * A failure whose exact code the client acts on (a saga or a component branches on it): a code spec 04 names,
 * or one the client's behaviour depends on. Any other failure uses `failure`.
 */
export const exactFailure = (code: string, message = 'A message for the player', value?: unknown) =>
  failureWith(equal(code), message, value);

/** A success envelope around a value. */
export const success = (value: unknown) => ({ success: equal(true), value });

/** A money call's Idempotency-Key (the catalogue's `once`): a UUID v4, new for each action; the verifier sends a fresh one. */
export const onceKey = {
  'Idempotency-Key': MatchersV3.regex(
    '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$',
    '0f8fad5b-d9cb-469f-a165-70867728950e',
  ),
};

export const PACT_TOKEN = 'pact-token-player01-000000000000000000000000';
export const PACT_VALIDATE = 'pact-validate-token';

/** The session value a login or registration answers, for that user and account type. */
export const sessionMatcher = (userName: string, customerType: number, id = 10001) =>
  like({
    token: string('0123456789abcdef0123456789abcdef0123456789abcdef'),
    id: integer(id),
    userName: string(userName),
    customerType: integer(customerType),
    firstTimeLogin: boolean(false),
    passwordExpired: boolean(false),
  });
