import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The puzzle as the server sends it: a picture with the gap drawn in; the answer stays on the server. */
export type SlideChallenge = { challengeId: string; width: number; image: string };

export type HumanCheckState = { challenge: SlideChallenge | null; status: 'idle' | 'loading' | 'ready' | 'checking' | 'failed' };

export const initialHumanCheckState: HumanCheckState = { challenge: null, status: 'idle' };

/** The slide check any form asks for before a code or a login (saga.ts humanCheck); with the shell, it is small. */
export const humanCheckSlice = createSlice({
  name: 'humanCheck',
  initialState: initialHumanCheckState,
  reducers: {
    challengeRequested(state) {
      state.status = 'loading';
    },
    challengeLoaded(_state, action: PayloadAction<SlideChallenge>) {
      return { challenge: action.payload, status: 'ready' };
    },
    submitted(state, _action: PayloadAction<number>) {
      state.status = 'checking';
    },
    failed(state) {
      state.status = 'failed';
    },
    passed(_state, _action: PayloadAction<string>) {
      return initialHumanCheckState;
    },
    cancelled() {
      return initialHumanCheckState;
    },
  },
});

export const humanCheckActions = humanCheckSlice.actions;

declare module '../store/root-state' {
  interface RootState {
    humanCheck: HumanCheckState;
  }
}

export const selectHumanCheck = (s: { humanCheck?: HumanCheckState }) => s.humanCheck ?? initialHumanCheckState;
