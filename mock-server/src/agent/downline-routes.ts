import type { FastifyInstance } from 'fastify';
import { agentCalls, AgentCode } from '@portal/contracts';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { cents, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { isAgent, nameOf, notAgent } from './contract-flow';
import { rebateRowsOf, setRebates } from './rebate-rates';
import { lastLoginOf } from './team-logins';
import { membersOf, periodOf, rowsOf, sumOf } from './team-reports';
import { teamOf } from './team-seed';
import { identityPart } from '../identity/identity-state';

/** Team management's downline detail (any member of my team) and the rebate rates of a direct downline. */
export async function downlineRoutes(app: FastifyInstance) {
  defineCall(app, agentCalls.downlineDetail, ({ request, user, query }) => {
    const world = request.world;
    if (!isAgent(user)) return notAgent();
    const [member] = membersOf(world, user.id, query.username);
    if (!member) return fail(AgentCode.NotYourDownline, `${query.username} is not in your team`);
    const { from, to } = periodOf(query);
    const rows = rowsOf(world, member.user, from, to);
    const betAmount = cents(-sumOf(rows, TxCode.Bet));
    const winAmount = sumOf(rows, TxCode.Win);
    return ok({
      username: member.user.username,
      type: member.user.type,
      level: member.level,
      upline: nameOf(world, member.user.uplineId!),
      regDate: member.user.regDate,
      lastLogin: lastLoginOf(world, member.user),
      balance: ledgerOf(world, member.user).total(member.user.id),
      teamSize: teamOf(world.part(identityPart), member.user.id).length,
      period: {
        deposit: sumOf(rows, TxCode.Deposit),
        depositCount: rows.filter((t) => t.txCode === TxCode.Deposit).length,
        withdrawal: cents(-sumOf(rows, TxCode.Withdraw)),
        betAmount,
        betCount: rows.filter((t) => t.txCode === TxCode.Bet).length,
        winAmount,
        profitLoss: cents(winAmount - betAmount),
      },
    });
  });

  defineCall(app, agentCalls.downlineRebates, ({ request, user, query }) => {
    const world = request.world;
    if (!isAgent(user)) return notAgent();
    const downline = world.part(identityPart).findUser(query.username);
    if (!downline || downline.uplineId !== user.id)
      return fail(AgentCode.NotYourDownline, `${query.username} is not a direct downline of yours`);
    return ok({ username: downline.username, rates: rebateRowsOf(world, user, downline) });
  });

  defineCall(app, agentCalls.setDownlineRebates, ({ request, user, body }) => {
    if (!isAgent(user)) return notAgent();
    return setRebates(request.world, user, body);
  });
}
