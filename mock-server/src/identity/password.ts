import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// A low scrypt cost: this is a fake backend that builds a world per test, not a vault.
const N = 1 << 12;

/** scrypt$N$salt$hash, so a stored password never appears in plain text, not even in the fake. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N });
  return `scrypt$${N}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Checked when no user has the name, at the same cost, so a wrong name takes as long as a wrong password. */
export const UNKNOWN_USER_HASH = hashPassword(randomBytes(16).toString('hex'));

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(cost) });
  return timingSafeEqual(actual, expected);
}
