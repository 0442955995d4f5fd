/**
 * The payload encryption of "encrypted" calls. The spec does not show the real scheme; this one is
 * RSA-OAEP (SHA-256) wrapping a fresh AES-256-GCM key per request. Both sides use WebCrypto
 * (browsers, and Node's globalThis.crypto), so swapping in the real scheme happens here only.
 *
 * Wire: body { value: base64(iv || ciphertext) }, headers
 *   Encryption: RSA-OAEP-256+A256GCM
 *   X-RSA:      base64(RSA-OAEP(aesKey))
 *   X-Digest:   sha-256=base64(SHA-256(plaintext))
 */
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';
export const EncryptionHeader = { Scheme: 'Encryption', WrappedKey: 'X-RSA', Digest: 'X-Digest' } as const;

export type EncryptedRequest = { body: { value: string }; headers: Record<string, string> };

const subtle = () => globalThis.crypto.subtle;
const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary);
};
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export const importPublicKey = (spkiBase64: string) => subtle().importKey('spki', fromBase64(spkiBase64), rsa, false, ['encrypt']);
export const importPrivateKey = (pkcs8Base64: string) => subtle().importKey('pkcs8', fromBase64(pkcs8Base64), rsa, false, ['decrypt']);

export async function encryptPayload(publicKey: CryptoKey, payload: unknown): Promise<EncryptedRequest> {
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const wrapped = await subtle().encrypt(rsa, publicKey, await subtle().exportKey('raw', aesKey));
  const digest = await subtle().digest('SHA-256', plaintext);
  const sealed = new Uint8Array(iv.length + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, iv.length);
  return {
    body: { value: toBase64(sealed) },
    headers: {
      [EncryptionHeader.Scheme]: ENCRYPTION_SCHEME,
      [EncryptionHeader.WrappedKey]: toBase64(wrapped),
      [EncryptionHeader.Digest]: `sha-256=${toBase64(digest)}`,
    },
  };
}

export class DecryptionError extends Error {}

/** Opens an encrypted body; throws DecryptionError with a reason a client can act on. */
export async function decryptPayload(privateKey: CryptoKey, body: unknown, headers: Record<string, string | undefined>): Promise<unknown> {
  const scheme = headers[EncryptionHeader.Scheme.toLowerCase()];
  const wrapped = headers[EncryptionHeader.WrappedKey.toLowerCase()];
  const digest = headers[EncryptionHeader.Digest.toLowerCase()];
  if (scheme !== ENCRYPTION_SCHEME) throw new DecryptionError(`header Encryption must be ${ENCRYPTION_SCHEME}`);
  if (!wrapped) throw new DecryptionError('header X-RSA is missing');
  const value = (body as { value?: unknown } | null)?.value;
  if (typeof value !== 'string' || value.length === 0) throw new DecryptionError('body.value: an encrypted payload is required');
  try {
    const sealed = fromBase64(value);
    const aesRaw = await subtle().decrypt(rsa, privateKey, fromBase64(wrapped));
    const aesKey = await subtle().importKey('raw', aesRaw, 'AES-GCM', false, ['decrypt']);
    const plaintext = await subtle().decrypt({ name: 'AES-GCM', iv: sealed.slice(0, 12) }, aesKey, sealed.slice(12));
    if (digest && digest !== `sha-256=${toBase64(await subtle().digest('SHA-256', plaintext))}`) {
      throw new DecryptionError('header X-Digest does not match the payload');
    }
    return JSON.parse(new TextDecoder().decode(plaintext));
  } catch (error) {
    if (error instanceof DecryptionError) throw error;
    throw new DecryptionError('body.value: cannot be decrypted with the server key');
  }
}
