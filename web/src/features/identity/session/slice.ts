import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Balance, MemberInfo } from '@portal/contracts';
import type { ErrorInfo } from '../../../shared/http/api-error';

export type SessionState = {
  token: string | null;
  member: MemberInfo | null;
  avatar: string | null;
  balance: { status: 'idle' | 'loading' | 'ready' | 'failed'; value: Balance | null };
  balanceHidden: boolean;
  /** The member info of a token did not load (not a 401): the header says so and offers Try again. */
  memberError: ErrorInfo | null;
  /** The form whose call is in flight, so its button shows it. */
  pending: null | 'login' | 'register' | 'freePlay' | 'changePassword' | 'forgotEmail' | 'forgotPhone' | 'logout';
  error: ErrorInfo | null;
  /** The fields the server refused, each with the failure's code; the form turns codes into text. */
  fieldErrors: Record<string, string>;
  /** cpw: the change-password modal must be passed before the site opens. */
  mustChangePassword: boolean;
};

const initialState: SessionState = {
  token: null,
  member: null,
  avatar: null,
  balance: { status: 'idle', value: null },
  balanceHidden: false,
  memberError: null,
  pending: null,
  error: null,
  fieldErrors: {},
  mustChangePassword: false,
};

type Pending = NonNullable<SessionState['pending']>;

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    started(state, action: PayloadAction<Pending>) {
      state.pending = action.payload;
      state.error = null;
      state.fieldErrors = {};
    },
    failed(state, action: PayloadAction<{ error: ErrorInfo; fields?: Record<string, string> }>) {
      state.pending = null;
      state.error = action.payload.error;
      state.fieldErrors = action.payload.fields ?? {};
    },
    settled(state) {
      state.pending = null;
    },
    errorCleared(state) {
      state.error = null;
      state.fieldErrors = {};
    },
    tokenStored(state, action: PayloadAction<{ token: string; mustChangePassword: boolean }>) {
      state.token = action.payload.token;
      state.mustChangePassword = action.payload.mustChangePassword;
    },
    memberLoaded(state, action: PayloadAction<MemberInfo>) {
      state.member = action.payload;
      state.memberError = null;
      state.pending = null;
    },
    avatarLoaded(state, action: PayloadAction<string>) {
      state.avatar = action.payload;
    },
    memberFailed(state, action: PayloadAction<ErrorInfo>) {
      state.memberError = action.payload;
    },
    balanceRequested(state) {
      state.balance.status = 'loading';
    },
    balanceLoaded(state, action: PayloadAction<Balance>) {
      state.balance = { status: 'ready', value: action.payload };
    },
    balanceFailed(state) {
      state.balance.status = 'failed';
    },
    balanceVisibilityToggled(state) {
      state.balanceHidden = !state.balanceHidden;
    },
    passwordChanged(state) {
      state.mustChangePassword = false;
      state.token = null;
      state.member = null;
      state.pending = null;
    },
    cleared() {
      return initialState;
    },
  },
});

export const sessionActions = sessionSlice.actions;

declare module '../../../shared/store/root-state' {
  interface RootState {
    session: SessionState;
  }
}
