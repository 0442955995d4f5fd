import { createSlice, type Action, type PayloadAction } from '@reduxjs/toolkit';
import { IdentityCode } from '@portal/contracts';
import { idleRemote, remoteReducers, type Remote } from '../../../shared/remote/remote';
import type { SmsPurpose } from '../api';
import { sessionActions } from '../session/slice';

export type VerificationState = {
  /** The captcha image (base64 png) read through shared/remote, and whether the login asks for one. */
  captcha: { image: Remote<string | null>; required: boolean };
  /** Seconds left before another code may be asked for, per purpose. */
  countdown: Record<SmsPurpose, number>;
  sending: Record<SmsPurpose, boolean>;
};

export const initialVerificationState: VerificationState = {
  captcha: { image: idleRemote(null), required: false },
  countdown: { register: 0, login: 0, forgot: 0 },
  sending: { register: false, login: false, forgot: false },
};

export type SmsRequestIntent = { purpose: SmsPurpose; countryDialingCode: string; mobileNo: string };

/**
 * A form's failure saying the code no longer works (SMS_CODE_VOID: "please request a new one"): the send button
 * must offer a new one at once, not go on counting down the old code's minutes.
 */
export const isCodeVoided = (action: Action) =>
  sessionActions.failed.match(action) && action.payload.error.code === IdentityCode.SmsCodeVoid;

export const verificationSlice = createSlice({
  name: 'verification',
  initialState: initialVerificationState,
  reducers: {
    // One key, the captcha image (loadStarted, loadSucceeded, loadFailed, loadCancelled).
    ...remoteReducers<VerificationState, 'captcha'>((state) => state.captcha.image as Remote<unknown>),
    captchaRequired(state, action: PayloadAction<boolean>) {
      state.captcha.required = action.payload;
    },
    smsRequested(state, action: PayloadAction<SmsRequestIntent>) {
      if (state.countdown[action.payload.purpose] === 0) state.sending[action.payload.purpose] = true;
    },
    smsSettled(state, action: PayloadAction<SmsPurpose>) {
      state.sending[action.payload] = false;
    },
    countdownTicked(state, action: PayloadAction<{ purpose: SmsPurpose; seconds: number }>) {
      state.countdown[action.payload.purpose] = Math.max(0, action.payload.seconds);
    },
  },
  extraReducers: (builder) =>
    builder
      // A token was issued: the login captcha is no longer asked for.
      .addCase(sessionActions.tokenStored, (state) => {
        state.captcha.required = false;
      })
      // The code is void: every countdown ends (one form at a time sends codes), its saga stops (saga.ts).
      .addMatcher(isCodeVoided, (state) => {
        state.countdown = { register: 0, login: 0, forgot: 0 };
      }),
});

export const verificationActions = verificationSlice.actions;

// Injected with the identity forms (feature.ts): absent until a form first loads.
declare module '../../../shared/store/root-state' {
  interface RootState {
    verification?: VerificationState;
  }
}
