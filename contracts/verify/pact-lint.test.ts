import { describe, expect, it } from 'vitest';
import { encryptPayload, importPrivateKey, importPublicKey, toBase64 } from '../src/crypto/payload-cipher';
import { pactFiles } from './pact-files';
import { describeFinding, lintInteraction, lintPactFile, type Interaction } from './pact-lint';

describe('the pacts pin what the client reads and no more (issue 23)', () => {
  it('pins in every response only formats and values a spec states, what the request or state gives, and failure names', async () => {
    const findings = (await Promise.all(pactFiles().map((f) => lintPactFile(f)))).flat();
    expect(findings.map(describeFinding)).toEqual([]);
  });
});

type Rules = Record<string, { matchers: Record<string, unknown>[] }>;
const rule = (match: string, extra: Record<string, unknown> = {}) => ({ matchers: [{ match, ...extra }] });
const pact = (content: unknown, rules: Rules = {}, more: Partial<Interaction> & { status?: number } = {}): Interaction => ({
  description: 'an example',
  providerStates: more.providerStates ?? [],
  request: more.request ?? { path: '/wps/example' },
  response: { status: more.status ?? 200, body: { content }, matchingRules: { body: rules as never } },
});
const CODES = "export const Code = { Taken: 'USERNAME_TAKEN' };";
const lint = async (i: Interaction, privateKey?: CryptoKey) =>
  (await lintInteraction(i, { codes: CODES, privateKey })).map((f) => `${f.path}: ${f.why}`);

describe('a regex in a response', () => {
  it('may check a format a spec states (a day, yyyy-MM-dd)', async () => {
    expect(await lint(pact({ regDate: '2026-03-10' }, { '$.regDate': rule('regex', { regex: '^\\d{4}-\\d{2}-\\d{2}$' }) }))).toEqual([]);
  });

  it('fails on a format only the fake has, naming the path and the regex', async () => {
    const found = await lint(pact({ value: { refNo: 'PR0000001' } }, { '$.value.refNo': rule('regex', { regex: '^P[RC]\\d{7}$' }) }));
    expect(found).toEqual([
      '$.value.refNo: regex ^P[RC]\\d{7}$ pins a format no spec states (a type matcher, or add the format to SPEC_FORMATS with its spec line)',
    ]);
  });

  it('may list values when a spec lists each of them, and all of them', async () => {
    expect(await lint(pact({ prizeMode: 'LOTT' }, { '$.prizeMode': rule('regex', { regex: '^(LOTT|ELOTT|ZY|SEA)$' }) }))).toEqual([]);
  });

  it('fails on a list holding a value no spec lists', async () => {
    const [found] = await lint(pact({ status: 'SETTLED' }, { '$.status': rule('regex', { regex: '^(PENDING|SETTLED)$' }) }));
    expect(found).toContain('lists PENDING, SETTLED no one spec list for "status" holds');
  });

  it('fails on a list refusing a value a spec lists', async () => {
    const [found] = await lint(pact({ csType: 'VIP' }, { '$.csType': rule('regex', { regex: '^(FACEBOOK|TELEGRAM|VIP|LIVECHAT)$' }) }));
    expect(found).toContain('refuses AICAN, MIDUOKE, which 02:76, 04:45');
  });
});

describe('an equality in a response', () => {
  it('fails on a value only the fake chooses, with or without an equality matcher', async () => {
    expect(await lint(pact({ value: { status: 'TERMINATED', isSingle: 0 } }, { '$.value.status': rule('equality') }))).toEqual([
      '$.value.status: equality on "TERMINATED", a value no spec names for "status" and neither the request nor the provider state gives (a type matcher)',
      '$.value.isSingle: equality on 0, a value no spec names for "isSingle" and neither the request nor the provider state gives (a type matcher)',
    ]);
  });

  it('may name a value a spec names, in the spec’s words in any case with _ for a space', async () => {
    expect(await lint(pact({ success: true, value: { isSingle: 1, status: 'IN_PROCESS', rateType: 'P' } }))).toEqual([]);
  });

  it('fails on a boolean no spec names, and passes one under a type matcher', async () => {
    expect(await lint(pact({ value: { mobileBound: true } }))).toHaveLength(1);
    expect(await lint(pact({ value: { mobileBound: true } }, { '$.value': rule('type') }))).toEqual([]);
  });

  it('lets a type matcher reach down, unless a field under it pins its own value', async () => {
    const rules = { '$.value': rule('type'), '$.value.list[*].status': rule('equality') };
    expect(await lint(pact({ value: { list: [{ id: 7, status: 'PAID' }] } }, rules))).toEqual([
      '$.value.list[0].status: equality on "PAID", a value no spec names for "status" and neither the request nor the provider state gives (a type matcher)',
    ]);
  });

  it('may echo what the request or a provider state gives the backend', async () => {
    const request = { path: '/wps/agent/downline/a01m1', query: { pageNo: ['1'] }, body: { content: { amount: 500 } } };
    const providerStates = [{ name: 'the upline has offered a contract', params: { upline: 'agent01' } }];
    const body = { value: { username: 'a01m1', upline: 'agent01', pageNo: 1, amount: 500 } };
    expect(await lint(pact(body, {}, { request, providerStates }))).toEqual([]);
  });

  it('takes a number as an echo only under the key the request gave it', async () => {
    const request = { path: '/wps/example', body: { content: { total: 500 } } };
    expect(await lint(pact({ value: { amount: 500 } }, {}, { request }))).toHaveLength(1);
  });

  it('reads the echo of a sealed request through the key it was sealed with', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const sealed = await encryptPayload(await importPublicKey(toBase64(await crypto.subtle.exportKey('spki', pair.publicKey))), {
      username: 'newsub01',
    });
    const request = {
      path: '/wps/agent/downline',
      headers: Object.fromEntries(Object.entries(sealed.headers).map(([k, v]) => [k, [v]])),
      body: { content: sealed.body },
    };
    const privateKey = await importPrivateKey(toBase64(await crypto.subtle.exportKey('pkcs8', pair.privateKey)));
    expect(await lint(pact({ value: { username: 'newsub01' } }, {}, { request }), privateKey)).toEqual([]);
    expect(await lint(pact({ value: { username: 'newsub01' } }, {}, { request }))).toHaveLength(1);
  });

  it('reads the text fields of a form or a multipart request', async () => {
    const multipart = '--b\r\nContent-Disposition: form-data; name="result"\r\n\r\nPARTIAL\r\n--b--\r\n';
    const request = {
      path: '/wps/x',
      body: { content: Buffer.from(multipart).toString('base64'), contentType: 'multipart/form-data;boundary=b', encoded: 'base64' },
    };
    expect(await lint(pact({ value: { confirmation: 'PARTIAL' } }, {}, { request }))).toEqual([]);
  });

  it('may pin an empty list or map: what the state set up', async () => {
    expect(await lint(pact({ value: { list: [], divtypereq: {} } }))).toEqual([]);
  });

  it('may pin the code of a failure the contracts declare, and only of a failure', async () => {
    expect(await lint(pact({ success: false, code: 'USERNAME_TAKEN', message: 'x' }, { '$.message': rule('type') }))).toEqual([]);
    expect(await lint(pact({ errorCode: 'USERNAME_TAKEN' }, {}, { status: 404 }))).toEqual([]);
    expect(await lint(pact({ success: false, code: 'FAKE_ONLY' }))).toEqual([
      '$.code: equality on "FAKE_ONLY", a value no spec names for "code" and neither the request nor the provider state gives (a type matcher)',
    ]);
    expect(await lint(pact({ success: true, code: 'USERNAME_TAKEN' }))).toHaveLength(1);
  });

  it('fails on an include of a text no spec names', async () => {
    expect(await lint(pact({ message: 'at least 3 words' }, { '$.message': rule('include', { value: '3 words' }) }))).toHaveLength(1);
  });

  it('walks the variants of an array-contains matcher', async () => {
    const variant = { index: 0, rules: { '$.path': rule('regex', { regex: '^[0-9a-f]+$' }), '$.csType': rule('equality') } };
    const rules = { '$.list': rule('arrayContains', { variants: [variant] }) };
    expect(await lint(pact({ list: [{ path: 'abc', csType: 'VIP' }] }, rules))).toEqual([
      '$.list[0].path: regex ^[0-9a-f]+$ pins a format no spec states (a type matcher, or add the format to SPEC_FORMATS with its spec line)',
    ]);
  });
});

describe('a finding', () => {
  it('names the pact file, the interaction, the JSON path and why', async () => {
    const [found] = await lintInteraction(
      pact({ value: { chatUrl: '/wps/static/chat/1' } }, { '$.value.chatUrl': rule('regex', { regex: '^/wps/static/chat/\\d+$' }) }),
      {
        file: 'portal.json',
        codes: CODES,
      },
    );
    expect(describeFinding(found!)).toBe(
      'portal.json › "an example" › $.value.chatUrl: regex ^/wps/static/chat/\\d+$ pins a format no spec states (a type matcher, or add the format to SPEC_FORMATS with its spec line)',
    );
  });
});

describe('the committed pact is whole', () => {
  /** Catalogue calls the web client never makes, so no consumer test pins them. */
  const notCalledByTheWeb: Record<string, string> = {
    memberIcon: 'the header reads the avatar from MCSFE_getPlayerAvatar (spec 04)',
  };

  it('pins every call of the catalogue the web makes (a consumer run of only some tests writes a partial file)', async () => {
    const { catalogue } = await import('../src/catalogue-all');
    const { readFileSync } = await import('node:fs');
    const requests = pactFiles().flatMap(
      (file) => (JSON.parse(readFileSync(file, 'utf8')) as { interactions: { request: { method: string; path: string } }[] }).interactions,
    );
    const pinned = (call: { method: string; path: string }) => {
      const path = new RegExp(`^${call.path.replace(/:[^/]+/g, '[^/]+')}$`);
      return requests.some(({ request }) => request.method === call.method && path.test(request.path));
    };
    const missing = Object.entries(catalogue)
      .filter(([name, call]) => !Object.hasOwn(notCalledByTheWeb, name) && !pinned(call))
      .map(([name, call]) => `${name}: ${call.method} ${call.path}`);
    expect(missing, 'run the whole consumer suite: cd web && pnpm exec vitest run --project pact').toEqual([]);
  });
});
