import type { FastifyInstance } from 'fastify';
import { AGENT_CENTRE_TYPES, agentCalls, AgentCode } from '@portal/contracts';
import type { User } from '../identity/users';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { cents, TxCode } from '../wallet/ledger';
import { betsOf, dayOf, membersOf, paginate, periodOf, rowsOf, sumOf } from './team-reports';
import { newestFirst } from '../platform/paging';

const isAgent = (user: User) => (AGENT_CENTRE_TYPES as readonly number[]).includes(user.type);
const notAgent = () => fail(AgentCode.NotAgent, 'Non-agents cannot use the agent centre');
const total = <T>(rows: readonly T[], pick: (row: T) => number) => cents(rows.reduce((s, r) => s + pick(r), 0));

/** Team betting, user profit and loss, my income and the team's transaction details (contracts/src/agent-reports.ts). */
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
    const days = new Map<string, { day: string; salaryIn: number; salaryOut: number; net: number }>();
    for (const t of rowsOf(request.world, user, from, to)) {
      const paidIn = t.txCode === TxCode.SalaryIn || t.txCode === TxCode.DividendIn;
      if (!paidIn && t.txCode !== TxCode.SalaryOut && t.txCode !== TxCode.DividendOut) continue;
      // A day's salary is paid at the next midnight: it counts for the day it was earned.
      const day = dayOf(t.txTime - 1);
      const row = days.get(day) ?? { day, salaryIn: 0, salaryOut: 0, net: 0 };
      if (paidIn) row.salaryIn = cents(row.salaryIn + t.amount);
      else row.salaryOut = cents(row.salaryOut - t.amount);
      row.net = cents(row.salaryIn - row.salaryOut);
      days.set(day, row);
    }
    const list = [...days.values()].sort((a, b) => (a.day < b.day ? 1 : -1));
    return ok({
      list,
      footer: {
        salaryIn: total(list, (r) => r.salaryIn),
        salaryOut: total(list, (r) => r.salaryOut),
        net: total(list, (r) => r.net),
      },
    });
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
