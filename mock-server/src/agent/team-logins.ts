import type { User } from '../identity/users';
import type { World } from '../platform/world';
import { TxCode } from '../wallet/ledger';
import { dayOf, rowsOf } from './team-reports';
import { securityPart } from '../member/security-state';

/** What a member does only while logged in: its own bets, deposits and withdrawals (not money others send it). */
const ownDoing = new Set<string>([TxCode.Bet, TxCode.Deposit, TxCode.Withdraw]);

/**
 * How many times a member logged in during [from, to): every login in the security centre's log, and one for
 * each UTC day on which it bet, deposited or withdrew before the log's first login (the seeded history keeps no
 * sessions; a player acts only when logged in). contracts/README.md, "Agent centre: downline detail and rebates".
 */
export function loginCountOf(world: World, user: User, from: number, to: number): number {
  const firstLogged = world.part(securityPart).loginLog.get(user.id)?.[0] ?? Infinity;
  const unloggedDays = new Set(
    rowsOf(world, user, from, Math.min(to, firstLogged))
      .filter((t) => ownDoing.has(t.txCode))
      .map((t) => dayOf(t.txTime)),
  );
  return world.part(securityPart).loginsBetween(user.id, from, to).length + unloggedDays.size;
}

/** The latest login known: the security centre's, else the time of its latest bet, deposit or withdrawal. */
export function lastLoginOf(world: World, user: User): number | null {
  const noted = world.part(securityPart).lastLogin.get(user.id)?.time ?? null;
  const acted = rowsOf(world, user, 0, world.now() + 1)
    .filter((t) => ownDoing.has(t.txCode))
    .reduce<number | null>((latest, t) => (latest === null || t.txTime > latest ? t.txTime : latest), null);
  if (noted === null) return acted;
  return acted === null ? noted : Math.max(noted, acted);
}
