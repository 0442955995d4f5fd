import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { finishLoad, idleRemote, remoteReducers, type Remote } from '../../shared/remote/remote';
import type {
  AvailablePromotions,
  Leaderboard,
  MissionSummary,
  PlayerRank,
  ReferralDetails,
  ReferralFriends,
  SecurityInfo,
  UplineInfo,
} from './types';

export type BindKind = 'mobile' | 'email';

/**
 * Each part read from the backend, and each thing the player asked for (a code, a binding, a transfer, a
 * claim), is a `Remote`: waiting, then its answer or its failure (a code).
 */
export type MemberAccountState = {
  security: Remote<SecurityInfo | null>;
  rank: Remote<PlayerRank | null>;
  upline: Remote<UplineInfo | null>;
  referral: Remote<ReferralDetails | null>;
  /** The page asked for is the query. */
  friends: Remote<ReferralFriends | null, number>;
  missions: Remote<MissionSummary | null>;
  /** The period asked for is the query. */
  leaderboard: Remote<Leaderboard | null, 'DAILY' | 'WEEKLY'>;
  /** The promotion kinds that are on: referral and missions hang on theirs. */
  available: Remote<AvailablePromotions | null>;
  /** A code sent to bind a mobile or an email (its life in minutes, and when it was sent), then the binding. */
  codeSent: Record<BindKind, Remote<{ expiredMinutes: number; at: number } | null>>;
  bound: Record<BindKind, Remote<SecurityInfo | null>>;
  protection: Remote<SecurityInfo | null>;
  uplineTransfer: Remote<{ amount: number; uplineAccount: string; balance: number } | null>;
  /** The mission claimed is the query. */
  missionClaim: Remote<{ rewardAmount: number } | null, string>;
};

export const initialMemberAccountState: MemberAccountState = {
  security: idleRemote(null),
  rank: idleRemote(null),
  upline: idleRemote(null),
  referral: idleRemote(null),
  friends: idleRemote(null),
  missions: idleRemote(null),
  leaderboard: idleRemote(null),
  available: idleRemote(null),
  codeSent: { mobile: idleRemote(null), email: idleRemote(null) },
  bound: { mobile: idleRemote(null), email: idleRemote(null) },
  protection: idleRemote(null),
  uplineTransfer: idleRemote(null),
  missionClaim: idleRemote(null),
};

/** The values read through shared/remote: a part of the state, or one kind's code or binding. */
export type AccountKey =
  | 'security'
  | 'rank'
  | 'upline'
  | 'referral'
  | 'friends'
  | 'missions'
  | 'leaderboard'
  | 'available'
  | 'protection'
  | 'uplineTransfer'
  | 'missionClaim'
  | `codeSent.${BindKind}`
  | `bound.${BindKind}`;

/** One of the second half's remote values, by its key. */
export const pickAccount = (state: MemberAccountState, key: AccountKey): Remote<unknown> => {
  const [part, kind] = key.split('.') as [keyof MemberAccountState, BindKind | undefined];
  const value = state[part];
  return (kind ? (value as Record<BindKind, Remote<unknown>>)[kind] : value) as Remote<unknown>;
};

export const memberAccountSlice = createSlice({
  name: 'memberAccount',
  initialState: initialMemberAccountState,
  reducers: {
    ...remoteReducers<MemberAccountState, AccountKey>(pickAccount),
    /** Bound: the security centre shows the masked target the answer gives, and the code is spent. */
    bindDone(state, action: PayloadAction<{ kind: BindKind; security: SecurityInfo }>) {
      state.codeSent[action.payload.kind] = idleRemote(null);
      finishLoad(state.security, action.payload.security);
    },
    /** Login protection switched: the security centre shows it as the answer gives it. */
    securityChanged(state, action: PayloadAction<SecurityInfo>) {
      finishLoad(state.security, action.payload);
    },
    /** The money left the main wallet: what is left to transfer follows. */
    uplineMoved(state, action: PayloadAction<number>) {
      if (state.upline.value) state.upline.value.available = action.payload;
    },
    /** A page opened again: the messages of what was done before are gone. */
    asksCleared(state) {
      const { codeSent, bound, protection, uplineTransfer, missionClaim } = initialMemberAccountState;
      Object.assign(state, { codeSent, bound, protection, uplineTransfer, missionClaim });
    },
    reset() {
      return initialMemberAccountState;
    },
  },
});

export const memberAccountActions = memberAccountSlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    memberAccount?: MemberAccountState;
  }
}
