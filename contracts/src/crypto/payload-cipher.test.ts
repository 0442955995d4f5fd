import { beforeAll, describe, expect, it } from 'vitest';
import {
  DecryptionError,
  decryptPayload,
  encryptPayload,
  EncryptionHeader,
  NONCE_PATTERN,
  SEAL_WINDOW_MS,
  sealIsFresh,
} from './payload-cipher';

let keys: CryptoKeyPair;
beforeAll(async () => {
  keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    false,
    ['encrypt', 'decrypt'],
  );
});

const lowerCased = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
const payload = { amount: 100, password: 'Lucky2026' };

describe('the payload cipher', () => {
  it('round-trips the payload with the nonce and timestamp it was sealed with', async () => {
    const sealed = await encryptPayload(keys.publicKey, payload, { nonce: 'AAAAAAAAAAAAAAAAAAAAAA', timestamp: 1_790_000_000_000 });
    expect(sealed.headers[EncryptionHeader.Nonce]).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(sealed.headers[EncryptionHeader.Timestamp]).toBe('1790000000000');
    await expect(decryptPayload(keys.privateKey, sealed.body, lowerCased(sealed.headers))).resolves.toEqual({
      payload,
      nonce: 'AAAAAAAAAAAAAAAAAAAAAA',
      timestamp: 1_790_000_000_000,
    });
  });

  it('seals each request with a new nonce and the time of sealing', async () => {
    const before = Date.now();
    const [a, b] = await Promise.all([encryptPayload(keys.publicKey, payload), encryptPayload(keys.publicKey, payload)]);
    const [nonceA, nonceB] = [a.headers[EncryptionHeader.Nonce]!, b.headers[EncryptionHeader.Nonce]!];
    expect(nonceA).toMatch(NONCE_PATTERN);
    expect(nonceB).toMatch(NONCE_PATTERN);
    expect(nonceA).not.toBe(nonceB);
    expect(Number(a.headers[EncryptionHeader.Timestamp])).toBeGreaterThanOrEqual(before);
    expect(Number(a.headers[EncryptionHeader.Timestamp])).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ['nonce', EncryptionHeader.Nonce, 'BBBBBBBBBBBBBBBBBBBBBB'],
    ['timestamp', EncryptionHeader.Timestamp, String(Date.now() + 1)],
  ])('refuses to open a payload whose %s was changed after sealing', async (_what, header, altered) => {
    const sealed = await encryptPayload(keys.publicKey, payload);
    const headers = lowerCased({ ...sealed.headers, [header]: altered });
    await expect(decryptPayload(keys.privateKey, sealed.body, headers)).rejects.toThrow(/cannot be decrypted/);
  });

  it('refuses a sealed request without a well-formed nonce or timestamp, naming the header', async () => {
    const sealed = await encryptPayload(keys.publicKey, payload);
    const { 'x-nonce': _nonce, ...noNonce } = lowerCased(sealed.headers);
    await expect(decryptPayload(keys.privateKey, sealed.body, noNonce)).rejects.toThrow(/X-Nonce/);
    const badTime = lowerCased({ ...sealed.headers, [EncryptionHeader.Timestamp]: '2026-11-26T10:00:00Z' });
    await expect(decryptPayload(keys.privateKey, sealed.body, badTime)).rejects.toBeInstanceOf(DecryptionError);
  });

  it('counts a seal fresh within five minutes of the clock, either way', () => {
    const now = 1_790_000_000_000;
    expect(sealIsFresh({ timestamp: now - SEAL_WINDOW_MS }, now)).toBe(true);
    expect(sealIsFresh({ timestamp: now + SEAL_WINDOW_MS }, now)).toBe(true);
    expect(sealIsFresh({ timestamp: now - SEAL_WINDOW_MS - 1 }, now)).toBe(false);
    expect(sealIsFresh({ timestamp: now + SEAL_WINDOW_MS + 1 }, now)).toBe(false);
  });
});
