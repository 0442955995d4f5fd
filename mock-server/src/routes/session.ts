import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_COOKIE, calls, freePlayRequestSchema, IdentityCode, loginRequestSchema } from '@portal/contracts';
import { hashPassword, verifyPassword } from '../domain/identity/password';
import { sessionValueOf } from '../domain/identity/session-value';
import { fail, ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import { readEncrypted } from '../plugins/encrypted-body';
import { requireUser } from '../plugins/session-auth';

export async function sessionRoutes(app: FastifyInstance) {
  app.post(calls.login.path, async (request) => {
    const body = await readEncrypted(request, loginRequestSchema);
    const { identity, scenario } = request.world;
    if (body.type === 'sms') {
      if (!scenario.whitelabel.MOBILEVERCODELOGIN3) return fail(IdentityCode.ModuleDisabled, 'SMS login is not available');
      const user = identity.findByMobile(body.countryDialingCode, body.mobileNum);
      if (!identity.useSmsCode('login', body.countryDialingCode, body.mobileNum, body.verificationCode)) {
        return fail(IdentityCode.SmsCodeInvalid, 'Invalid verification code', { captcha: false });
      }
      if (!user) return fail(IdentityCode.AccountNotFound, 'No account uses this mobile number', { captcha: false });
      return ok(sessionValueOf(user, identity.openSession(user)));
    }
    const name = body.username.trim().toLowerCase();
    if (!identity.useValidate(body.validate))
      return fail(IdentityCode.HumanCheckFailed, 'Verification failed, please slide again', { captcha: false });
    if (identity.captchaRequired.has(name) && !identity.checkCaptcha(request.cookies[CAPTCHA_COOKIE], body.captcha)) {
      return fail(IdentityCode.CaptchaInvalid, 'The captcha is wrong or has expired', { captcha: true });
    }
    const user = identity.findUser(name);
    if (!user || !verifyPassword(body.password, user.passwordHash)) {
      identity.captchaRequired.add(name);
      return fail(IdentityCode.LoginFailed, 'Wrong username or password', { captcha: true });
    }
    identity.captchaRequired.delete(name);
    const value = sessionValueOf(user, identity.openSession(user));
    if (user.firstTimeLogin) user.firstTimeLogin = false;
    return ok(value);
  });

  app.post(calls.freePlay.path, async (request) => {
    parseInput(freePlayRequestSchema, request.body);
    const { identity, scenario } = request.world;
    if (!scenario.whitelabel.FREEPLAY3) return fail(IdentityCode.ModuleDisabled, 'Free play is not available');
    const user = identity.addUser({
      username: `demo${identity.digits(6)}`,
      passwordHash: hashPassword(randomBytes(12).toString('hex')),
      type: 4,
      nickname: 'Guest',
      balance: 2000,
    });
    return ok(sessionValueOf(user, identity.openSession(user)));
  });

  app.delete(calls.logout.path, async (request) => {
    const { token } = requireUser(request);
    request.world.identity.sessions.delete(token);
    return ok(true);
  });
}
