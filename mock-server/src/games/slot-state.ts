import type { GameCategory } from '@portal/contracts';
import { keepLaunched, type LaunchGrant } from '../identity/launched-page';
import type { SlotSymbol } from './slot-rules';

/** A launched game: the provider's own session, bound to one player and the wallet the game plays from. */
export type GameSession = {
  id: string;
  userId: number;
  nodeId: number;
  gameName: string;
  vassalage: string;
  productId: number;
  /** The game's lobby. */
  gameType?: GameCategory;
  wallet: string;
  launchedAt: number;
  /** What proves a request comes from the browser the game was launched for (identity/launched-page.ts). */
  launch?: LaunchGrant;
};

/** One spin as it was taken: its bet and win are ledger transactions whose reference is `betId`. */
export type SlotSpin = {
  spinId: string;
  betId: string;
  sessionId: string;
  userId: number;
  nodeId: number;
  gameName: string;
  wallet: string;
  stake: number;
  reels: SlotSymbol[][];
  multiplier: number;
  payout: number;
  balanceAfter: number;
  spunAt: number;
};

const MAX_SPINS = 20_000;

/** Game sessions and slot spins of every player of one world. */
export class SlotState {
  readonly sessions = new Map<string, GameSession>();
  /** Spins by `userId:spinId`: the same spin id twice is one spin. */
  readonly spins = new Map<string, SlotSpin>();
  /** How many spins each player has made: the next one's number draws its reels. */
  readonly spinCounts = new Map<number, number>();
  private nextBetNo = 1;

  open(session: GameSession) {
    keepLaunched(this.sessions, session.id, session);
  }

  findSpin(userId: number, spinId: string) {
    return this.spins.get(`${userId}:${spinId}`);
  }

  /** The number of the player's next spin (from 1) and the reference its transactions carry. */
  next(userId: number) {
    return { n: (this.spinCounts.get(userId) ?? 0) + 1, betId: `SLOT-${this.nextBetNo}` };
  }

  /** Keeps a spin whose stake and win the caller has posted. */
  record(spin: SlotSpin) {
    this.spinCounts.set(spin.userId, (this.spinCounts.get(spin.userId) ?? 0) + 1);
    this.nextBetNo++;
    if (this.spins.size >= MAX_SPINS) this.spins.delete(this.spins.keys().next().value!);
    this.spins.set(`${spin.userId}:${spin.spinId}`, spin);
  }

  /** The session's latest spins, newest first. */
  recentOf(sessionId: string, count = 10): SlotSpin[] {
    return [...this.spins.values()]
      .filter((s) => s.sessionId === sessionId)
      .slice(-count)
      .reverse();
  }
}
