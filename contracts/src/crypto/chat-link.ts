/**
 * The customer-service chat link (spec 02, section 3): its path travels encrypted, with the key in
 * its last 8 characters. The real cipher is not shown; this one is AES-GCM under SHA-256(key), so
 * a changed character fails to open. Form: base64url(iv ‖ ciphertext) followed by the 8-character key.
 * Both sides use WebCrypto; the fake encrypts, the client decrypts.
 */
const KEY_LENGTH = 8;
const KEY_PATTERN = /^[A-Za-z0-9]{8}$/;

const subtle = () => globalThis.crypto.subtle;
const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function aesKey(key: string) {
  const digest = await subtle().digest('SHA-256', new TextEncoder().encode(key));
  return subtle().importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export class ChatLinkError extends Error {}

export async function encryptChatLink(
  url: string,
  key: string,
  iv = globalThis.crypto.getRandomValues(new Uint8Array(12)),
): Promise<string> {
  if (!KEY_PATTERN.test(key)) throw new ChatLinkError('the chat link key is 8 letters or digits');
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, await aesKey(key), new TextEncoder().encode(url)));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out) + key;
}

/** The link, or a ChatLinkError when the text is not an encrypted link or was altered. */
export async function decryptChatLink(encrypted: string): Promise<string> {
  const key = encrypted.slice(-KEY_LENGTH);
  const body = encrypted.slice(0, -KEY_LENGTH);
  if (!KEY_PATTERN.test(key) || body.length < 24 || !/^[A-Za-z0-9_-]+$/.test(body)) throw new ChatLinkError('not an encrypted chat link');
  try {
    const bytes = fromBase64Url(body);
    const plain = await subtle().decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, await aesKey(key), bytes.slice(12));
    return new TextDecoder().decode(plain);
  } catch {
    throw new ChatLinkError('the chat link cannot be opened');
  }
}
