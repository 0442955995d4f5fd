/**
 * The payload encryption of "encrypted" calls. The spec does not show the real scheme; this one is
 * RSA-OAEP (SHA-256) wrapping a fresh AES-256-GCM key per request. Both sides use WebCrypto
 * (browsers, and Node's globalThis.crypto), so swapping in the real scheme happens here only.
 *
 * Wire: body { value: base64(iv || ciphertext) }, headers
 *   Encryption:  RSA-OAEP-256+A256GCM
 *   X-RSA:       base64(RSA-OAEP(aesKey))
 *   X-Digest:    sha-256=base64(SHA-256(plaintext))
 *   X-Nonce:     base64url of 16 random bytes, new for every request
 *   X-Timestamp: when the client sealed it, ms since the epoch (the client's clock)
 * The nonce and the timestamp are AES-GCM's additional data ("<nonce>.<timestamp>"), like JWE's protected
 * header: readable before the RSA step, yet any change to either makes the payload fail to open. The server
 * takes each nonce once within SEAL_WINDOW_MS of its own clock (contracts/README.md, "Sealed requests").
 */
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';
export const EncryptionHeader = {
  Scheme: 'Encryption',
  WrappedKey: 'X-RSA',
  Digest: 'X-Digest',
  Nonce: 'X-Nonce',
  Timestamp: 'X-Timestamp',
} as const;

/** How far a sealed request's timestamp may be from the server's clock, either way. */
export const SEAL_WINDOW_MS = 5 * 60_000;
/** 16 random bytes in base64url. */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** Milliseconds since the epoch, in decimal. */
export const TIMESTAMP_PATTERN = /^[0-9]{1,15}$/;

/** What makes one sealed request unlike any other: its nonce, and when it was sealed. */
export type Seal = { nonce: string; timestamp: number };
export type EncryptedRequest = { body: { value: string }; headers: Record<string, string> };
export type OpenedPayload = Seal & { payload: unknown };

const subtle = () => globalThis.crypto.subtle;
const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary);
};
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const toBase64Url = (bytes: Uint8Array) => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const importPublicKey = (spkiBase64: string) => subtle().importKey('spki', fromBase64(spkiBase64), rsa, false, ['encrypt']);
export const importPrivateKey = (pkcs8Base64: string) => subtle().importKey('pkcs8', fromBase64(pkcs8Base64), rsa, false, ['decrypt']);

/** A new nonce, sealed now by this device's clock. */
export const freshSeal = (now = Date.now()): Seal => ({
  nonce: toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16))),
  timestamp: now,
});

/** Whether a seal's timestamp is within SEAL_WINDOW_MS of `now`, before or after. */
export const sealIsFresh = (seal: Pick<Seal, 'timestamp'>, now: number) => Math.abs(now - seal.timestamp) <= SEAL_WINDOW_MS;

const additionalData = (seal: Seal) => new TextEncoder().encode(`${seal.nonce}.${seal.timestamp}`);

/** Seals a payload for one request; every call makes a new nonce unless a test gives its own seal. */
export async function encryptPayload(publicKey: CryptoKey, payload: unknown, seal: Seal = freshSeal()): Promise<EncryptedRequest> {
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(seal) }, aesKey, plaintext),
  );
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
      [EncryptionHeader.Nonce]: seal.nonce,
      [EncryptionHeader.Timestamp]: String(seal.timestamp),
    },
  };
}

export class DecryptionError extends Error {}

/** The nonce and timestamp headers of a sealed request; throws DecryptionError naming the one that is wrong. */
function sealOf(headers: Record<string, string | undefined>): Seal {
  const nonce = headers[EncryptionHeader.Nonce.toLowerCase()];
  const timestamp = headers[EncryptionHeader.Timestamp.toLowerCase()];
  if (!nonce || !NONCE_PATTERN.test(nonce))
    throw new DecryptionError('header X-Nonce must be 16 random bytes in base64url (22 characters)');
  if (!timestamp || !TIMESTAMP_PATTERN.test(timestamp))
    throw new DecryptionError('header X-Timestamp must be the sealing time in ms since the epoch');
  return { nonce, timestamp: Number(timestamp) };
}

/**
 * Opens an encrypted body with its seal; throws DecryptionError with a reason a client can act on. Whether
 * the seal is fresh and its nonce new is the server's check (sealIsFresh, and a store of the nonces it took).
 */
export async function decryptPayload(
  privateKey: CryptoKey,
  body: unknown,
  headers: Record<string, string | undefined>,
): Promise<OpenedPayload> {
  const scheme = headers[EncryptionHeader.Scheme.toLowerCase()];
  const wrapped = headers[EncryptionHeader.WrappedKey.toLowerCase()];
  const digest = headers[EncryptionHeader.Digest.toLowerCase()];
  if (scheme !== ENCRYPTION_SCHEME) throw new DecryptionError(`header Encryption must be ${ENCRYPTION_SCHEME}`);
  if (!wrapped) throw new DecryptionError('header X-RSA is missing');
  const seal = sealOf(headers);
  const value = (body as { value?: unknown } | null)?.value;
  if (typeof value !== 'string' || value.length === 0) throw new DecryptionError('body.value: an encrypted payload is required');
  try {
    const sealed = fromBase64(value);
    const aesRaw = await subtle().decrypt(rsa, privateKey, fromBase64(wrapped));
    const aesKey = await subtle().importKey('raw', aesRaw, 'AES-GCM', false, ['decrypt']);
    const iv = sealed.slice(0, 12);
    const plaintext = await subtle().decrypt({ name: 'AES-GCM', iv, additionalData: additionalData(seal) }, aesKey, sealed.slice(12));
    if (digest && digest !== `sha-256=${toBase64(await subtle().digest('SHA-256', plaintext))}`) {
      throw new DecryptionError('header X-Digest does not match the payload');
    }
    return { ...seal, payload: JSON.parse(new TextDecoder().decode(plaintext)) };
  } catch (error) {
    if (error instanceof DecryptionError) throw error;
    throw new DecryptionError('body.value: cannot be decrypted with the server key and the X-Nonce and X-Timestamp it was sealed with');
  }
}
