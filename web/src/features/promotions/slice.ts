import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Promotion, PromotionDetail } from '@portal/contracts';
import type { ErrorInfo } from '../../shared/http/api-error';
import { failLoad, finishLoad, idleRemote as idle, remoteReducers, startLoad, type Remote } from '../../shared/remote/remote';
import { promotionsIntents } from './intents';
import type { PromotionAction } from './types';

export type Badges = Record<string, { enabled: boolean; count: number }>;
/** What the last action answered: a claim's cash, a raffle's prize and ticket style, an application's number. */
export type ActionResult =
  | { kind: 'join' }
  | { kind: 'claim'; amount: number }
  | { kind: 'raffle'; prize: number; ticketType: string }
  | { kind: 'apply'; applicationId: number; images: number };

export type PromotionsState = {
  list: Remote<Promotion[]>;
  /** The counts on the type filters; a visitor's, or a failed read's, are none. */
  badges: Remote<Badges | null>;
  /** The promotion open, with this player's status (query: its id). */
  detail: Remote<PromotionDetail | null, number>;
  /**
   * The player's last action on the promotion (query: which one, value: its answer). `field` is the
   * requirement a refused claim names (spec 04: prom.claim.req.field, value.field).
   */
  action: Remote<ActionResult | null, PromotionAction> & { field: string | null };
};

const noAction = (): PromotionsState['action'] => ({ ...idle<ActionResult | null, PromotionAction>(null), field: null });

export const initialPromotionsState: PromotionsState = {
  list: idle([]),
  badges: idle(null),
  detail: idle(null),
  action: noAction(),
};

/** The values read through shared/remote (keyed loads: loadStarted, loadSucceeded, loadFailed, loadCancelled). */
export type PromotionsKey = 'list' | 'badges' | 'detail';

export const promotionsSlice = createSlice({
  name: 'promotions',
  initialState: initialPromotionsState,
  reducers: {
    ...remoteReducers<PromotionsState, PromotionsKey>((state, key) => state[key] as Remote<unknown>),
    /** A visitor has no badges. */
    badgesCleared(state) {
      state.badges = idle(null);
    },
    actionStarted(state, action: PayloadAction<PromotionAction>) {
      state.action = noAction();
      startLoad(state.action, action.payload);
    },
    actionDone(state, action: PayloadAction<ActionResult>) {
      finishLoad(state.action, action.payload);
    },
    actionFailed(state, action: PayloadAction<{ error: ErrorInfo; field?: string }>) {
      failLoad(state.action, action.payload.error);
      state.action.field = action.payload.field ?? null;
    },
    /** Logout: the statuses were the player's. */
    playerCleared(state) {
      return { ...initialPromotionsState, list: state.list };
    },
  },
  extraReducers: (builder) =>
    // Another promotion opened: its own page, nothing of the last one's action.
    builder.addCase(promotionsIntents.detailOpened, (state) => {
      state.action = noAction();
    }),
});

export const promotionsActions = promotionsSlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    promotions?: PromotionsState;
  }
}
