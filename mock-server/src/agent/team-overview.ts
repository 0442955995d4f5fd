import type { TeamOverview } from '@portal/contracts';
import type { User } from '../identity/users';
import type { World } from '../platform/world';
import { cents, TxCode } from '../wallet/ledger';
import { isDailySalaryIn } from './salary-settlement';
import { loginCountOf } from './team-logins';
import { incomeOf, payoutsOf, rowsOf, teamDays, teamWithAgentOf } from './team-reports';

/**
 * agentTeamOverview over the period [from, to): the team's figures, the team being the agent and everyone
 * below it (as a contract counts a downline's team), and the agent's own contract pay counted as My income
 * counts it (by the day it was earned: team-reports.ts' incomeOf).
 */
export function teamOverviewOf(world: World, user: User, { from, to }: { from: number; to: number }): TeamOverview {
  const members = teamWithAgentOf(world, user);
  const team = members.map((m) => m.user);
  const txs = team.flatMap((m) => rowsOf(world, m, from, to));
  const total = (code: string) => cents(txs.filter((t) => t.txCode === code).reduce((s, t) => s + t.amount, 0));
  const totalBet = cents(-total(TxCode.Bet));
  const totalWin = total(TxCode.Win);
  const income = incomeOf(world, user, from, to).footer;
  const registeredAt = (m: User) => Date.parse(`${m.regDate}T00:00:00Z`);
  return {
    totalBet,
    totalValidBet: totalBet,
    totalDeposit: total(TxCode.Deposit),
    totalDepositCount: txs.filter((t) => t.txCode === TxCode.Deposit).length,
    totalWithdrawal: cents(-total(TxCode.Withdraw)),
    totalPNL: cents(totalWin - totalBet),
    totalRebate: total(TxCode.Rebate),
    totalRegisterCount: team.filter((m) => registeredAt(m) >= from && registeredAt(m) < to).length,
    // The team's logins in the period (team-logins.ts: the login log, and a day of the seeded history it acted on).
    totalLoginCount: team.reduce((n, m) => n + loginCountOf(world, m, from, to), 0),
    totalBetCount: txs.filter((t) => t.txCode === TxCode.Bet).length,
    totalPromotion: total(TxCode.Bonus),
    totalWin,
    // The dividend I paid my downlines, as My income counts it.
    totalProfitSharing: income.dividendOut,
    // My daily salary only: an hourly or real-time salary is SALARY_IN too (salary-settlement.ts).
    totalDailyIncome: cents(
      payoutsOf(world, user, from, to)
        .filter(isDailySalaryIn)
        .reduce((s, t) => s + t.amount, 0),
    ),
    teamSize: team.length,
    income,
    days: teamDays(world, members, from, to),
  };
}
