import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PrizeMode } from '@portal/contracts';
import type { ErrorInfo } from '../../shared/http/api-error';
import { failLoad, finishLoad, idleRemote as idle, remoteReducers, startLoad, type Remote } from '../../shared/remote/remote';
import type { CurrentDraw, LotteryChoice, LotteryGroup, LotteryMenu, OpenedNumero, PopularDraw } from './types';

export type LotteryState = {
  prizeMode: PrizeMode;
  menus: Remote<LotteryGroup[]>;
  vnMenus: Remote<LotteryGroup[]>;
  recent: LotteryMenu[];
  /** Game codes this player starred, kept in localStorage per username. */
  favourites: string[];
  /** The game (or lobby) the frame shows, and the address its launch answered. */
  launch: Remote<string | null> & { choice: LotteryChoice | null; needsLogin: boolean };
  popular: Remote<PopularDraw[]>;
  vnResults: Remote<OpenedNumero[]>;
  /** /vnlottery's chosen game: its open draw and the last draws made. */
  draw: Remote<{ current: CurrentDraw | null; past: { numero: string; winNo: string }[] }> & { gameCode: string | null };
};

export const initialLotteryState: LotteryState = {
  prizeMode: 'LOTT',
  menus: idle([]),
  vnMenus: idle([]),
  recent: [],
  favourites: [],
  launch: { ...idle(null), choice: null, needsLogin: false },
  popular: idle([]),
  vnResults: idle([]),
  draw: { ...idle({ current: null, past: [] }), gameCode: null },
};

/** The lists read through shared/remote (keyed loads: loadStarted, loadSucceeded, loadFailed, loadCancelled). */
export type ListKey = 'menus' | 'vnMenus' | 'popular' | 'vnResults';

export const lotterySlice = createSlice({
  name: 'lottery',
  initialState: initialLotteryState,
  reducers: {
    prizeModeSet(state, action: PayloadAction<PrizeMode>) {
      state.prizeMode = action.payload;
    },
    ...remoteReducers<LotteryState, ListKey>((state, key) => state[key] as Remote<unknown>),
    recentLoaded(state, action: PayloadAction<LotteryMenu[]>) {
      state.recent = action.payload;
    },
    favouritesLoaded(state, action: PayloadAction<string[]>) {
      state.favourites = action.payload;
    },
    launchStarted(state, action: PayloadAction<LotteryChoice>) {
      state.launch = { ...idle(null), choice: action.payload, needsLogin: false };
      startLoad(state.launch);
    },
    launchNeedsLogin(state, action: PayloadAction<LotteryChoice>) {
      state.launch = { ...idle(null), choice: action.payload, needsLogin: true };
    },
    launched(state, action: PayloadAction<string>) {
      finishLoad(state.launch, action.payload);
      state.launch.needsLogin = false;
    },
    launchFailed(state, action: PayloadAction<ErrorInfo>) {
      failLoad(state.launch, action.payload);
    },
    launchCleared(state) {
      state.launch = initialLotteryState.launch;
    },
    drawChosen(state, action: PayloadAction<string | null>) {
      if (state.draw.gameCode !== action.payload) state.draw = { ...initialLotteryState.draw, gameCode: action.payload };
      startLoad(state.draw);
    },
    drawLoaded(state, action: PayloadAction<LotteryState['draw']['value']>) {
      finishLoad(state.draw, action.payload);
    },
    drawFailed(state, action: PayloadAction<ErrorInfo>) {
      failLoad(state.draw, action.payload);
    },
  },
});

export const lotteryActions = lotterySlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    /** Joins when the lottery feature first loads. */
    lottery?: LotteryState;
  }
}
