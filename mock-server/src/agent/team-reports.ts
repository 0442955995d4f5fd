import type { IncomeFigures, TeamDay } from '@portal/contracts';
import type { User } from '../identity/users';
import type { World } from '../platform/world';
import { cents, TxCode, type Transaction } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { teamOf } from './team-seed';
import { identityPart } from '../identity/identity-state';
import { lotteryPart } from '../lottery/lottery-state';

const DAY_MS = 86_400_000;
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A period of whole UTC days, both inclusive, as [from, to) in ms. */
export const periodOf = (q: { startDate: string; endDate: string }) => ({
  from: Date.parse(`${q.startDate}T00:00:00Z`),
  to: Date.parse(`${q.endDate}T00:00:00Z`) + DAY_MS,
});

export type TeamMember = { user: User; level: number };

/**
 * The agent's team as a contract counts it (salary-settlement.ts' teamActivity): the agent itself (level 0)
 * and everyone below it. The overview counts this team.
 */
export const teamWithAgentOf = (world: World, agent: User): TeamMember[] => [
  { user: agent, level: 0 },
  ...teamOf(world.part(identityPart), agent.id),
];

/** The agent's team, or the one member asked for by name (nobody when the name is not in the team). */
export function membersOf(world: World, agentId: number, username?: string): TeamMember[] {
  const team = teamOf(world.part(identityPart), agentId);
  if (!username) return team;
  const wanted = username.toLowerCase();
  return team.filter((m) => m.user.username.toLowerCase() === wanted);
}

/** A member's ledger rows inside the period (its wallets open on first use, with their seeded history). */
export const rowsOf = (world: World, user: User, from: number, to: number) =>
  ledgerOf(world, user)
    .transactionsOf(user.id)
    .filter((t) => t.txTime >= from && t.txTime < to);

/** Contract pay by ledger code: salary (daily, hourly and real-time alike) and dividend, received and paid. */
const PAYOUT_FIGURE: Partial<Record<string, 'salaryIn' | 'salaryOut' | 'dividendIn' | 'dividendOut'>> = {
  [TxCode.SalaryIn]: 'salaryIn',
  [TxCode.SalaryOut]: 'salaryOut',
  [TxCode.DividendIn]: 'dividendIn',
  [TxCode.DividendOut]: 'dividendOut',
};

/**
 * The instant a payout was earned: every contract pays when the period it pays for ends (a day's salary and
 * a dividend at the next 00:00, an hourly salary at the hour's end, a real-time one at its 5 minutes' end:
 * salary-settlement.ts, contract-settlement.ts), so the instant before it was posted lies in that period. A
 * payout posted at 00:00 belongs to the day before; one posted at 00:05 to that day. The one rule of the
 * agent's income (My income, the overview).
 */
export const earnedAt = (postedAt: number) => postedAt - 1;
/** The UTC day a payout posted at that instant was earned on. */
export const earnedDayOf = (postedAt: number) => dayOf(earnedAt(postedAt));

/** A member's contract payouts earned in the period [from, to) (posted in (from, to]). */
export const payoutsOf = (world: World, user: User, from: number, to: number) =>
  ledgerOf(world, user)
    .transactionsOf(user.id)
    .filter((t) => PAYOUT_FIGURE[t.txCode] !== undefined && earnedAt(t.txTime) >= from && earnedAt(t.txTime) < to);

const noIncome = (): IncomeFigures => ({ salaryIn: 0, salaryOut: 0, dividendIn: 0, dividendOut: 0, net: 0 });

/** The agent's contract pay earned in the period: a UTC day a row (newest first, days without pay left out) and the sums. */
export function incomeOf(world: World, user: User, from: number, to: number) {
  const days = new Map<string, IncomeFigures & { day: string }>();
  const footer = noIncome();
  for (const t of payoutsOf(world, user, from, to)) {
    const figure = PAYOUT_FIGURE[t.txCode]!;
    const day = earnedDayOf(t.txTime);
    const row = days.get(day) ?? { day, ...noIncome() };
    days.set(day, row);
    // Paid figures are shown as positive amounts; the ledger holds them negative.
    for (const sums of [row, footer]) {
      sums[figure] = cents(sums[figure] + Math.abs(t.amount));
      sums.net = cents(sums.net + t.amount);
    }
  }
  return { list: [...days.values()].sort((a, b) => (a.day < b.day ? 1 : -1)), footer };
}

export const sumOf = (rows: readonly Transaction[], code: string) =>
  cents(rows.filter((t) => t.txCode === code).reduce((s, t) => s + t.amount, 0));

/** Every bet of a member, the vendors' and the lottery's, with what it paid. */
export function betsOf(world: World, user: User) {
  const ledger = ledgerOf(world, user);
  const games = ledger.gameBets
    .filter((b) => b.userId === user.id)
    .map((b) => ({ betId: b.betId, productId: b.productId, gameName: b.gameName, stake: b.stake, payout: b.payout, betTime: b.betTime }));
  const lottery = world
    .part(lotteryPart)
    .betsOf(user.id)
    .filter((b) => b.status !== 'PENDING')
    .map((b) => ({
      betId: `LOTTO-${b.id}`,
      productId: 4,
      gameName: `${b.gameCode} ${b.numero}`,
      stake: b.stake,
      payout: b.payout,
      betTime: b.placedAt,
    }));
  return [...games, ...lottery];
}

/** The team's activity a UTC day a row, oldest first: what the overview's charts draw. */
export function teamDays(world: World, members: readonly TeamMember[], from: number, to: number): TeamDay[] {
  const days = new Map<string, TeamDay & { bettors: Set<number> }>();
  for (let at = from; at < to; at += DAY_MS) {
    const day = dayOf(at);
    days.set(day, { day, bet: 0, deposit: 0, withdrawal: 0, profitLoss: 0, activeMembers: 0, bettors: new Set() });
  }
  for (const { user } of members) {
    for (const t of rowsOf(world, user, from, to)) {
      const row = days.get(dayOf(t.txTime));
      if (!row) continue;
      if (t.txCode === TxCode.Bet) {
        row.bet = cents(row.bet - t.amount);
        row.profitLoss = cents(row.profitLoss + t.amount);
        row.bettors.add(user.id);
      } else if (t.txCode === TxCode.Win) row.profitLoss = cents(row.profitLoss + t.amount);
      else if (t.txCode === TxCode.Deposit) row.deposit = cents(row.deposit + t.amount);
      else if (t.txCode === TxCode.Withdraw) row.withdrawal = cents(row.withdrawal - t.amount);
    }
  }
  return [...days.values()].map(({ bettors, ...row }) => ({ ...row, activeMembers: bettors.size }));
}

export function paginate<T>(rows: readonly T[], pageNo = 1, pageSize = 20) {
  return {
    list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
  };
}
