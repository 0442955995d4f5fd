import { createHash } from 'node:crypto';

/**
 * The stand-in slot every launched vendor game plays (the provider's game, faked): three reels, one line
 * (the middle row). Three alike on the line pay the table's multiple of the stake, two cherries pay 2x.
 * A reel stops where sha256(seed:slot:playerId:nodeId:n) says for the player's nth spin in the world, so a
 * seed and the same spins give the same reels. Return to player about 93 %, a win about one spin in four or five.
 */
export const SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'BAR', 'SEVEN', 'DIAMOND'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Three alike on the line: this many times the stake. */
export const PAYTABLE: Record<SlotSymbol, number> = { CHERRY: 5, LEMON: 12, BELL: 20, BAR: 30, SEVEN: 60, DIAMOND: 200 };
export const TWO_CHERRIES = 2;
/** The bet levels a spin may stake (a slot's coin sizes), in the wallet's currency. */
export const STAKES = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const;
export const DEFAULT_STAKE = 10;

// Each reel is the same strip of 21 stops, the rarer symbols fewer times, spread out.
const STRIP: readonly SlotSymbol[] = [
  'CHERRY', 'LEMON', 'BELL', 'CHERRY', 'BAR', 'LEMON', 'SEVEN',
  'CHERRY', 'BELL', 'LEMON', 'DIAMOND', 'CHERRY', 'BAR', 'BELL',
  'LEMON', 'CHERRY', 'SEVEN', 'BAR', 'BELL', 'LEMON', 'CHERRY',
]; // prettier-ignore

export type SlotOutcome = {
  /** Each reel top to bottom; the middle row is the line. */
  reels: SlotSymbol[][];
  line: SlotSymbol[];
  /** The payout as a multiple of the stake (0 for a loss). */
  multiplier: number;
};

/** How the line pays. */
export function multiplierOf(line: readonly SlotSymbol[]): number {
  const [a, b, c] = line;
  if (a === b && b === c) return PAYTABLE[a!];
  return line.filter((s) => s === 'CHERRY').length === 2 ? TWO_CHERRIES : 0;
}

/** The reels of a player's nth spin (from 1, counted over every game) on a game, in a world of this seed. */
export function spinReels(seed: number, userId: number, nodeId: number, n: number): SlotOutcome {
  const digest = createHash('sha256').update(`${seed}:slot:${userId}:${nodeId}:${n}`).digest();
  const reels = [0, 1, 2].map((r) => {
    const stop = digest.readUInt32BE(r * 4) % STRIP.length;
    return [-1, 0, 1].map((row) => STRIP[(stop + row + STRIP.length) % STRIP.length]!);
  });
  const line = reels.map((reel) => reel[1]!);
  return { reels, line, multiplier: multiplierOf(line) };
}
