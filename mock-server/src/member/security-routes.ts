import { noteLanguage } from '../identity/player-language';
import type { FastifyInstance } from 'fastify';
import { IdentityCode, memberCalls, SecurityCode } from '@portal/contracts';
import { sessionValueOf } from '../identity/session-value';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { loginGate, mobileBound, securityInfoOf, verifyTargets } from './login-protection';
import { bindCodeGate, checkVerifyCode, sendBindCode, sendVerifyCode } from './verify-codes';
import { identityPart } from '../identity/identity-state';
import { securityPart } from './security-state';

const trialRefused = () => fail(IdentityCode.TrialNotAllowed, 'A trial account has no security centre');

/** The security centre: account details, binding a mobile and an email by code, login protection, and the login's second step. */
export async function securityRoutes(app: FastifyInstance) {
  defineCall(app, memberCalls.securityInfo, ({ request, user }) =>
    user.type === 4 ? trialRefused() : ok(securityInfoOf(request.world, user)),
  );

  defineCall(app, memberCalls.bindMobileCode, ({ request, user, body }) => {
    const world = request.world;
    if (user.type === 4) return trialRefused();
    const gate = bindCodeGate(world, user.id, body.validate);
    if (gate) return gate;
    const owner = world.part(identityPart).findByMobile(body.countryDialingCode, body.mobileNo);
    if (owner && owner.id !== user.id) return fail(SecurityCode.MobileTaken, 'This mobile number belongs to another account');
    if (owner && mobileBound(user)) return fail(SecurityCode.AlreadyBound, 'This mobile number is already bound to your account');
    const target = `${body.countryDialingCode}${body.mobileNo}`;
    const key = world.part(securityPart).codeKey('bind-mobile', user.id, target);
    const sent = sendBindCode(world, user.id, key, { kind: 'sms', to: target });
    return 'errorCode' in sent ? sent : ok(sent);
  });

  defineCall(app, memberCalls.bindMobile, ({ request, user, body }) => {
    const world = request.world;
    if (user.type === 4) return trialRefused();
    const owner = world.part(identityPart).findByMobile(body.countryDialingCode, body.mobileNo);
    if (owner && owner.id !== user.id) return fail(SecurityCode.MobileTaken, 'This mobile number belongs to another account');
    const target = `${body.countryDialingCode}${body.mobileNo}`;
    const refused = checkVerifyCode(world, world.part(securityPart).codeKey('bind-mobile', user.id, target), body.verificationCode);
    if (refused) return refused;
    user.mobile = body.mobileNo;
    user.countryDialingCode = body.countryDialingCode;
    world.part(securityPart).mobileVerified.add(user.id);
    return ok(securityInfoOf(world, user));
  });

  defineCall(app, memberCalls.bindEmailCode, ({ request, user, body }) => {
    const world = request.world;
    if (user.type === 4) return trialRefused();
    const gate = bindCodeGate(world, user.id, body.validate);
    if (gate) return gate;
    const email = body.email.toLowerCase();
    const taken = [...world.part(securityPart).boundEmail].some(([id, e]) => id !== user.id && e === email);
    if (taken) return fail(SecurityCode.EmailTaken, 'This email address belongs to another account');
    if (world.part(securityPart).boundEmail.get(user.id) === email)
      return fail(SecurityCode.AlreadyBound, 'This email is already bound to your account');
    const sent = sendBindCode(world, user.id, world.part(securityPart).codeKey('bind-email', user.id, email), { kind: 'email', to: email });
    return 'errorCode' in sent ? sent : ok(sent);
  });

  defineCall(app, memberCalls.bindEmail, ({ request, user, body }) => {
    const world = request.world;
    if (user.type === 4) return trialRefused();
    const email = body.email.toLowerCase();
    const taken = [...world.part(securityPart).boundEmail].some(([id, e]) => id !== user.id && e === email);
    if (taken) return fail(SecurityCode.EmailTaken, 'This email address belongs to another account');
    const refused = checkVerifyCode(world, world.part(securityPart).codeKey('bind-email', user.id, email), body.verificationCode);
    if (refused) return refused;
    world.part(securityPart).boundEmail.set(user.id, email);
    user.email = email;
    return ok(securityInfoOf(world, user));
  });

  defineCall(app, memberCalls.loginProtection, ({ request, user, body }) => {
    const world = request.world;
    if (user.type === 4) return trialRefused();
    if (body.enabled) world.part(securityPart).protectionOff.delete(user.id);
    else world.part(securityPart).protectionOff.add(user.id);
    return ok(securityInfoOf(world, user));
  });

  defineCall(app, memberCalls.loginCode, ({ request, body }) => {
    const world = request.world;
    const challenge = world.part(securityPart).liveChallenge(body.challengeId, world.now());
    const user = challenge && world.part(identityPart).userById(challenge.userId);
    if (!challenge || !user) return fail(SecurityCode.ChallengeInvalid, 'This login check has expired: please log in again');
    const method = verifyTargets(world, user).find((m) => m.method === body.method);
    if (!method) return fail(SecurityCode.NothingBound, `Nothing is bound for ${body.method} on this account`);
    const to = body.method === 'sms' ? `${user.countryDialingCode}${user.mobile}` : world.part(securityPart).boundEmail.get(user.id)!;
    const key = world.part(securityPart).codeKey(`login-${body.method}`, user.id, challenge.challengeId);
    const sent = sendVerifyCode(world, key, { kind: body.method, to }, 'login');
    return 'errorCode' in sent ? sent : ok(sent);
  });

  defineCall(app, memberCalls.loginVerify, ({ request, body }) => {
    const world = request.world;
    const challenge = world.part(securityPart).liveChallenge(body.challengeId, world.now());
    const user = challenge && world.part(identityPart).userById(challenge.userId);
    if (!challenge || !user) return fail(SecurityCode.ChallengeInvalid, 'This login check has expired: please log in again');
    const refused = checkVerifyCode(
      world,
      world.part(securityPart).codeKey(`login-${body.method}`, user.id, challenge.challengeId),
      body.code,
    );
    if (refused) return refused;
    world.part(securityPart).challenges.delete(challenge.challengeId);
    world.part(securityPart).noteLogin(user.id, challenge.ip, challenge.country, world.now());
    noteLanguage(user, request.headers);
    const value = sessionValueOf(user, world.part(identityPart).openSession(user));
    if (user.firstTimeLogin) user.firstTimeLogin = false;
    return ok(value);
  });
}

export { loginGate };
