import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { ENCRYPTION_SCHEME, encryptPayload, importPublicKey, type EncryptedRequest } from '@portal/contracts';
import devConfig from '../../public/config.json';

const CACHE = fileURLToPath(new URL('./pact-sealed.json', import.meta.url));
const { regex, equal } = MatchersV3;

/**
 * Encrypted calls carry a fresh ciphertext, nonce and timestamp each time. The pact records one sealed example
 * per payload, sealed with the development public key and kept in pact-sealed.json, so the pact files stay the
 * same from run to run and the provider (holding the development private key) can open the example. The
 * verifier seals each example afresh before replaying it (contracts/verify, resealRequests), since a backend
 * takes a nonce once and only within 5 minutes of its timestamp.
 */
export async function sealedExample(payload: unknown): Promise<EncryptedRequest> {
  const cache: Record<string, EncryptedRequest> = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};
  const key = JSON.stringify(payload);
  // An example sealed before seals had a nonce and timestamp no longer opens: seal it again.
  if (!cache[key]?.headers['X-Nonce']) {
    cache[key] = await encryptPayload(await importPublicKey(devConfig.publicKey), payload);
    writeFileSync(CACHE, `${JSON.stringify(cache, null, 2)}\n`);
  }
  return cache[key];
}

const BASE64 = '^[A-Za-z0-9+/]+=*$';
/** 16 random bytes in base64url, and ms since the epoch (contracts NONCE_PATTERN, TIMESTAMP_PATTERN). */
const NONCE = '^[A-Za-z0-9_-]{22}$';
const TIMESTAMP = '^[0-9]{13}$';

/**
 * The request of an encrypted call: any ciphertext of the right form, with the recorded example, and the seal
 * the server checks: a nonce it has not taken and the sealing time, both bound to the ciphertext.
 */
export async function sealedRequestParts(payload: unknown) {
  const sealed = await sealedExample(payload);
  return {
    headers: {
      Encryption: equal(ENCRYPTION_SCHEME),
      'X-RSA': regex(BASE64, sealed.headers['X-RSA']!),
      'X-Digest': regex('^sha-256=[A-Za-z0-9+/]+=*$', sealed.headers['X-Digest']!),
      'X-Nonce': regex(NONCE, sealed.headers['X-Nonce']!),
      'X-Timestamp': regex(TIMESTAMP, sealed.headers['X-Timestamp']!),
    },
    body: { value: regex(BASE64, sealed.body.value) },
  };
}
