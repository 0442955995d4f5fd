import type { FastifyInstance } from 'fastify';
import { AGENT_CENTRE_TYPES, CAPTCHA_COOKIE, calls, IdentityCode } from '@portal/contracts';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { isModuleOn } from '../platform/module-gate';
import { type IdentityState, identityPart } from './identity-state';
import { hashPassword } from './password';
import { checkRegisterFields, ruleViolation } from './register-rules-check';
import { sessionValueOf } from './session-value';
import { checkSmsCode } from './sms-codes';

export async function registerRoutes(app: FastifyInstance) {
  defineCall(app, calls.affiliate, ({ request, body }) =>
    request.world.part(identityPart).isAffiliateCode(body.code) ? ok(true) : fail(IdentityCode.AffiliateInvalid, 'Invalid invitation code'),
  );

  defineCall(app, calls.register, ({ request, body }) => {
    const { scenario } = request.world;
    const identity = request.world.part(identityPart);
    const rules = scenario.registerRules;
    // The captcha and SMS code are checked against their own stores below, not by pattern alone.
    const fields = checkRegisterFields(body, rules, ['captcha', 'verificationCode']);
    if (body.confirmPassword !== body.password) fields.confirmPassword = 'confirmPassword does not match password';
    if (Object.keys(fields).length > 0) return fail(IdentityCode.FieldInvalid, Object.values(fields)[0]!, { fields });
    if (!identity.useValidate(body.validate)) return fail(IdentityCode.HumanCheckFailed, 'Verification failed, please slide again');
    if (rules.captcha?.enabled && !identity.checkCaptcha(request.cookies[CAPTCHA_COOKIE], body.captcha)) {
      return fail(IdentityCode.CaptchaInvalid, 'The captcha is wrong or has expired', { fields: { captcha: 'captcha is wrong' } });
    }
    if (body.affiliateCode && !identity.isAffiliateCode(body.affiliateCode)) {
      return fail(IdentityCode.AffiliateInvalid, 'Invalid invitation code', { fields: { affiliateCode: 'Invalid invitation code' } });
    }
    if (rules.verificationCode?.enabled && isModuleOn(request.world, 'REGMOBVERF3')) {
      const dialing = body.countryDialingCode ?? '+63';
      const refused =
        body.mobileNum && body.verificationCode
          ? checkSmsCode(identity, 'register', dialing, body.mobileNum, body.verificationCode)
          : fail(IdentityCode.SmsCodeInvalid, 'Invalid verification code');
      if (refused) return { ...refused, value: { fields: { verificationCode: refused.message } } };
    }
    if (identity.findUser(body.username)) {
      return fail(IdentityCode.UsernameTaken, 'This username is already taken', { fields: { username: 'already taken' } });
    }
    const user = identity.addUser({
      username: body.username.trim(),
      passwordHash: hashPassword(body.password),
      type: 0,
      nickname: body.username.trim(),
      email: body.email,
      mobile: body.mobileNum,
      countryDialingCode: body.mobileNum ? (body.countryDialingCode ?? '+63') : undefined,
      affiliateCode: body.affiliateCode,
      referralCode: body.referralCode,
      uplineId: agentOfAffiliateCode(identity, body.affiliateCode),
    });
    return ok(sessionValueOf(user, identity.openSession(user)));
  });

  defineCall(app, calls.registerMobile, ({ request, body }) => {
    const { scenario } = request.world;
    const identity = request.world.part(identityPart);
    const withPassword = isModuleOn(request.world, 'MOBILENUMPASSREG3');
    const passwordProblem = withPassword ? ruleViolation('password', body.password, scenario.registerRules.password) : null;
    if (passwordProblem) return fail(IdentityCode.FieldInvalid, passwordProblem, { fields: { password: passwordProblem } });
    if (body.affiliateCode && !identity.isAffiliateCode(body.affiliateCode)) {
      return fail(IdentityCode.AffiliateInvalid, 'Invalid invitation code', { fields: { affiliateCode: 'Invalid invitation code' } });
    }
    if (identity.findByMobile(body.countryDialingCode, body.mobileNum)) {
      return fail(IdentityCode.MobileTaken, 'This mobile number is already registered', { fields: { mobileNum: 'already registered' } });
    }
    const refused = checkSmsCode(identity, 'register', body.countryDialingCode, body.mobileNum, body.verificationCode);
    if (refused) return { ...refused, value: { fields: { verificationCode: refused.message } } };
    let account = `m${identity.digits(8)}`;
    while (identity.findUser(account)) account = `m${identity.digits(8)}`;
    const user = identity.addUser({
      username: account,
      passwordHash: hashPassword(withPassword && body.password ? body.password : identity.digits(12)),
      type: 0,
      nickname: account,
      mobile: body.mobileNum,
      countryDialingCode: body.countryDialingCode,
      affiliateCode: body.affiliateCode,
      referralCode: body.referralCode,
      uplineId: agentOfAffiliateCode(identity, body.affiliateCode),
    });
    return ok({ ...sessionValueOf(user, identity.openSession(user)), account });
  });
}

/**
 * The agent whose registration link was used: an agent's own affiliate code is `AG<id>` (agent/register-centre-routes.ts),
 * so a player who registers with it joins that agent's team. A site's seeded codes name no agent.
 */
function agentOfAffiliateCode(identity: IdentityState, code: string | undefined): number | undefined {
  const id = /^AG(\d+)$/.exec(code?.trim().toUpperCase() ?? '')?.[1];
  const agent = id === undefined ? undefined : identity.userById(Number(id));
  return agent && (AGENT_CENTRE_TYPES as readonly number[]).includes(agent.type) ? agent.id : undefined;
}
