import { IdentityCode, type Failure, type SmsRequest } from '@portal/contracts';
import { fail } from '../platform/envelope';
import { checkOneUseCode } from './one-use-codes';
import {
  SMS_EXPIRED_MINUTES,
  SMS_FORGOT_TTL_MS,
  SMS_LOCK_MS,
  SMS_MAX_IN_WINDOW,
  SMS_MAX_WRONG_TRIES,
  SMS_MIN_INTERVAL_MS,
  SMS_WINDOW_MS,
  type IdentityState,
  type SmsPurpose,
} from './identity-state';

/** Sends a code after the human check and the throttle; answers when it expires, or why it was refused. */
export function sendSmsCode(identity: IdentityState, purpose: SmsPurpose, body: SmsRequest): Failure | { expiresAt: number } {
  if (!identity.useValidate(body.validate)) return fail(IdentityCode.HumanCheckFailed, 'Verification failed, please slide again');
  const refused = throttle(identity, purpose, body);
  if (refused) return refused;
  const code = identity.digits(6);
  const expiresAt = identity.now() + (purpose === 'forgot' ? SMS_FORGOT_TTL_MS : SMS_EXPIRED_MINUTES * 60_000);
  identity.smsCodes.set(identity.smsKey(purpose, body.countryDialingCode, body.mobileNo), { code, expiresAt, wrongTries: 0 });
  identity.sms.send(`${body.countryDialingCode}${body.mobileNo}`, `Your verification code is ${code}`, code);
  return { expiresAt };
}

/**
 * Checks a code and uses it up when right (null then). Every wrong try counts and the fifth voids the
 * code, so guessing six digits needs a new code, and the send throttle, every five tries.
 */
export function checkSmsCode(identity: IdentityState, purpose: SmsPurpose, dialing: string, mobile: string, code: string): Failure | null {
  const result = checkOneUseCode(identity.smsCodes, identity.smsKey(purpose, dialing, mobile), code, identity.now(), SMS_MAX_WRONG_TRIES);
  if (result === 'ok') return null;
  return result === 'void' ? voided() : fail(IdentityCode.SmsCodeInvalid, 'Invalid verification code');
}

const voided = () =>
  fail(IdentityCode.SmsCodeVoid, `Wrong code ${SMS_MAX_WRONG_TRIES} times: this code no longer works, please request a new one`);

/** One request a second per number; more than five in ten minutes locks the number for five minutes. */
function throttle(identity: IdentityState, purpose: SmsPurpose, body: SmsRequest) {
  const key = identity.smsKey(purpose, body.countryDialingCode, body.mobileNo);
  const now = identity.now();
  const history = identity.smsHistory.get(key) ?? { sentAt: [], lockedUntil: 0 };
  identity.smsHistory.set(key, history);
  if (history.lockedUntil > now) return fail(IdentityCode.SmsLocked, 'Too many requests, please try again after 5 minutes.');
  const last = history.sentAt.at(-1);
  if (last !== undefined && now - last < SMS_MIN_INTERVAL_MS) {
    return fail(IdentityCode.SmsTooFrequent, 'Requests are too frequent, please wait a second.');
  }
  history.sentAt = history.sentAt.filter((t) => now - t < SMS_WINDOW_MS);
  if (history.sentAt.length >= SMS_MAX_IN_WINDOW) {
    // The lock replaces the window: once it ends the number starts afresh.
    history.lockedUntil = now + SMS_LOCK_MS;
    history.sentAt = [];
    return fail(IdentityCode.SmsLocked, 'Too many requests, please try again after 5 minutes.');
  }
  history.sentAt.push(now);
  return null;
}
