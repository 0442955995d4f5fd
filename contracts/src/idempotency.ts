/**
 * Calls that move money or points take an `Idempotency-Key` (the catalogue's `once: true`), as Stripe and the
 * IETF httpapi draft do: the client makes one key per action of the player, the server takes each key once per
 * player and call and answers a repeat with the first answer (contracts/README.md, "Idempotent money calls").
 */
export const IdempotencyHeader = {
  Key: 'Idempotency-Key',
  /** On an answer given again for a repeated key: nothing changed this time. */
  Replayed: 'Idempotent-Replayed',
} as const;

/** How long the server remembers a key and its answer. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;
/** What a server takes as a key: 8 to 255 printable ASCII characters, no space (the web sends a UUID v4). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
/** A UUID v4, as the web client sends it. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A new UUID v4 from getRandomValues, which (unlike randomUUID) also works on a page served over plain http. */
export function freshIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
