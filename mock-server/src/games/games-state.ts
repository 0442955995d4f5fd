import { SlotState } from './slot-state';
import { statePart } from '../platform/world';

/** Favourites, recent games and launched game sessions (with their slot spins) of every player of one world. */
export class GamesState {
  readonly slots = new SlotState();
  readonly favourites = new Map<number, Set<number>>();
  readonly recent = new Map<number, number[]>();

  /** The favourites to read: a GET leaves the state as it was (test/platform/get-reads-only.test.ts). */
  favouriteIdsOf(userId: number): ReadonlySet<number> {
    return this.favourites.get(userId) ?? new Set();
  }

  /** The favourites to change, made on first use. */
  favouritesOf(userId: number): Set<number> {
    let set = this.favourites.get(userId);
    if (!set) {
      set = new Set();
      this.favourites.set(userId, set);
    }
    return set;
  }

  /** The most recent first, each game once, at most 60 kept. */
  played(userId: number, nodeId: number) {
    const list = [nodeId, ...(this.recent.get(userId) ?? []).filter((id) => id !== nodeId)].slice(0, 60);
    this.recent.set(userId, list);
  }
}

/** Favourites, recent plays and slot sessions. */
export const gamesPart = statePart('games', () => new GamesState());
