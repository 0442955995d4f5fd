import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { ENCRYPTION_SCHEME, encryptPayload, importPublicKey, type EncryptedRequest } from '@portal/contracts';
import devConfig from '../../public/config.json';

const CACHE = fileURLToPath(new URL('./pact-sealed.json', import.meta.url));
const { regex, equal } = MatchersV3;

/**
 * Encrypted calls carry a fresh ciphertext each time. The pact records one sealed example per payload,
 * sealed with the development public key and kept in pact-sealed.json, so the pact files stay the same
 * from run to run and the provider (holding the development private key) can open the example.
 */
export async function sealedExample(payload: unknown): Promise<EncryptedRequest> {
  const cache: Record<string, EncryptedRequest> = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};
  const key = JSON.stringify(payload);
  if (!cache[key]) {
    cache[key] = await encryptPayload(await importPublicKey(devConfig.publicKey), payload);
    writeFileSync(CACHE, `${JSON.stringify(cache, null, 2)}\n`);
  }
  return cache[key];
}

const BASE64 = '^[A-Za-z0-9+/]+=*$';

/** The request of an encrypted call: any ciphertext of the right form, with the recorded example. */
export async function sealedRequestParts(payload: unknown) {
  const sealed = await sealedExample(payload);
  return {
    headers: {
      Encryption: equal(ENCRYPTION_SCHEME),
      'X-RSA': regex(BASE64, sealed.headers['X-RSA']!),
      'X-Digest': regex('^sha-256=[A-Za-z0-9+/]+=*$', sealed.headers['X-Digest']!),
    },
    body: { value: regex(BASE64, sealed.body.value) },
  };
}
