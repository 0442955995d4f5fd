/** A code sent to a player (SMS or mail): right once, until it expires, and void after too many wrong tries. */
export type OneUseCode = { code: string; expiresAt: number; wrongTries: number };

export type CodeCheck = 'ok' | 'wrong' | 'void';

/**
 * Checks a code kept under `key` and uses it up when right. Every wrong try counts and the try that reaches
 * `maxWrongTries` voids it, so guessing needs a new code, and the send throttle, every few tries. A missing
 * or expired code is 'wrong' (the player cannot tell it from a mistyped one).
 */
export function checkOneUseCode(codes: Map<string, OneUseCode>, key: string, code: string, now: number, maxWrongTries: number): CodeCheck {
  const stored = codes.get(key);
  if (stored && stored.wrongTries >= maxWrongTries) return 'void';
  if (!stored || stored.expiresAt <= now) return 'wrong';
  if (stored.code === code) {
    codes.delete(key);
    return 'ok';
  }
  stored.wrongTries++;
  return stored.wrongTries >= maxWrongTries ? 'void' : 'wrong';
}
