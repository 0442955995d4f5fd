import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../shared/http/api-error';
import type {
  AvailablePromotions,
  Leaderboard,
  LoadStatus,
  MissionSummary,
  PlayerRank,
  ReferralDetails,
  ReferralFriends,
  SecurityInfo,
  UplineInfo,
} from './types';

type Loaded<T> = { status: LoadStatus; error: ErrorInfo | null; value: T | null };
/** Something the player asked for: waiting, then its result or its failure (a code). */
type Asked<R> = { pending: boolean; result: R | null; error: ErrorInfo | null };
export type BindKind = 'mobile' | 'email';

export type MemberPerksState = {
  security: Loaded<SecurityInfo>;
  rank: Loaded<PlayerRank>;
  upline: Loaded<UplineInfo>;
  referral: Loaded<ReferralDetails>;
  friends: Loaded<ReferralFriends>;
  missions: Loaded<MissionSummary>;
  leaderboard: Loaded<Leaderboard>;
  /** The promotion kinds that are on: referral and missions hang on theirs. */
  available: Loaded<AvailablePromotions>;
  /** A code sent to bind a mobile or an email (its life in minutes), then the binding. */
  codeSent: Record<BindKind, Asked<{ expiredMinutes: number; at: number }>>;
  bound: Record<BindKind, Asked<true>>;
  protection: Asked<true>;
  uplineTransfer: Asked<{ amount: number; uplineAccount: string }>;
  missionClaim: Asked<{ rewardAmount: number }> & { missionId: string | null };
};

const idle = { status: 'idle', error: null, value: null } as const;
const none = { pending: false, result: null, error: null } as const;
export const initialMemberPerksState: MemberPerksState = {
  security: idle,
  rank: idle,
  upline: idle,
  referral: idle,
  friends: idle,
  missions: idle,
  leaderboard: idle,
  available: idle,
  codeSent: { mobile: none, email: none },
  bound: { mobile: none, email: none },
  protection: none,
  uplineTransfer: none,
  missionClaim: { ...none, missionId: null },
};

export type LoadedKey = 'security' | 'rank' | 'upline' | 'referral' | 'friends' | 'missions' | 'leaderboard' | 'available';
export type LoadedAnswer =
  | { key: 'security'; value: SecurityInfo }
  | { key: 'rank'; value: PlayerRank }
  | { key: 'upline'; value: UplineInfo }
  | { key: 'referral'; value: ReferralDetails }
  | { key: 'friends'; value: ReferralFriends }
  | { key: 'missions'; value: MissionSummary }
  | { key: 'leaderboard'; value: Leaderboard }
  | { key: 'available'; value: AvailablePromotions };
type AskedKey = 'protection' | 'uplineTransfer' | 'missionClaim';

export const memberPerksSlice = createSlice({
  name: 'memberPerks',
  initialState: initialMemberPerksState,
  reducers: {
    requested(state, action: PayloadAction<LoadedKey>) {
      state[action.payload].status = 'loading';
    },
    loaded(state, action: PayloadAction<LoadedAnswer>) {
      Object.assign(state[action.payload.key], { status: 'ready', error: null, value: action.payload.value });
    },
    failed(state, action: PayloadAction<{ key: LoadedKey; error: ErrorInfo }>) {
      Object.assign(state[action.payload.key], { status: 'failed', error: action.payload.error });
    },
    codeAsked(state, action: PayloadAction<BindKind>) {
      state.codeSent[action.payload] = { pending: true, result: null, error: null };
    },
    codeSent(state, action: PayloadAction<{ kind: BindKind; expiredMinutes: number; at: number }>) {
      const { kind, ...result } = action.payload;
      state.codeSent[kind] = { pending: false, result, error: null };
    },
    /** The player closed the slide check: nothing was sent, nothing failed. */
    codeAbandoned(state, action: PayloadAction<BindKind>) {
      state.codeSent[action.payload] = { pending: false, result: null, error: null };
    },
    codeRefused(state, action: PayloadAction<{ kind: BindKind; error: ErrorInfo }>) {
      state.codeSent[action.payload.kind] = { pending: false, result: null, error: action.payload.error };
    },
    bindAsked(state, action: PayloadAction<BindKind>) {
      state.bound[action.payload] = { pending: true, result: null, error: null };
    },
    /** Bound: the security centre shows the masked target the answer gives. */
    bindDone(state, action: PayloadAction<{ kind: BindKind; security: SecurityInfo }>) {
      state.bound[action.payload.kind] = { pending: false, result: true, error: null };
      state.codeSent[action.payload.kind] = none;
      state.security = { status: 'ready', error: null, value: action.payload.security };
    },
    bindRefused(state, action: PayloadAction<{ kind: BindKind; error: ErrorInfo }>) {
      state.bound[action.payload.kind] = { pending: false, result: null, error: action.payload.error };
    },
    askStarted(state, action: PayloadAction<{ key: AskedKey; missionId?: string }>) {
      Object.assign(state[action.payload.key], { pending: true, result: null, error: null });
      if (action.payload.key === 'missionClaim') state.missionClaim.missionId = action.payload.missionId ?? null;
    },
    protectionDone(state, action: PayloadAction<SecurityInfo>) {
      state.protection = { pending: false, result: true, error: null };
      state.security.value = action.payload;
    },
    uplineDone(state, action: PayloadAction<{ amount: number; uplineAccount: string; balance: number }>) {
      const { amount, uplineAccount, balance } = action.payload;
      state.uplineTransfer = { pending: false, result: { amount, uplineAccount }, error: null };
      if (state.upline.value) state.upline.value.available = balance;
    },
    missionClaimed(state, action: PayloadAction<{ missionId: string; rewardAmount: number }>) {
      state.missionClaim = {
        pending: false,
        result: { rewardAmount: action.payload.rewardAmount },
        error: null,
        missionId: action.payload.missionId,
      };
    },
    askFailed(state, action: PayloadAction<{ key: AskedKey; error: ErrorInfo }>) {
      Object.assign(state[action.payload.key], { pending: false, result: null, error: action.payload.error });
    },
    /** A page opened again: the messages of what was done before are gone. */
    asksCleared(state) {
      const { codeSent, bound, protection, uplineTransfer, missionClaim } = initialMemberPerksState;
      Object.assign(state, { codeSent, bound, protection, uplineTransfer, missionClaim });
    },
    reset() {
      return initialMemberPerksState;
    },
  },
});

export const memberPerksActions = memberPerksSlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    memberPerks?: MemberPerksState;
  }
}
