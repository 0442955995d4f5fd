import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Promotion, PromotionDetail } from '@portal/contracts';
import type { ErrorInfo } from '../../shared/http/api-error';
import type { Loaded, PromotionAction } from './types';

export type Badges = Record<string, { enabled: boolean; count: number }>;
/** What the last action answered: a claim's cash, a raffle's prize and ticket style, an application's number. */
export type ActionResult =
  | { kind: 'join' }
  | { kind: 'claim'; amount: number }
  | { kind: 'raffle'; prize: number; ticketType: string }
  | { kind: 'apply'; applicationId: number; images: number };

export type PromotionsState = {
  list: Loaded<{ items: Promotion[] }>;
  badges: Badges | null;
  detail: Loaded<{ value: PromotionDetail | null }>;
  action: {
    pending: PromotionAction | null;
    error: (ErrorInfo & { kind: PromotionAction; field?: string }) | null;
    result: ActionResult | null;
  };
};

const idle = { status: 'idle', error: null } as const;
const noAction = { pending: null, error: null, result: null };

export const initialPromotionsState: PromotionsState = {
  list: { ...idle, items: [] },
  badges: null,
  detail: { ...idle, value: null },
  action: noAction,
};

export const promotionsSlice = createSlice({
  name: 'promotions',
  initialState: initialPromotionsState,
  reducers: {
    listRequested(state) {
      state.list.status = 'loading';
    },
    listLoaded(state, action: PayloadAction<Promotion[]>) {
      state.list = { status: 'ready', error: null, items: action.payload };
    },
    listFailed(state, action: PayloadAction<ErrorInfo>) {
      state.list = { ...state.list, status: 'failed', error: action.payload };
    },
    badgesLoaded(state, action: PayloadAction<Badges | null>) {
      state.badges = action.payload;
    },
    /** Another promotion: its own page, nothing of the last one's action. */
    detailRequested(state, action: PayloadAction<{ id: number; quiet: boolean }>) {
      state.detail.status = action.payload.quiet && state.detail.value?.id === action.payload.id ? 'ready' : 'loading';
      if (!action.payload.quiet) state.action = noAction;
    },
    detailLoaded(state, action: PayloadAction<PromotionDetail>) {
      state.detail = { status: 'ready', error: null, value: action.payload };
    },
    detailFailed(state, action: PayloadAction<ErrorInfo>) {
      state.detail = { status: 'failed', error: action.payload, value: null };
    },
    actionStarted(state, action: PayloadAction<PromotionAction>) {
      state.action = { pending: action.payload, error: null, result: null };
    },
    actionDone(state, action: PayloadAction<ActionResult>) {
      state.action = { pending: null, error: null, result: action.payload };
    },
    actionFailed(state, action: PayloadAction<ErrorInfo & { kind: PromotionAction; field?: string }>) {
      state.action = { pending: null, error: action.payload, result: null };
    },
    /** Logout: the statuses were the player's. */
    playerCleared(state) {
      return { ...initialPromotionsState, list: state.list };
    },
  },
});

export const promotionsActions = promotionsSlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    promotions?: PromotionsState;
  }
}
