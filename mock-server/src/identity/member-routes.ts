import type { FastifyInstance } from 'fastify';
import { calls, IdentityCode } from '@portal/contracts';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { hashPassword, verifyPassword } from './password';
import { ruleViolation } from './register-rules-check';
import { clubLevelOf } from '../member/rank-levels';
import { memberInfoOf } from './session-value';
import { checkSmsCode } from './sms-codes';
import { identityPart } from './identity-state';

const AVATAR_COLORS = ['#6142bf', '#b0409a', '#1e88e5', '#2e7d32', '#ef6c00'];

export async function memberRoutes(app: FastifyInstance) {
  // The club label follows the rank the player's bets reach, computed as it is read (nothing is written).
  defineCall(app, calls.memberInfo, ({ request, user }) =>
    ok(memberInfoOf(user, user.type === 4 ? user.clubLevel : clubLevelOf(request.world, user))),
  );

  // One avatar per player, at both places the specs name it (spec 01 section 7, spec 02 section 7).
  const avatarOf = (user: { id: number }) => `/wps/static/avatar/${user.id % AVATAR_COLORS.length}.svg`;
  defineCall(app, calls.memberIcon, ({ user }) => ok({ icon: avatarOf(user) }));
  defineCall(app, calls.playerAvatar, ({ user }) => ok({ avatarUrl: avatarOf(user) }));

  defineCall(app, calls.memberLanguage, ({ user, body }) => {
    user.language = body.language;
    return ok(true);
  });

  app.get('/wps/static/avatar/:n.svg', async (request, reply) => {
    const n = Number((request.params as { n: string }).n);
    const color = AVATAR_COLORS[n];
    if (!Number.isInteger(n) || !color) return reply.code(404).send(fail('NOT_FOUND', 'No such avatar'));
    return reply
      .type('image/svg+xml')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${color}"/><circle cx="32" cy="25" r="11" fill="#fff"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff"/></svg>`,
      );
  });

  defineCall(app, calls.changePassword, ({ request, user, body }) => {
    if (!verifyPassword(body.oldPassword, user.passwordHash)) return fail(IdentityCode.PasswordWrong, 'The old password is wrong');
    const problem = ruleViolation('newPassword', body.newPassword, request.world.scenario.registerRules.password);
    if (problem) return fail(IdentityCode.PasswordRule, problem);
    if (body.newPassword !== body.confirmNewPassword) return fail(IdentityCode.PasswordMismatch, 'The two passwords are inconsistent');
    user.passwordHash = hashPassword(body.newPassword);
    user.passwordExpired = false;
    user.firstTimeLogin = false;
    // Every session ends: the player logs in again with the new password.
    request.world.part(identityPart).closeSessionsOf(user.id);
    return ok(true);
  });

  defineCall(app, calls.forgotByEmail, ({ request, body: { username, email } }) => {
    const identity = request.world.part(identityPart);
    const user = identity.findUser(username);
    if (!user || user.email?.toLowerCase() !== email.toLowerCase())
      return fail(IdentityCode.AccountNotFound, 'Username/Email does not exist');
    identity.mail.push({ to: email, subject: `Reset the password of ${user.username}`, sentAt: identity.now() });
    return ok(true);
  });

  defineCall(app, calls.forgotByPhone, ({ request, body }) => {
    const { scenario } = request.world;
    const identity = request.world.part(identityPart);
    const problem = ruleViolation('newPassword', body.newPassword, scenario.registerRules.password);
    if (problem) return fail(IdentityCode.PasswordRule, problem);
    const user = identity.findByMobile(body.countryDialingCode, body.mobileNum);
    const refused = checkSmsCode(identity, 'forgot', body.countryDialingCode, body.mobileNum, body.verificationCode);
    if (refused) return refused;
    if (!user) return fail(IdentityCode.AccountNotFound, 'No account uses this mobile number');
    user.passwordHash = hashPassword(body.newPassword);
    user.passwordExpired = false;
    identity.closeSessionsOf(user.id);
    return ok({ userName: user.username });
  });
}
