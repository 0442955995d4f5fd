import type { LotteryGroup, LotteryMenu, NearNumero, OpenedNumero, PopularLottery } from '@portal/contracts';
import type { ErrorInfo } from '../../shared/http/api-error';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
/** A list from the backend with where its load stands; a failure keeps its code for the component's text. */
export type Loaded<T> = { data: T; status: LoadStatus; error: ErrorInfo | null };

/** What the address of /lottery or /vnlottery asks for: a game, or the lobby when there is no code. */
export type LotteryChoice = { gameCode?: string; playType?: string; area?: 'VN' };

/** A popular game's open draw, with the moment (this browser's clock) its countdown reaches 0. */
export type PopularDraw = PopularLottery & { endsAt: number };
export type CurrentDraw = NearNumero & { endsAt: number; locksAt: number };

export type { LotteryGroup, LotteryMenu, OpenedNumero };
