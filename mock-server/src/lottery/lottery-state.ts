import { lotteryGameByCode } from '@portal/fixtures';
import type { LaunchGrant } from '../identity/launched-page';
import { payoutOf, wins, type PlayType } from './bet-rules';
import { winNumber } from './win-number';
import { statePart } from '../platform/world';

export type LotteryBet = {
  id: number;
  /** The client's reference: the same reference twice is one bet (a double-submit places nothing more). */
  ref: string;
  userId: number;
  gameCode: string;
  numero: string;
  drawAt: number;
  playType: PlayType;
  pick: string;
  stake: number;
  placedAt: number;
  status: 'PENDING' | 'WON' | 'LOST';
  payout: number;
  winNo?: string;
  settledAt?: number;
  balanceAfter: number;
};

/** A launched lobby: the provider's own session, bound to one player. */
export type LobbySession = {
  id: string;
  userId: number;
  prizeMode: string;
  gameCode?: string;
  view: 'betting' | 'lobby';
  backUrl?: string;
  /** What proves a request comes from the browser the lobby was launched for (identity/launched-page.ts). */
  launch?: LaunchGrant;
};

/** Pays a won bet into the player's wallet and answers the balance after. */
export type PayWin = (bet: LotteryBet, payout: number) => number | undefined;

/** Bets, lobby sessions and recent lotteries of every player of one world. */
export class LotteryState {
  readonly bets: LotteryBet[] = [];
  readonly lobbies = new Map<string, LobbySession>();
  /** Game codes by player, the most recent first. */
  readonly recent = new Map<number, string[]>();
  private nextBetId = 1;
  /** No pending bet is drawn before this moment, so most requests settle nothing without looking. */
  private nextDueAt = 0;

  played(userId: number, gameCode: string) {
    this.recent.set(userId, [gameCode, ...(this.recent.get(userId) ?? []).filter((c) => c !== gameCode)].slice(0, 20));
  }

  findBet(userId: number, ref: string) {
    return this.bets.find((b) => b.userId === userId && b.ref === ref);
  }

  /** The id the next bet gets (its stake's transaction names it). */
  get nextId() {
    return this.nextBetId;
  }

  /** Records a bet whose stake the caller has taken from the wallet (balanceAfter), after checking the draw and the pick. */
  place(bet: Omit<LotteryBet, 'id' | 'status' | 'payout' | 'balanceAfter'>, balanceAfter: number): LotteryBet {
    const placed: LotteryBet = { ...bet, id: this.nextBetId++, status: 'PENDING', payout: 0, balanceAfter };
    this.bets.push(placed);
    this.nextDueAt = Math.min(this.nextDueAt, placed.drawAt);
    this.played(bet.userId, bet.gameCode);
    return placed;
  }

  /** Settles every bet whose draw has been made by `now`, paying wins into the player's wallet. */
  settleDue(now: number, seed: number, payWin: PayWin) {
    if (now < this.nextDueAt) return;
    let next = Number.MAX_SAFE_INTEGER;
    for (const bet of this.bets) {
      if (bet.status !== 'PENDING') continue;
      if (bet.drawAt > now) {
        next = Math.min(next, bet.drawAt);
        continue;
      }
      const game = lotteryGameByCode.get(bet.gameCode);
      if (!game) continue;
      const winNo = winNumber(seed, game.gameCode, bet.numero);
      const won = wins(bet.playType, bet.pick, winNo);
      bet.winNo = winNo;
      bet.settledAt = bet.drawAt;
      bet.status = won ? 'WON' : 'LOST';
      if (won) {
        bet.payout = payoutOf(bet.playType, bet.stake);
        bet.balanceAfter = payWin(bet, bet.payout) ?? bet.balanceAfter;
      }
    }
    this.nextDueAt = next;
  }

  betsOf(userId: number) {
    return this.bets.filter((b) => b.userId === userId);
  }
}

/** Bets and draws; they settle when the clock passes a draw (lottery-plugin.ts). */
export const lotteryPart = statePart('lottery', () => new LotteryState());
