import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PointBalance, PointConfig, PointReward, Redemption, Transaction } from '@portal/contracts';
import { idleRemote as idle, remoteReducers, type Remote } from '../../shared/remote/remote';
import type { Paged } from './types';

export type PointsMallState = {
  balance: Remote<PointBalance | null>;
  config: Remote<PointConfig | null>;
  rewards: Remote<PointReward[]>;
  /** A page of redemptions (query: the page asked). */
  history: Remote<Paged<Redemption>, number>;
  /** A page of point details (query: the page asked). */
  details: Remote<Paged<Transaction>, number>;
  /** The password-confirmed actions: on their way, refused (the failure's code), or done (value: the answer). */
  redeem: Remote<Redemption | null>;
  convert: Remote<Redemption | null>;
};

const noPage = { list: [], pageNo: 1, totalPages: 1, total: 0 };

export const initialPointsMallState: PointsMallState = {
  balance: idle(null),
  config: idle(null),
  rewards: idle([]),
  history: idle(noPage),
  details: idle(noPage),
  redeem: idle(null),
  convert: idle(null),
};

/** The values read (and the actions sent) through shared/remote: loadStarted, loadSucceeded, loadFailed, loadCancelled. */
export type PointsMallKey = keyof PointsMallState;
type Done = 'redeem' | 'convert';

export const pointsMallSlice = createSlice({
  name: 'pointsMall',
  initialState: initialPointsMallState,
  reducers: {
    ...remoteReducers<PointsMallState, PointsMallKey>((state, key) => state[key] as Remote<unknown>),
    /** The redemption or conversion answered: at the top of the history at once, the balance as it says. */
    redeemed(state, action: PayloadAction<Redemption>) {
      const redemption = action.payload;
      const history = state.history.value;
      history.list = [redemption, ...history.list.filter((r) => r.refNo !== redemption.refNo)];
      if (state.balance.value) {
        state.balance.value.spent += redemption.points;
        state.balance.value.points = redemption.pointsBalance;
      }
    },
    actionCleared(state, action: PayloadAction<Done>) {
      state[action.payload] = idle(null);
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
