import type * as AxiosNamespace from 'axios';
import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type * as z from 'zod/mini';
import {
  ErrorCode,
  failureCodeOf,
  freshIdempotencyKey,
  freshSeal,
  hasEnvelope,
  Header,
  IdempotencyHeader,
  type CallEntry,
  type CallRoute,
  type EncryptedRequest,
  type RequestIn,
  type Seal,
} from '@portal/contracts';
import { followAnswerClock } from '../clock/world-time';
import { yieldToMain } from '../idle/idle';
import { ApiError, ClientErrorCode } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Seal the body with the payload cipher before sending (the catalogue's "encrypted" calls). */
    encrypt?: boolean;
    /** The answer is the value itself, with no envelope (/lgw and /lotto/lgw, contracts hasEnvelope). */
    raw?: boolean;
    /** A money call (the catalogue's `once`): sent with an Idempotency-Key, the one its action carries (money-intent.ts). */
    once?: boolean;
  }
}

export type HttpClientOptions = {
  baseURL: string;
  /** Seals a payload for an encrypted call with the seal given (contracts/src/crypto/payload-cipher.ts). */
  encrypt?: (payload: unknown, seal: Seal) => Promise<EncryptedRequest>;
  merchantCode: string;
  getToken: () => string | null;
  getLanguage: () => string;
  timeoutMs?: number;
  /** Answers requests in memory (tests). */
  adapter?: AxiosAdapter;
  /** Sent with every call: on the server, the visitor's address and host (X-Forwarded-For, Host). */
  headers?: Record<string, string>;
};

/** The one client every api function calls; axios itself loads with the first request, not with the page. */
export type HttpClient = { request(config: AxiosRequestConfig): Promise<AxiosResponse> };

const isEnvelope = (data: unknown): data is { success: boolean; errorCode?: unknown; code?: unknown; message?: string; value?: unknown } =>
  typeof data === 'object' && data !== null && typeof (data as { success?: unknown }).success === 'boolean';

/**
 * The one place the client reads a failure: its code is `errorCode` (spec 04), else `code` (spec 03), else
 * `fallback`. A `login.not.session` failure is a 401 whatever its HTTP status: the session is over (spec 04).
 */
function failureError(body: { errorCode?: unknown; code?: unknown; value?: unknown }, message: string, status: number, fallback: string) {
  const code = failureCodeOf(body) ?? fallback;
  return new ApiError(code, message, code === ErrorCode.NotInSession ? 401 : status, body.value);
}

/**
 * A browser's first call makes axios (its chunk evaluated, the instance made) and sends the request in three tasks,
 * not one: on a phone that one was past 100 ms at 4x CPU (issue 28). A server's render does not wait for them.
 */
const browserYield = (): Promise<void> | undefined => (typeof document === 'undefined' ? undefined : yieldToMain());

export function createHttpClient(options: HttpClientOptions): HttpClient {
  let instance: Promise<AxiosInstance> | null = null;
  const load = () =>
    (instance ??= import('axios').then(async (module) => {
      await browserYield();
      const made = createAxios(module, options);
      await browserYield();
      return made;
    }));
  return { request: async (config) => (await load()).request(config) };
}

type AxiosModule = typeof AxiosNamespace;

/** The one axios instance: sends token and language headers, unwraps the envelope, throws ApiError. */
function createAxios({ default: axios, AxiosError }: AxiosModule, options: HttpClientOptions): AxiosInstance {
  const http = axios.create({
    ...(options.adapter && { adapter: options.adapter }),
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 30_000,
    headers: { ...options.headers, [Header.Merchant]: options.merchantCode, [Header.Device]: 'WEB' },
    // The backend authenticates by the token header, not by cookies: no XSRF cookie to copy. Left on, axios
    // reads the cookie store before every same-origin request, an await that delayed each call at start-up.
    withXSRFToken: false,
  });
  http.interceptors.request.use(async (config) => {
    if (config.encrypt) {
      if (!options.encrypt) throw new ApiError(ClientErrorCode.BadResponse, 'No public key is configured for encrypted calls');
      // A new nonce and this moment for every request sent, retries included: the server takes each nonce once.
      const sealed = await options.encrypt(config.data, freshSeal());
      config.data = sealed.body;
      for (const [name, value] of Object.entries(sealed.headers)) config.headers.set(name, value);
    }
    // The player's actions pass their tap's key (money-intent.ts `withIdempotencyKey`), kept as given; this fresh
    // key is only a safety net for a money call sent without one. A retry of this same config keeps its key.
    if (config.once && !config.headers.has(IdempotencyHeader.Key)) config.headers.set(IdempotencyHeader.Key, freshIdempotencyKey());
    const token = options.getToken();
    if (token) config.headers.set(Header.Authorization, token);
    config.headers.set(Header.Language, options.getLanguage());
    return config;
  });
  http.interceptors.response.use(
    (response) => {
      followAnswerClock(response.headers);
      const body: unknown = response.data;
      if (response.config.raw) return response;
      if (!isEnvelope(body)) throw new ApiError(ClientErrorCode.BadResponse, 'The server answered without an envelope', response.status);
      if (!body.success) throw failureError(body, body.message ?? 'Unknown error', response.status, 'UNKNOWN');
      return response;
    },
    (error: unknown) => {
      // An error answer carries the world's time too (the fake sends it on every answer).
      if (error instanceof AxiosError && error.response) followAnswerClock(error.response.headers);
      return Promise.reject(toApiError(error, AxiosError));
    },
  );
  return http;
}

function toApiError(error: unknown, AxiosErrorClass: typeof AxiosError): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosErrorClass) {
    const body: unknown = error.response?.data;
    if (error.response && isEnvelope(body)) {
      return failureError(body, body.message ?? error.message, error.response.status, ClientErrorCode.Http);
    }
    // A raw (/lgw) failure still carries a JSON body with a message, and a code when the server gives one.
    const failure = body as { errorCode?: unknown; code?: unknown; message?: unknown } | undefined;
    if (error.response && typeof failure?.message === 'string') {
      return failureError(
        { errorCode: failure.errorCode, code: failure.code },
        failure.message,
        error.response.status,
        ClientErrorCode.Http,
      );
    }
    if (error.response) return new ApiError(ClientErrorCode.Http, `The server answered ${error.response.status}`, error.response.status);
    if (error.code === AxiosErrorClass.ECONNABORTED || error.code === AxiosErrorClass.ETIMEDOUT) {
      return new ApiError(ClientErrorCode.Timeout, 'The request timed out');
    }
    return new ApiError(ClientErrorCode.Network, 'Network link is abnormal, please try again');
  }
  return new ApiError('UNKNOWN', error instanceof Error ? error.message : 'Unknown error');
}

/** What a call sends, typed from its catalogue entry: the body of POST and PUT, the query of GET and DELETE. */
type RequestOf<E extends CallEntry> = E extends { request: infer S extends z.ZodMiniType } ? z.input<S> : never;
/** The `:name` parts of a path: `/lgw/draw/:gameId` gives `gameId`. */
type PathNames<P extends string> = P extends `${string}/:${infer N}/${infer R}`
  ? N | PathNames<`/${R}`>
  : P extends `${string}/:${infer N}`
    ? N
    : never;
type PathParams<E extends CallEntry> = [PathNames<E['path']>] extends [never] ? unknown : Record<PathNames<E['path']>, string | number>;
export type CallConfig<E extends CallEntry> = Omit<AxiosRequestConfig, 'data' | 'params'> &
  (RequestIn<E> extends 'body'
    ? { data?: RequestOf<E> | FormData | URLSearchParams; params?: never }
    : { params?: RequestOf<E> & PathParams<E>; data?: never });

/** Calls an entry of the contracts catalogue and returns its value, checked against the response schema. */
export async function callApi<E extends CallEntry>(
  http: HttpClient,
  entry: E,
  config: CallConfig<E> = {},
): Promise<z.infer<E['response']>> {
  return checkValue(entry, await sendCall(http, entry, config));
}

/**
 * The path with each `:name` part filled from the request field of that name, which then leaves the query
 * (catalogue-lottery.ts: `/lgw/draw/:gameId`).
 */
export function fillPath(path: string, params: unknown): { url: string; params: unknown } {
  if (!path.includes('/:') || typeof params !== 'object' || params === null) return { url: path, params };
  const rest: Record<string, unknown> = { ...(params as Record<string, unknown>) };
  const url = path.replace(/\/:([A-Za-z]+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return `/${encodeURIComponent(String(value ?? ''))}`;
  });
  return { url, params: rest };
}

/** Sends a call as its route says; a failure carries the route's alert flag. */
export async function sendCall(http: HttpClient, route: CallRoute, config: AxiosRequestConfig): Promise<AxiosResponse> {
  const { url, params } = fillPath(route.path, config.params);
  try {
    return await http.request({
      method: route.method,
      url,
      encrypt: route.encrypted,
      ...(route.once && { once: true }),
      ...config,
      ...(params === undefined ? {} : { params }),
      ...(hasEnvelope(route) ? {} : { raw: true }),
    });
  } catch (error) {
    if (error instanceof ApiError) error.alert = route.alert;
    throw error;
  }
}

/** The envelope's value (or a raw answer's body), checked against the entry's response schema. */
export function checkValue<E extends CallEntry>(entry: E, response: AxiosResponse): z.infer<E['response']> {
  const value: unknown = hasEnvelope(entry) ? (response.data as { value?: unknown }).value : response.data;
  const parsed = entry.response.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(ClientErrorCode.BadResponse, `${entry.path}: value.${issue?.path.join('.')} ${issue?.message}`, response.status);
  }
  return parsed.data as z.infer<E['response']>;
}
