import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient, type HttpClient } from '../shared/http/http-client';

export type FakeAnswer = { status?: number; body: unknown; headers?: Record<string, string> } | 'network-error';
/** A route answers at once, or later (a promise: a slow backend the test lets answer when it chooses). */
export type FakeRoutes = Record<string, (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>>;

/** The app's real http client with an in-memory adapter answering "METHOD /path" routes. */
export function fakeHttp(routes: FakeRoutes, options: { token?: string | null; language?: string } = {}) {
  const requests: InternalAxiosRequestConfig[] = [];
  let inFlight = 0;
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    return answerOf(config);
  };
  const answerOf: AxiosAdapter = async (config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const answer = (await routes[key]?.(config)) ?? {
      status: 404,
      body: { success: false, errorCode: 'NOT_FOUND', message: `No route ${key}` },
    };
    if (answer === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { data: answer.body, status: answer.status ?? 200, statusText: '', headers: new AxiosHeaders(answer.headers), config };
    if (response.status >= 400) throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    return response;
  };
  const client = createHttpClient({
    baseURL: '',
    merchantCode: 'M00001',
    getToken: () => options.token ?? null,
    getLanguage: () => options.language ?? 'EN',
    // In-memory tests need no real cipher: the body is sealed as plain JSON, opened by openBody().
    encrypt: async (payload, seal) => ({
      body: { value: JSON.stringify(payload) },
      headers: { Encryption: 'test', 'X-Nonce': seal.nonce, 'X-Timestamp': String(seal.timestamp) },
    }),
    adapter,
  });
  // In flight from the call until its answer: the client's own steps before the adapter (its first call makes axios
  // in tasks of its own) count too.
  const http: HttpClient = {
    request: async (config) => {
      inFlight += 1;
      try {
        return await client.request(config);
      } finally {
        inFlight -= 1;
      }
    },
  };
  /**
   * Resolves once no request is in flight across a whole turn of the event loop: the sagas have had
   * every answer and acted on it (a saga that asks again keeps it waiting).
   */
  const settle = async () => {
    do await new Promise((resolve) => setTimeout(resolve, 0));
    while (inFlight > 0);
  };
  return { http, requests, settle };
}

export const ok = (value: unknown) => () => ({ body: { success: true, value } });

/** The payload of a request, whether it was sent plain or sealed by the test cipher. */
export function openBody<T = Record<string, unknown>>(config: InternalAxiosRequestConfig): T {
  const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  return (config.headers.get('Encryption') === 'test' ? JSON.parse(body.value) : body) as T;
}
