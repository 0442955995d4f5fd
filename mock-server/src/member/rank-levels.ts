import type { PlayerRank } from '@portal/contracts';
import type { User } from '../identity/users';
import type { World } from '../platform/world';
import { activityOf } from './missions';

const DAY_MS = 86_400_000;
/** The rank counts valid bets over this many days. */
export const RANK_WINDOW_DAYS = 90;

/** The player rank's levels (contracts/README.md, "Member centre, second half"); the header's club label uses the same names. */
export const rankLevels: PlayerRank['levels'] = [
  {
    level: 1,
    name: 'Bronze',
    validBetRequired: 0,
    benefits: { rebatePercent: 0.3, birthdayBonus: 0, withdrawalsPerDay: 3, vipService: false },
  },
  {
    level: 2,
    name: 'Silver',
    validBetRequired: 5_000,
    benefits: { rebatePercent: 0.4, birthdayBonus: 58, withdrawalsPerDay: 4, vipService: false },
  },
  {
    level: 3,
    name: 'Gold',
    validBetRequired: 20_000,
    benefits: { rebatePercent: 0.5, birthdayBonus: 188, withdrawalsPerDay: 5, vipService: false },
  },
  {
    level: 4,
    name: 'Platinum',
    validBetRequired: 60_000,
    benefits: { rebatePercent: 0.6, birthdayBonus: 388, withdrawalsPerDay: 6, vipService: false },
  },
  {
    level: 5,
    name: 'Diamond',
    validBetRequired: 150_000,
    benefits: { rebatePercent: 0.7, birthdayBonus: 888, withdrawalsPerDay: 8, vipService: true },
  },
  {
    level: 6,
    name: 'Crown',
    validBetRequired: 400_000,
    benefits: { rebatePercent: 0.8, birthdayBonus: 1888, withdrawalsPerDay: 10, vipService: true },
  },
  {
    level: 7,
    name: 'Legend',
    validBetRequired: 1_000_000,
    benefits: { rebatePercent: 1, birthdayBonus: 5888, withdrawalsPerDay: 20, vipService: true },
  },
];

/** Valid bets of the last RANK_WINDOW_DAYS days, read from the ledger (nothing is written). */
const rankBets = (world: World, user: User) => {
  const now = world.now();
  return activityOf(world, user, now - RANK_WINDOW_DAYS * DAY_MS, now + 1).validBet;
};

/**
 * The club level a player stands at: the level their valid bets of the last 90 days reach, never below the
 * level the account holds (seeded, or set by QA). Computed whenever it is read, by the rank page and by
 * the member info's club label alike, so reading it changes nothing.
 */
export function clubLevelOf(world: World, user: User, validBet = rankBets(world, user)): number {
  const reached = rankLevels.filter((l) => validBet >= l.validBetRequired).at(-1)!.level;
  return Math.min(rankLevels.length, Math.max(user.clubLevel, reached));
}

/** The player's rank page: the club level (clubLevelOf), the progress to the next and every level's benefits. */
export function playerRankOf(world: World, user: User): PlayerRank {
  const validBet = rankBets(world, user);
  const level = clubLevelOf(world, user, validBet);
  const current = rankLevels[level - 1]!;
  const next = rankLevels[level];
  const span = next ? next.validBetRequired - current.validBetRequired : 0;
  const progress = next ? Math.max(0, Math.min(100, Math.round(((validBet - current.validBetRequired) / span) * 1000) / 10)) : 100;
  return {
    level: current.level,
    name: current.name,
    validBet,
    progress,
    nextLevel: next
      ? {
          level: next.level,
          name: next.name,
          validBetRequired: next.validBetRequired,
          remaining: Math.max(0, next.validBetRequired - validBet),
        }
      : null,
    levels: rankLevels,
  };
}
