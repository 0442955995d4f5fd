import type { FastifyInstance } from 'fastify';
import { AGENT_CENTRE_TYPES, agentCalls, AgentCode } from '@portal/contracts';
import type { User } from '../identity/users';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { cents, TxCode } from '../wallet/ledger';
import { betsOf, incomeOf, membersOf, paginate, periodOf, rowsOf, sumOf } from './team-reports';
import { teamOverviewOf } from './team-overview';
import { newestFirst } from '../platform/paging';

const isAgent = (user: User) => (AGENT_CENTRE_TYPES as readonly number[]).includes(user.type);
const notAgent = () => fail(AgentCode.NotAgent, 'Non-agents cannot use the agent centre');
const total = <T>(rows: readonly T[], pick: (row: T) => number) => cents(rows.reduce((s, r) => s + pick(r), 0));

/** The overview, team betting, user profit and loss, my income and the team's transaction details (contracts/src/agent-reports.ts). */
export async function teamReportRoutes(app: FastifyInstance) {
  defineCall(app, agentCalls.teamBets, ({ request, user, query }) => {
    if (!isAgent(user)) return notAgent();
    const { from, to } = periodOf(query);
    const rows = membersOf(request.world, user.id, query.username)
      .flatMap(({ user: m, level }) =>
        betsOf(request.world, m)
          .filter((b) => b.betTime >= from && b.betTime < to)
          .map((b) => ({ ...b, username: m.username, level, winLoss: cents(b.payout - b.stake) })),
      )
      .sort(
        newestFirst(
          (b) => b.betTime,
          (b) => b.betId,
        ),
      );
    return ok({
      ...paginate(rows, query.pageNo, query.pageSize),
      footer: { stake: total(rows, (r) => r.stake), payout: total(rows, (r) => r.payout), winLoss: total(rows, (r) => r.winLoss) },
    });
  });

  defineCall(app, agentCalls.teamProfitLoss, ({ request, user, query }) => {
    if (!isAgent(user)) return notAgent();
    const { from, to } = periodOf(query);
    const rows = membersOf(request.world, user.id, query.username)
      .map(({ user: m, level }) => {
        const txs = rowsOf(request.world, m, from, to);
        const betAmount = cents(-sumOf(txs, TxCode.Bet));
        const winAmount = sumOf(txs, TxCode.Win);
        return {
          username: m.username,
          level,
          type: m.type,
          betAmount,
          validBet: betAmount,
          winAmount,
          profitLoss: cents(winAmount - betAmount),
          bonus: sumOf(txs, TxCode.Bonus),
          rebate: sumOf(txs, TxCode.Rebate),
          deposit: sumOf(txs, TxCode.Deposit),
          withdrawal: cents(-sumOf(txs, TxCode.Withdraw)),
        };
      })
      .sort((a, b) => b.betAmount - a.betAmount || a.username.localeCompare(b.username));
    const keys = ['betAmount', 'validBet', 'winAmount', 'profitLoss', 'bonus', 'rebate', 'deposit', 'withdrawal'] as const;
    const footer = Object.fromEntries(keys.map((k) => [k, total(rows, (r) => r[k])])) as Record<(typeof keys)[number], number>;
    return ok({ ...paginate(rows, query.pageNo, query.pageSize), footer });
  });

  defineCall(app, agentCalls.agentIncome, ({ request, user, query }) => {
    if (!isAgent(user)) return notAgent();
    const { from, to } = periodOf(query);
    return ok(incomeOf(request.world, user, from, to));
  });

  defineCall(app, agentCalls.teamOverview, ({ request, user, query }) => {
    if (!isAgent(user)) return notAgent();
    return ok(teamOverviewOf(request.world, user, periodOf(query)));
  });

  defineCall(app, agentCalls.teamTransactions, ({ request, user, query }) => {
    if (!isAgent(user)) return notAgent();
    const { from, to } = periodOf(query);
    const rows = membersOf(request.world, user.id, query.username)
      .flatMap(({ user: m, level }) =>
        rowsOf(request.world, m, from, to)
          .filter((t) => !query.txCode || t.txCode === query.txCode)
          .map((t) => ({
            txId: t.txId,
            username: m.username,
            level,
            txCode: t.txCode,
            wallet: t.wallet,
            amount: t.amount,
            balanceAfter: t.balanceAfter,
            txTime: t.txTime,
          })),
      )
      .sort(
        newestFirst(
          (t) => t.txTime,
          (t) => t.txId,
        ),
      );
    return ok(paginate(rows, query.pageNo, query.pageSize));
  });
}
