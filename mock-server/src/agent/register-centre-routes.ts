import type { FastifyInstance } from 'fastify';
import { AGENT_CENTRE_TYPES, agentCalls, AgentCode, IdentityCode } from '@portal/contracts';
import { hashPassword } from '../identity/password';
import { ruleViolation } from '../identity/register-rules-check';
import type { User } from '../identity/users';
import type { World } from '../platform/world';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { identityPart } from '../identity/identity-state';

const isAgent = (user: User) => (AGENT_CENTRE_TYPES as readonly number[]).includes(user.type);
const notAgent = () => fail(AgentCode.NotAgent, 'Non-agents cannot use the agent centre');
/** An agent's own affiliate code, made from its id (a user's `affiliateCode` is the one it registered with). */
const affiliateCodeOf = (user: User) => `AG${user.id}`;

/** A new member's username also meets the site's registration rule for usernames, as a player registering does. */
function usernameRefused(world: World, username: string) {
  const problem = ruleViolation('username', username, world.scenario.registerRules.username);
  return problem ? fail(IdentityCode.FieldInvalid, problem, { fields: { username: problem } }) : null;
}

/** The registration centre: a downline created directly, and the affiliate code of the agent's registration link. */
export async function registerCentreRoutes(app: FastifyInstance) {
  // Spec 04: asked before a downline is created. Only an agent asks; it reads nothing but whether the name is used.
  defineCall(app, agentCalls.checkUsername, ({ request, user, query }) => {
    if (!isAgent(user)) return notAgent();
    // A used name is taken whatever the rule says now (seeded names may predate it); a free one must meet the rule.
    if (request.world.part(identityPart).findUser(query.username)) return ok({ exists: true });
    return usernameRefused(request.world, query.username) ?? ok({ exists: false });
  });

  defineCall(app, agentCalls.createDownline, ({ request, user, body }) => {
    const identity = request.world.part(identityPart);
    if (!isAgent(user)) return notAgent();
    if (identity.findUser(body.username)) return fail(IdentityCode.UsernameTaken, `The username ${body.username} is taken`);
    const refused = usernameRefused(request.world, body.username);
    if (refused) return refused;
    // A new agent is of its upline's agent type; a player is type 0.
    const created = identity.addUser({
      username: body.username,
      passwordHash: hashPassword(body.password),
      type: body.type === 1 ? user.type : 0,
      nickname: body.username,
      uplineId: user.id,
    });
    return ok({ username: created.username, type: created.type, regDate: created.regDate });
  });

  // A direct downline player becomes an agent of the upline's agent type; its own team starts empty.
  defineCall(app, agentCalls.promoteDownline, ({ request, user, body }) => {
    if (!isAgent(user)) return notAgent();
    const downline = request.world.part(identityPart).findUser(body.username);
    if (!downline || downline.uplineId !== user.id)
      return fail(AgentCode.NotYourDownline, `${body.username} is not a direct downline of yours`);
    if (isAgent(downline)) return fail(AgentCode.AlreadyAgent, `${downline.username} is an agent already`);
    downline.type = user.type;
    return ok({ username: downline.username, type: downline.type });
  });

  defineCall(app, agentCalls.agentAffiliate, ({ user }) => {
    if (!isAgent(user)) return notAgent();
    // Registration takes it as it takes a seeded code (IdentityState.isAffiliateCode): showing it stores nothing.
    return ok({ affiliateCode: affiliateCodeOf(user) });
  });
}
