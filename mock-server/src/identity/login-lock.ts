import { IdentityCode, type Failure, type LoginLock } from '@portal/contracts';
import { fail } from '../platform/envelope';
import type { IdentityState, LoginFailures } from './identity-state';

/** Names tracked per world; beyond it the stale ones go first, so a flood of names cannot grow memory. */
const MAX_TRACKED = 10_000;

/** Minutes left on the lock of this (lower-cased) username, or 0 when it may try a password. */
export function lockedMinutes(identity: IdentityState, name: string): number {
  const left = (identity.loginFailures.get(name)?.lockedUntil ?? 0) - identity.now();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/**
 * Counts a wrong password (the world's clock, so QA can move past a lock). The scenario's maxFailures
 * within windowMinutes lock the name for lockMinutes; answers those minutes when this one locks it, else 0.
 */
export function noteWrongPassword(identity: IdentityState, name: string, rule: LoginLock): number {
  if (rule.maxFailures === 0) return 0;
  const now = identity.now();
  const entry = identity.loginFailures.get(name) ?? track(identity, name);
  entry.failedAt = entry.failedAt.filter((t) => now - t < rule.windowMinutes * 60_000);
  entry.failedAt.push(now);
  if (entry.failedAt.length < rule.maxFailures) return 0;
  // The lock replaces the window: once it ends the name starts afresh.
  entry.lockedUntil = now + rule.lockMinutes * 60_000;
  entry.failedAt = [];
  return rule.lockMinutes;
}

export const accountLocked = (minutes: number): Failure =>
  fail(IdentityCode.AccountLocked, `Too many wrong passwords: this account is locked, please try again in ${minutes} minutes`, {
    captcha: true,
    minutesLeft: minutes,
  });

function track(identity: IdentityState, name: string): LoginFailures {
  const all = identity.loginFailures;
  if (all.size >= MAX_TRACKED) {
    const now = identity.now();
    for (const [key, e] of all) if (e.lockedUntil <= now && e.failedAt.every((t) => now - t > 86_400_000)) all.delete(key);
    if (all.size >= MAX_TRACKED) all.delete(all.keys().next().value!);
  }
  const entry = { failedAt: [], lockedUntil: 0 };
  all.set(name, entry);
  return entry;
}
