import { IdentityCode, SecurityCode, type Failure } from '@portal/contracts';
import { checkOneUseCode } from '../identity/one-use-codes';
import { fail } from '../platform/envelope';
import type { World } from '../platform/world';
import {
  BIND_CODES_PER_ACCOUNT,
  BIND_WINDOW_MS,
  VERIFY_CODE_MINUTES,
  VERIFY_MAX_WRONG_TRIES,
  VERIFY_RESEND_MS,
  securityPart,
} from './security-state';
import { identityPart } from '../identity/identity-state';

/** Where a code goes: the SMS outbox or the mail QA reads (/__admin/sms, /__admin/mail). */
export type Delivery = { kind: 'sms'; to: string } | { kind: 'email'; to: string };

/** Sends a six-digit code under `key`, at most one a minute; answers its life in minutes, or why not. */
export function sendVerifyCode(world: World, key: string, delivery: Delivery, purpose: string): Failure | { expiredMinutes: number } {
  const security = world.part(securityPart);
  const identity = world.part(identityPart);
  const now = world.now();
  const previous = security.codes.get(key);
  if (previous && now - previous.sentAt < VERIFY_RESEND_MS) {
    const wait = Math.ceil((VERIFY_RESEND_MS - (now - previous.sentAt)) / 1000);
    return fail(SecurityCode.CodeTooFrequent, `A code was sent moments ago: ask again in ${wait} s`);
  }
  const code = identity.digits(6);
  security.codes.set(key, { code, expiresAt: now + VERIFY_CODE_MINUTES * 60_000, wrongTries: 0, sentAt: now });
  if (delivery.kind === 'sms') identity.sms.send(delivery.to, `Your ${purpose} code is ${code}`, code);
  else identity.mail.push({ to: delivery.to, subject: `Your ${purpose} code is ${code}`, sentAt: now, code });
  return { expiredMinutes: VERIFY_CODE_MINUTES };
}

/** When the account's binding codes of the last hour went out, oldest first. */
const recentBindSends = (world: World, userId: number, now: number) =>
  (world.part(securityPart).bindSends.get(userId) ?? []).filter((t) => now - t < BIND_WINDOW_MS);

/**
 * What a binding code asks before anything else (so a refusal reveals no other account's number): the
 * slide check's one-use token, as the registration's SMS code does, and at most BIND_CODES_PER_ACCOUNT
 * codes an hour per account over every number and address (the per-target minute follows in sendBindCode).
 */
export function bindCodeGate(world: World, userId: number, validate: string): Failure | null {
  if (!world.part(identityPart).useValidate(validate))
    return fail(IdentityCode.HumanCheckFailed, 'Verification failed, please slide again');
  const now = world.now();
  const sends = recentBindSends(world, userId, now);
  if (sends.length < BIND_CODES_PER_ACCOUNT) return null;
  const retryAfterSeconds = Math.ceil((sends[0]! + BIND_WINDOW_MS - now) / 1000);
  return fail(
    SecurityCode.CodeLimitReached,
    `This account asked for ${BIND_CODES_PER_ACCOUNT} binding codes in the last hour: try again in ${Math.ceil(retryAfterSeconds / 60)} min`,
    { retryAfterSeconds },
  );
}

/** Sends a binding code (after bindCodeGate) and counts it against the account when it went out. */
export function sendBindCode(world: World, userId: number, key: string, delivery: Delivery): Failure | { expiredMinutes: number } {
  const sent = sendVerifyCode(world, key, delivery, 'binding');
  if ('errorCode' in sent) return sent;
  const now = world.now();
  const sends = recentBindSends(world, userId, now);
  world.part(securityPart).bindSends.set(userId, [...sends, now]);
  return sent;
}

/** Checks a code and uses it up when right (null then); the fifth wrong try voids it. */
export function checkVerifyCode(world: World, key: string, code: string): Failure | null {
  const result = checkOneUseCode(world.part(securityPart).codes, key, code, world.now(), VERIFY_MAX_WRONG_TRIES);
  if (result === 'ok') return null;
  return result === 'void' ? voided() : fail(SecurityCode.CodeInvalid, 'The code is wrong or has expired');
}

const voided = () =>
  fail(SecurityCode.CodeVoid, `Wrong code ${VERIFY_MAX_WRONG_TRIES} times: this code no longer works, please request a new one`);
