import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../shared/http/api-error';
import type { DayRange, ProductFilter } from './api';
import type { BetRecords, BonusDetails, ClaimableReward, LoadStatus, ManualRebate, Profit, RebateSettings } from './types';

/** A report read for a filter: the last answer stays shown while the next one loads. */
type Report<F, V> = { status: LoadStatus; error: ErrorInfo | null; filter: F | null; value: V | null };
export type BetFilter = DayRange & { productId: ProductFilter; pageNo: number };
export type BonusFilter = DayRange & { pageNo: number };
/** An action the player took (a claim): pending, then its result or its failure. */
type Claim<R> = { pending: boolean; result: R | null; error: (ErrorInfo & { field?: string }) | null };

export type MemberReportsState = {
  bets: Report<BetFilter, BetRecords>;
  profit: Report<DayRange, Profit>;
  bonus: Report<BonusFilter, BonusDetails>;
  rebate: { status: LoadStatus; error: ErrorInfo | null; settings: RebateSettings; manual: ManualRebate | null };
  rebateClaim: Claim<{ claimed: number }>;
  rewards: { status: LoadStatus; error: ErrorInfo | null; list: ClaimableReward[] };
  /** `rewardId` names the reward the claim is about. */
  rewardClaim: Claim<{ amount: number; points: number }> & { rewardId: number | null };
};

const noReport = { status: 'idle', error: null, filter: null, value: null } as const;
const noClaim = { pending: false, result: null, error: null } as const;

export const initialMemberReportsState: MemberReportsState = {
  bets: noReport,
  profit: noReport,
  bonus: noReport,
  rebate: { status: 'idle', error: null, settings: [], manual: null },
  rebateClaim: noClaim,
  rewards: { status: 'idle', error: null, list: [] },
  rewardClaim: { ...noClaim, rewardId: null },
};

type ReportKey = 'bets' | 'profit' | 'bonus';
/** Which report, and its filter or its answer: the key decides the shapes. */
export type ReportQuery = { key: 'bets'; filter: BetFilter } | { key: 'profit'; filter: DayRange } | { key: 'bonus'; filter: BonusFilter };
export type ReportAnswer = { key: 'bets'; value: BetRecords } | { key: 'profit'; value: Profit } | { key: 'bonus'; value: BonusDetails };
type AnyReport = Report<unknown, unknown>;

export const memberReportsSlice = createSlice({
  name: 'memberReports',
  initialState: initialMemberReportsState,
  reducers: {
    reportRequested(state, action: PayloadAction<ReportQuery>) {
      const report = state[action.payload.key] as AnyReport;
      report.status = 'loading';
      report.filter = action.payload.filter;
    },
    reportLoaded(state, action: PayloadAction<ReportAnswer>) {
      Object.assign(state[action.payload.key] as AnyReport, { status: 'ready', error: null, value: action.payload.value });
    },
    reportFailed(state, action: PayloadAction<{ key: ReportKey; error: ErrorInfo }>) {
      state[action.payload.key].status = 'failed';
      state[action.payload.key].error = action.payload.error;
    },
    rebateRequested(state) {
      state.rebate.status = 'loading';
    },
    rebateLoaded(state, action: PayloadAction<{ settings: RebateSettings; manual: ManualRebate }>) {
      state.rebate = { status: 'ready', error: null, ...action.payload };
    },
    rebateFailed(state, action: PayloadAction<ErrorInfo>) {
      state.rebate.status = 'failed';
      state.rebate.error = action.payload;
    },
    rebateClaimStarted(state) {
      state.rebateClaim = { pending: true, result: null, error: null };
    },
    rebateClaimed(state, action: PayloadAction<{ claimed: number }>) {
      state.rebateClaim = { pending: false, result: action.payload, error: null };
    },
    rebateClaimFailed(state, action: PayloadAction<ErrorInfo>) {
      state.rebateClaim = { pending: false, result: null, error: action.payload };
    },
    /** The page opened again: an earlier claim's message is gone. */
    claimsCleared(state) {
      state.rebateClaim = noClaim;
      state.rewardClaim = { ...noClaim, rewardId: null };
    },
    rewardsRequested(state) {
      state.rewards.status = 'loading';
    },
    rewardsLoaded(state, action: PayloadAction<ClaimableReward[]>) {
      state.rewards = { status: 'ready', error: null, list: action.payload };
    },
    rewardsFailed(state, action: PayloadAction<ErrorInfo>) {
      state.rewards.status = 'failed';
      state.rewards.error = action.payload;
    },
    rewardClaimStarted(state, action: PayloadAction<number>) {
      state.rewardClaim = { pending: true, result: null, error: null, rewardId: action.payload };
    },
    rewardClaimed(state, action: PayloadAction<{ rewardId: number; amount: number; points: number }>) {
      const { rewardId, ...result } = action.payload;
      state.rewardClaim = { pending: false, result, error: null, rewardId };
    },
    rewardClaimFailed(state, action: PayloadAction<{ rewardId: number; error: ErrorInfo & { field?: string } }>) {
      state.rewardClaim = { pending: false, result: null, error: action.payload.error, rewardId: action.payload.rewardId };
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
