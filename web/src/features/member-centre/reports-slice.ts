import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../shared/http/api-error';
import { failLoad, finishLoad, idleRemote, remoteReducers, startLoad, type Remote } from '../../shared/remote/remote';
import type { DayRange, ProductFilter } from './api';
import type { BetRecords, BonusDetails, ClaimableReward, ManualRebate, Profit, RebateSettings } from './types';

export type BetFilter = DayRange & { productId: ProductFilter; pageNo: number };
export type BonusFilter = DayRange & { pageNo: number };
/** The rates and what a claim would pay now, read together. */
export type Rebate = { settings: RebateSettings; manual: ManualRebate };

/** A report read for a filter (its query): the last answer stays shown while the next one loads. */
export type MemberReportsState = {
  bets: Remote<BetRecords | null, BetFilter>;
  profit: Remote<Profit | null, DayRange>;
  bonus: Remote<BonusDetails | null, BonusFilter>;
  rebate: Remote<Rebate | null>;
  rebateClaim: Remote<{ claimed: number } | null>;
  rewards: Remote<ClaimableReward[]>;
  /** The reward claimed is the query; a refusal may name the requirement missing (`field`). */
  rewardClaim: Remote<{ amount: number; points: number } | null, number> & { field: string | null };
};

export const initialMemberReportsState: MemberReportsState = {
  bets: idleRemote(null),
  profit: idleRemote(null),
  bonus: idleRemote(null),
  rebate: idleRemote(null),
  rebateClaim: idleRemote(null),
  rewards: idleRemote([]),
  rewardClaim: { ...idleRemote(null), field: null },
};

/** The values read through shared/remote. */
export type ReportsKey = 'bets' | 'profit' | 'bonus' | 'rebate' | 'rebateClaim' | 'rewards';
/** Which report, and its filter: the key decides the filter's shape. */
export type ReportQuery = { key: 'bets'; filter: BetFilter } | { key: 'profit'; filter: DayRange } | { key: 'bonus'; filter: BonusFilter };

export const pickReports = (state: MemberReportsState, key: ReportsKey) => state[key] as Remote<unknown>;

export const memberReportsSlice = createSlice({
  name: 'memberReports',
  initialState: initialMemberReportsState,
  reducers: {
    ...remoteReducers<MemberReportsState, ReportsKey>(pickReports),
    /** The page opened again: an earlier claim's message is gone. */
    claimsCleared(state) {
      state.rebateClaim = initialMemberReportsState.rebateClaim;
      state.rewardClaim = initialMemberReportsState.rewardClaim;
    },
    rewardClaimStarted(state, action: PayloadAction<number>) {
      startLoad(state.rewardClaim, action.payload);
      state.rewardClaim.field = null;
    },
    rewardClaimed(state, action: PayloadAction<{ amount: number; points: number }>) {
      finishLoad(state.rewardClaim, action.payload);
    },
    rewardClaimFailed(state, action: PayloadAction<{ error: ErrorInfo; field: string | null }>) {
      failLoad(state.rewardClaim, action.payload.error);
      state.rewardClaim.field = action.payload.field;
    },
    /** Logout: nothing of one player stays for the next. */
    reset() {
      return initialMemberReportsState;
    },
  },
});

export const memberReportsActions = memberReportsSlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    memberReports?: MemberReportsState;
  }
}
