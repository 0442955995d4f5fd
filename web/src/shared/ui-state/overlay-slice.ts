import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../store/root-state';
import type { MemberPage } from './member-pages';

export type Modal =
  | 'login'
  | 'register'
  | 'changePassword'
  | 'forgotPassword'
  | 'logoutConfirm'
  | 'registerSuccess'
  | 'mobileAccount'
  | 'centre'
  | 'memberCentre'
  | 'agentCentre';

/** A dialog above everything: a text key, or a server failure (its code picks our text, its message is the fallback). */
export type Notice = { kind: 'warning' | 'trial' | 'info'; message: string; code?: string };

export type OverlayState = {
  modal: Modal | null;
  /** Stacks above any modal. */
  notice: Notice | null;
  slideOpen: boolean;
  generatedAccount: string | null;
  centrePage: string | null;
};

const initialState: OverlayState = { modal: null, notice: null, slideOpen: false, generatedAccount: null, centrePage: null };

export const overlaySlice = createSlice({
  name: 'overlay',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<Modal>) {
      state.modal = action.payload;
    },
    closed(state) {
      state.modal = null;
    },
    noticeShown(state, action: PayloadAction<Notice>) {
      state.notice = action.payload;
    },
    noticeClosed(state) {
      state.notice = null;
    },
    slideOpened(state) {
      state.slideOpen = true;
    },
    slideClosed(state) {
      state.slideOpen = false;
    },
    mobileAccountShown(state, action: PayloadAction<string>) {
      state.modal = 'mobileAccount';
      state.generatedAccount = action.payload;
    },
    centreOpened(state, action: PayloadAction<string>) {
      state.modal = 'centre';
      state.centrePage = action.payload;
    },
    /** The personal centre on one of its pages (the member-centre feature draws it). */
    memberCentreOpened(state, action: PayloadAction<MemberPage>) {
      state.modal = 'memberCentre';
      state.centrePage = action.payload;
    },
    /** The agent centre on one of its pages (agentCenter/ identifiers; the agent-centre feature draws it). */
    agentCentreOpened(state, action: PayloadAction<string>) {
      state.modal = 'agentCentre';
      state.centrePage = action.payload;
    },
    reset() {
      return initialState;
    },
  },
});

export const overlayActions = overlaySlice.actions;
export const selectOverlay = (state: RootState) => state.overlay;

declare module '../store/root-state' {
  interface RootState {
    overlay: OverlayState;
  }
}
