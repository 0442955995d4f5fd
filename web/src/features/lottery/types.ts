import type { LotteryGroup, LotteryMenu, NearNumero, OpenedNumero, PopularLottery } from '@portal/contracts';

/** What the address of /lottery or /vnlottery asks for: a game, or the lobby when there is no code. */
export type LotteryChoice = { gameCode?: string; playType?: string; area?: 'VN' };

/** A popular game's open draw, with the moment (this browser's clock) its countdown reaches 0. */
export type PopularDraw = PopularLottery & { endsAt: number };
export type CurrentDraw = NearNumero & { endsAt: number; locksAt: number };

export type { LotteryGroup, LotteryMenu, OpenedNumero };
