import { describe, expect, it } from 'vitest';
import { decryptPayload, encryptPayload, freshSeal, importPublicKey, sealIsFresh, toBase64 } from '../src/crypto/payload-cipher';
import { UUID_PATTERN } from '../src/idempotency';
import { freshIdempotencyKeys, resealRequests } from './verify-provider';

async function devLikeKeys() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return {
    pair,
    publicKeySpki: toBase64(await crypto.subtle.exportKey('spki', pair.publicKey)),
    privateKeyPkcs8: toBase64(await crypto.subtle.exportKey('pkcs8', pair.privateKey)),
  };
}

const lowerCased = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('the verifier replays a sealed example as the client would send it now', () => {
  it('seals a week-old example again: the same payload, a new nonce, this moment', async () => {
    const keys = await devLikeKeys();
    const payload = { amount: 200, password: 'Lucky2026' };
    const recorded = await encryptPayload(await importPublicKey(keys.publicKeySpki), payload, freshSeal(Date.now() - 7 * 86_400_000));
    const req: { headers: Record<string, string | string[] | undefined>; body?: unknown } = {
      headers: { ...lowerCased(recorded.headers), 'content-type': 'application/json' },
      body: recorded.body,
    };
    await new Promise<void>((next) => resealRequests(keys)(req, undefined, next));
    const body = JSON.parse((req.body as Buffer).toString('utf8'));
    expect(req.headers['content-length']).toBe(String((req.body as Buffer).length));
    const opened = await decryptPayload(keys.pair.privateKey, body, req.headers as Record<string, string>);
    expect(opened.payload).toEqual(payload);
    expect(opened.nonce).not.toBe(recorded.headers['X-Nonce']);
    expect(sealIsFresh(opened, Date.now())).toBe(true);
  });

  it('leaves a request that is not sealed as it came', async () => {
    const keys = await devLikeKeys();
    const req = { headers: { 'content-type': 'application/json' }, body: { language: 'EN' } };
    await new Promise<void>((next) => resealRequests(keys)(req, undefined, next));
    expect(req.body).toEqual({ language: 'EN' });
  });
});

describe('the verifier replays a money call as a new action', () => {
  it('gives a recorded Idempotency-Key a fresh one each time, and adds none to a request without it', () => {
    const recorded = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const sent = [0, 1].map(() => {
      const req = { headers: { 'idempotency-key': recorded } as Record<string, string | string[] | undefined> };
      freshIdempotencyKeys(req, undefined, () => undefined);
      return req.headers['idempotency-key'];
    });
    for (const key of sent) expect(key).toMatch(UUID_PATTERN);
    expect(new Set([recorded, ...sent]).size).toBe(3);
    const plain = { headers: {} as Record<string, string | string[] | undefined> };
    freshIdempotencyKeys(plain, undefined, () => undefined);
    expect(plain.headers).toEqual({});
  });
});
