import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Balance, MemberInfo } from '@portal/contracts';
import type { ErrorInfo } from '../../../shared/http/api-error';
import { failLoad, finishLoad, idleRemote, isPending, startLoad, type Remote } from '../../../shared/remote/remote';

export type SessionState = {
  token: string | null;
  member: MemberInfo | null;
  avatar: string | null;
  /** The header's balance: loading (a placeholder) when the player asked for it; money that moved reads it again quietly. */
  balance: Remote<Balance | null>;
  balanceHidden: boolean;
  /** The member info of a token did not load (not a 401): the header says so and offers Try again. */
  memberError: ErrorInfo | null;
  /**
   * The call of a form (login, registration, free play, a password form, logout) as a Remote: pending while
   * it is sent, its query the form's name (so that form's button says so); failed with the code shown under it.
   */
  form: Remote<null, FormName>;
  /** The fields the server refused, each with the failure's code; the form turns codes into text. */
  fieldErrors: Record<string, string>;
  /** cpw: the change-password modal must be passed before the site opens. */
  mustChangePassword: boolean;
};

const initialState: SessionState = {
  token: null,
  member: null,
  avatar: null,
  balance: idleRemote(null),
  balanceHidden: false,
  memberError: null,
  form: idleRemote(null),
  fieldErrors: {},
  mustChangePassword: false,
};

export type FormName = 'login' | 'register' | 'freePlay' | 'changePassword' | 'forgotEmail' | 'forgotPhone' | 'logout';

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    started(state, action: PayloadAction<FormName>) {
      startLoad(state.form, action.payload);
      state.fieldErrors = {};
    },
    failed(state, action: PayloadAction<{ error: ErrorInfo; fields?: Record<string, string> }>) {
      failLoad(state.form, action.payload.error);
      state.fieldErrors = action.payload.fields ?? {};
    },
    /** Nothing came of the form's call to show (the slide check closed, a forced password change next). */
    settled(state) {
      if (isPending(state.form)) state.form = idleRemote(null);
    },
    errorCleared(state) {
      if (state.form.status === 'failed') state.form = idleRemote(null);
      state.fieldErrors = {};
    },
    tokenStored(state, action: PayloadAction<{ token: string; mustChangePassword: boolean }>) {
      state.token = action.payload.token;
      state.mustChangePassword = action.payload.mustChangePassword;
    },
    memberLoaded(state, action: PayloadAction<MemberInfo>) {
      state.member = action.payload;
      state.memberError = null;
      // A login, registration or reset ends here: its form's call is done.
      if (isPending(state.form)) finishLoad(state.form, null);
    },
    avatarLoaded(state, action: PayloadAction<string>) {
      state.avatar = action.payload;
    },
    memberFailed(state, action: PayloadAction<ErrorInfo>) {
      state.memberError = action.payload;
    },
    balanceRequested(state) {
      startLoad(state.balance);
    },
    balanceLoaded(state, action: PayloadAction<Balance>) {
      finishLoad(state.balance, action.payload);
    },
    balanceFailed(state, action: PayloadAction<ErrorInfo>) {
      failLoad(state.balance, action.payload);
    },
    balanceVisibilityToggled(state) {
      state.balanceHidden = !state.balanceHidden;
    },
    passwordChanged(state) {
      state.mustChangePassword = false;
      state.token = null;
      state.member = null;
      state.form = idleRemote(null);
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
