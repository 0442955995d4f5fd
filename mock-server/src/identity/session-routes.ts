import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_COOKIE, calls, IdentityCode } from '@portal/contracts';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { isModuleOn, moduleDisabled } from '../platform/module-gate';
import { loginGate } from '../member/login-protection';
import { accountLocked, lockedMinutes, noteWrongPassword } from './login-lock';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './password';
import { noteLanguage } from './player-language';
import { sessionValueOf } from './session-value';
import { checkSmsCode } from './sms-codes';
import { identityPart } from './identity-state';
import { securityPart } from '../member/security-state';

export async function sessionRoutes(app: FastifyInstance) {
  defineCall(app, calls.login, ({ request, body }) => {
    const identity = request.world.part(identityPart);
    if (body.type === 'sms') {
      // Only the SMS kind of login is gated, so the gate depends on the body and lives here.
      if (!isModuleOn(request.world, 'MOBILEVERCODELOGIN3')) return moduleDisabled('MOBILEVERCODELOGIN3');
      const user = identity.findByMobile(body.countryDialingCode, body.mobileNum);
      const refused = checkSmsCode(identity, 'login', body.countryDialingCode, body.mobileNum, body.verificationCode);
      if (refused) return { ...refused, value: { captcha: false } };
      if (!user) return fail(IdentityCode.AccountNotFound, 'No account uses this mobile number', { captcha: false });
      // The code just proved the mobile: the address is the player's from now on.
      request.world
        .part(securityPart)
        .noteLogin(user.id, request.world.scenario.location.ip, request.world.scenario.location.country, request.world.now());
      noteLanguage(user, request.headers);
      return ok(sessionValueOf(user, identity.openSession(user)));
    }
    const name = body.username.trim().toLowerCase();
    if (!identity.useValidate(body.validate))
      return fail(IdentityCode.HumanCheckFailed, 'Verification failed, please slide again', { captcha: false });
    const locked = lockedMinutes(identity, name);
    if (locked > 0) return accountLocked(locked);
    if (identity.captchaRequired.has(name) && !identity.checkCaptcha(request.cookies[CAPTCHA_COOKIE], body.captcha)) {
      return fail(IdentityCode.CaptchaInvalid, 'The captcha is wrong or has expired', { captcha: true });
    }
    const user = identity.findUser(name);
    // An unknown name costs the same scrypt as a known one, so timing tells no one which names exist.
    const passwordRight = verifyPassword(body.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !passwordRight) {
      identity.captchaRequired.add(name);
      const lockMinutes = noteWrongPassword(identity, name, request.world.scenario.loginLock);
      return lockMinutes > 0 ? accountLocked(lockMinutes) : fail(IdentityCode.LoginFailed, 'Wrong username or password', { captcha: true });
    }
    identity.captchaRequired.delete(name);
    identity.loginFailures.delete(name);
    // The right password from a new address may still need a code (login protection).
    const unknownAddress = loginGate(request.world, user);
    if (unknownAddress) return unknownAddress;
    noteLanguage(user, request.headers);
    const value = sessionValueOf(user, identity.openSession(user));
    if (user.firstTimeLogin) user.firstTimeLogin = false;
    return ok(value);
  });

  defineCall(app, calls.freePlay, ({ request }) => {
    const identity = request.world.part(identityPart);
    const user = identity.addUser({
      username: `demo${identity.digits(6)}`,
      passwordHash: hashPassword(randomBytes(12).toString('hex')),
      type: 4,
      nickname: 'Guest',
      openingBalance: 2000,
    });
    return ok(sessionValueOf(user, identity.openSession(user)));
  });

  defineCall(app, calls.logout, ({ request, token }) => {
    request.world.part(identityPart).sessions.delete(token);
    return ok(true);
  });
}
