import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginChallenge, LoginVerifyMethod } from '@portal/contracts';
import type { RootState } from '../../../shared/store/root-state';

/** Login protection's second step (spec 02 section 4): the challenge of a login from a new address. */
export type NewAddressState = {
  challenge: LoginChallenge | null;
  /** The method a code went out by, and when (ms), for the resend countdown. */
  sent: { method: LoginVerifyMethod; at: number } | null;
  sending: boolean;
};

const initialState: NewAddressState = { challenge: null, sent: null, sending: false };

export const newAddressSlice = createSlice({
  name: 'newAddress',
  initialState,
  reducers: {
    challenged(_state, action: PayloadAction<LoginChallenge>) {
      return { ...initialState, challenge: action.payload };
    },
    sending(state) {
      state.sending = true;
    },
    codeSent(state, action: PayloadAction<{ method: LoginVerifyMethod; at: number }>) {
      state.sending = false;
      state.sent = action.payload;
    },
    sendFailed(state) {
      state.sending = false;
    },
    ended() {
      return initialState;
    },
  },
});

export const newAddressActions = newAddressSlice.actions;
export const selectNewAddress = (state: RootState) => state.newAddress ?? initialState;

declare module '../../../shared/store/root-state' {
  interface RootState {
    newAddress?: NewAddressState;
  }
}
