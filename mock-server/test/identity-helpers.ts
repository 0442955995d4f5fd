import type { FastifyInstance } from 'fastify';
import { catalogue, encryptPayload, freshIdempotencyKey, freshSeal, importPublicKey } from '@portal/contracts';
import { devKeyPair } from '@portal/fixtures';
import { call } from './helpers';

const publicKey = importPublicKey(devKeyPair.publicKeySpki);

export type Client = ReturnType<typeof clientFor>;

/** The money calls (catalogue `once`), by method and path: the client sends each a new Idempotency-Key, as the web does. */
const onceCalls = new Set(
  Object.values(catalogue)
    .filter((entry) => 'once' in entry)
    .map((entry) => `${entry.method} ${entry.path}`),
);
export const idempotencyFor = (method: string, url: string): Record<string, string> =>
  onceCalls.has(`${method} ${url.split('?')[0]}`) ? { 'idempotency-key': freshIdempotencyKey() } : {};

/** A test client of one world: carries its cookies (the captcha one) like a browser. */
export function clientFor(app: FastifyInstance, world = 'default') {
  const cookies = new Map<string, string>();
  const headers = (extra: Record<string, string> = {}) => ({
    'x-mock-world': world,
    ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
    ...extra,
  });
  const keep = (setCookie: string | string[] | undefined) => {
    for (const c of [setCookie ?? []].flat()) {
      const [pair] = c.split(';');
      const [k, v] = (pair ?? '').split('=');
      if (k && v !== undefined) cookies.set(k, v);
    }
  };
  const send = async (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object, extra?: Record<string, string>) => {
    const result = await call(app, { method, url, payload, headers: headers({ ...idempotencyFor(method, url), ...extra }) });
    keep(result.headers['set-cookie'] as string | string[] | undefined);
    return result;
  };
  return {
    get: (url: string, extra?: Record<string, string>) => send('GET', url, undefined, extra),
    post: (url: string, payload?: object, extra?: Record<string, string>) => send('POST', url, payload, extra),
    del: (url: string, extra?: Record<string, string>) => send('DELETE', url, undefined, extra),
    patch: (url: string, payload: object) => send('PATCH', url, payload),
    /** Seals like the web client: a new nonce each time, timed by the server's own clock (a test may have moved it). */
    async postEncrypted(url: string, payload: object, extra: Record<string, string> = {}) {
      const sealed = await encryptPayload(await publicKey, payload, freshSeal(app.worlds.get(world).realNow()));
      return send('POST', url, sealed.body, { ...sealed.headers, ...extra });
    },
    /** Passes the slide check (its answer read through the admin API) and returns the validate token. */
    async validate(): Promise<string> {
      return this.slide((targetX) => targetX).then((check) => check.body?.value.validate);
    },
    /** Opens a slide check and answers it at the x chosen from its answer, as QA would. */
    async slide(choose: (targetX: number) => number) {
      const { challengeId } = (await send('GET', '/wps/verification/slide')).body!.value;
      const { targetX } = (await send('GET', `/__admin/slide?challengeId=${challengeId}`)).body!.value;
      return send('POST', '/wps/verification/slide', { challengeId, x: choose(targetX) });
    },
    async captcha(): Promise<string> {
      await send('GET', '/wps/captcha');
      return (await send('GET', '/__admin/captcha')).body?.value.answer;
    },
    async smsCode(mobileWithCode: string): Promise<string> {
      return (await send('GET', `/__admin/sms?mobile=${encodeURIComponent(mobileWithCode)}`)).body?.value.code;
    },
    async login(username: string, password: string) {
      return this.postEncrypted('/wps/session/login', { type: 'username', username, password, validate: await this.validate() });
    },
    auth: (token: string) => ({ authorization: token }),
  };
}
