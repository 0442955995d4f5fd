import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PointBalance, PointConfig, PointReward, Redemption, Transaction } from '@portal/contracts';
import type { ErrorInfo } from '../../shared/http/api-error';
import type { Action, Loaded, Paged } from './types';

export type PointsMallState = {
  balance: Loaded<{ value: PointBalance | null }>;
  config: Loaded<{ value: PointConfig | null }>;
  rewards: Loaded<{ list: PointReward[] }>;
  history: Loaded<Paged<Redemption>>;
  details: Loaded<Paged<Transaction>>;
  redeem: Action<Redemption>;
  convert: Action<Redemption>;
};

const idle = { status: 'idle', error: null } as const;
const noPage = { list: [], pageNo: 1, totalPages: 1, total: 0 };
const noAction = { pending: false, error: null, done: null };

export const initialPointsMallState: PointsMallState = {
  balance: { ...idle, value: null },
  config: { ...idle, value: null },
  rewards: { ...idle, list: [] },
  history: { ...idle, ...noPage },
  details: { ...idle, ...noPage },
  redeem: noAction,
  convert: noAction,
};

type Part = 'balance' | 'config' | 'rewards' | 'history' | 'details';
type Done = 'redeem' | 'convert';

export const pointsMallSlice = createSlice({
  name: 'pointsMall',
  initialState: initialPointsMallState,
  reducers: {
    partRequested(state, action: PayloadAction<Part>) {
      state[action.payload].status = 'loading';
    },
    partFailed(state, action: PayloadAction<{ part: Part; error: ErrorInfo }>) {
      state[action.payload.part].status = 'failed';
      state[action.payload.part].error = action.payload.error;
    },
    balanceLoaded(state, action: PayloadAction<PointBalance>) {
      state.balance = { status: 'ready', error: null, value: action.payload };
    },
    configLoaded(state, action: PayloadAction<PointConfig>) {
      state.config = { status: 'ready', error: null, value: action.payload };
    },
    rewardsLoaded(state, action: PayloadAction<PointReward[]>) {
      state.rewards = { status: 'ready', error: null, list: action.payload };
    },
    historyLoaded(state, action: PayloadAction<Paged<Redemption>>) {
      state.history = { status: 'ready', error: null, ...action.payload };
    },
    detailsLoaded(state, action: PayloadAction<Paged<Transaction>>) {
      state.details = { status: 'ready', error: null, ...action.payload };
    },
    actionStarted(state, action: PayloadAction<Done>) {
      state[action.payload] = { pending: true, error: null, done: null };
    },
    actionFailed(state, action: PayloadAction<{ kind: Done; error: ErrorInfo }>) {
      state[action.payload.kind] = { pending: false, error: action.payload.error, done: null };
    },
    /** The redemption or conversion answered: at the top of the history at once, the balance as it says. */
    actionDone(state, action: PayloadAction<{ kind: Done; redemption: Redemption }>) {
      const { kind, redemption } = action.payload;
      state[kind] = { pending: false, error: null, done: redemption };
      state.history.list = [redemption, ...state.history.list.filter((r) => r.refNo !== redemption.refNo)];
      if (state.balance.value) {
        state.balance.value.spent += redemption.points;
        state.balance.value.points = redemption.pointsBalance;
      }
    },
    actionCleared(state, action: PayloadAction<Done>) {
      state[action.payload] = noAction;
    },
    /** Logout: nothing of one player stays for the next (the goods and rules are everyone's). */
    playerCleared(state) {
      return { ...initialPointsMallState, config: state.config, rewards: state.rewards };
    },
  },
});

export const pointsMallActions = pointsMallSlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    pointsMall?: PointsMallState;
  }
}
