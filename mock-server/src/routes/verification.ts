import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPTCHA_COOKIE, calls, IdentityCode, slideAnswerSchema, smsRequestSchema, type SmsRequest } from '@portal/contracts';
import { renderCaptcha } from '../domain/identity/captcha-image';
import { fail, ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import {
  SMS_EXPIRED_MINUTES,
  SMS_FORGOT_TTL_MS,
  SMS_LOCK_MS,
  SMS_MAX_IN_WINDOW,
  SMS_MIN_INTERVAL_MS,
  SMS_WINDOW_MS,
  type IdentityState,
  type SmsPurpose,
} from '../store/identity-state';

/** Captcha, the slide check, and SMS codes with their throttle and lock. */
export async function verificationRoutes(app: FastifyInstance) {
  app.get(calls.captcha.path, async (request, reply) => {
    const identity = request.world.identity;
    const { id, answer } = identity.issueCaptcha();
    reply.setCookie(CAPTCHA_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax' });
    return ok(renderCaptcha(answer, identity.random).toString('base64'));
  });

  app.get(calls.slideChallenge.path, async (request) => ok(request.world.identity.issueSlide()));

  app.post(calls.slideCheck.path, async (request) => {
    const { challengeId, x } = parseInput(slideAnswerSchema, request.body);
    const validate = request.world.identity.checkSlide(challengeId, x);
    return validate ? ok({ validate }) : fail(IdentityCode.HumanCheckFailed, 'Verification failed, please slide again');
  });

  const send = (purpose: SmsPurpose, flag: string | null) => async (request: FastifyRequest) => {
    const body = parseInput(smsRequestSchema, request.body);
    const { identity, scenario } = request.world;
    if (flag && !scenario.whitelabel[flag as keyof typeof scenario.whitelabel]) {
      return fail(IdentityCode.ModuleDisabled, 'This feature is not available');
    }
    if (!identity.useValidate(body.validate)) return fail(IdentityCode.HumanCheckFailed, 'Verification failed, please slide again');
    const refused = throttle(identity, purpose, body);
    if (refused) return refused;
    const code = identity.digits(6);
    const expiresAt = identity.now() + (purpose === 'forgot' ? SMS_FORGOT_TTL_MS : SMS_EXPIRED_MINUTES * 60_000);
    identity.smsCodes.set(identity.smsKey(purpose, body.countryDialingCode, body.mobileNo), { code, expiresAt });
    identity.sms.send(`${body.countryDialingCode}${body.mobileNo}`, `Your verification code is ${code}`, code);
    return ok(purpose === 'forgot' ? { expirationTime: expiresAt } : { expiredMinutes: SMS_EXPIRED_MINUTES });
  };

  app.post(calls.smsRegister.path, send('register', null));
  app.post(calls.smsLogin.path, send('login', 'MOBILEVERCODELOGIN3'));
  app.post(calls.smsForgot.path, send('forgot', 'CHNGPASSVERIF3'));
}

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
