import type { Mission } from '@portal/contracts';
import type { User } from '../identity/users';
import type { World } from '../platform/world';
import { cents, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { accountPart } from './member-account';

const DAY_MS = 86_400_000;

type MissionDefinition = Pick<Mission, 'missionId' | 'title' | 'period' | 'measure' | 'target' | 'rewardAmount'>;

/** The site's missions (contracts/README.md, "Member centre, second half"): one place, read by the routes and the leaderboard. */
export const missionDefinitions: readonly MissionDefinition[] = [
  { missionId: 'D-BET-500', title: 'Bet ₱500 today', period: 'DAILY', measure: 'VALID_BET', target: 500, rewardAmount: 8 },
  { missionId: 'D-BET-2000', title: 'Bet ₱2,000 today', period: 'DAILY', measure: 'VALID_BET', target: 2000, rewardAmount: 30 },
  { missionId: 'D-DEP-100', title: 'Deposit ₱100 today', period: 'DAILY', measure: 'DEPOSIT', target: 100, rewardAmount: 5 },
  { missionId: 'W-BET-10000', title: 'Bet ₱10,000 this week', period: 'WEEKLY', measure: 'VALID_BET', target: 10_000, rewardAmount: 120 },
  { missionId: 'W-DEP-1000', title: 'Deposit ₱1,000 this week', period: 'WEEKLY', measure: 'DEPOSIT', target: 1000, rewardAmount: 25 },
];

/** The UTC day, or the UTC week from Monday, that `now` falls in. */
export function periodOf(period: Mission['period'], now: number) {
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  if (period === 'DAILY') return { start: dayStart, end: dayStart + DAY_MS };
  const weekday = (new Date(dayStart).getUTCDay() + 6) % 7;
  const start = dayStart - weekday * DAY_MS;
  return { start, end: start + 7 * DAY_MS };
}

/** Valid bets (stakes) and deposits of one player within [start, end). */
export function activityOf(world: World, user: User, start: number, end: number) {
  let validBet = 0;
  let deposit = 0;
  for (const tx of ledgerOf(world, user).transactionsOf(user.id)) {
    if (tx.txTime < start || tx.txTime >= end) continue;
    if (tx.txCode === TxCode.Bet) validBet += -tx.amount;
    if (tx.txCode === TxCode.Deposit) deposit += tx.amount;
  }
  return { validBet: cents(validBet), deposit: cents(deposit) };
}

export const claimKey = (user: User, missionId: string, periodStart: number) => `${user.id}:${missionId}:${periodStart}`;

/** Every mission as this player stands in it now: progress from the ledger, status from the claims. */
export function missionsOf(world: World, user: User): Mission[] {
  const now = world.now();
  return missionDefinitions.map((definition) => {
    const { start, end } = periodOf(definition.period, now);
    const activity = activityOf(world, user, start, end);
    const progress = Math.min(definition.target, definition.measure === 'VALID_BET' ? activity.validBet : activity.deposit);
    const claimed = world.part(accountPart).missionClaims.has(claimKey(user, definition.missionId, start));
    const status = claimed ? 'CLAIMED' : progress >= definition.target ? 'COMPLETED' : 'IN_PROGRESS';
    return { ...definition, progress, status, endTime: end };
  });
}
