import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PrizeMode } from '@portal/contracts';
import type { ErrorInfo } from '../../shared/http/api-error';
import { lotteryIntents } from './intents';
import type { CurrentDraw, Loaded, LotteryChoice, LotteryGroup, LotteryMenu, OpenedNumero, PopularDraw } from './types';

const idle = <T>(data: T): Loaded<T> => ({ data, status: 'idle', error: null });

export type LotteryState = {
  prizeMode: PrizeMode;
  menus: Loaded<LotteryGroup[]>;
  vnMenus: Loaded<LotteryGroup[]>;
  recent: LotteryMenu[];
  /** Game codes this player starred, kept in localStorage per username. */
  favourites: string[];
  /** The game (or lobby) the frame shows, and the address its launch answered. */
  launch: Loaded<string | null> & { choice: LotteryChoice | null; needsLogin: boolean };
  popular: Loaded<PopularDraw[]>;
  vnResults: Loaded<OpenedNumero[]>;
  /** /vnlottery's chosen game: its open draw and the last draws made. */
  draw: Loaded<{ current: CurrentDraw | null; past: { numero: string; winNo: string }[] }> & { gameCode: string | null };
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

type ListKey = 'menus' | 'vnMenus' | 'popular' | 'vnResults';
const loading = (list: Loaded<unknown>) => {
  // A list already shown stays while it refreshes.
  if (list.status !== 'ready') list.status = 'loading';
};

export const lotterySlice = createSlice({
  name: 'lottery',
  initialState: initialLotteryState,
  reducers: {
    prizeModeSet(state, action: PayloadAction<PrizeMode>) {
      state.prizeMode = action.payload;
    },
    listLoading(state, action: PayloadAction<ListKey>) {
      loading(state[action.payload]);
    },
    menusLoaded(state, action: PayloadAction<LotteryGroup[]>) {
      state.menus = { data: action.payload, status: 'ready', error: null };
    },
    vnMenusLoaded(state, action: PayloadAction<LotteryGroup[]>) {
      state.vnMenus = { data: action.payload, status: 'ready', error: null };
    },
    popularLoaded(state, action: PayloadAction<PopularDraw[]>) {
      state.popular = { data: action.payload, status: 'ready', error: null };
    },
    vnResultsLoaded(state, action: PayloadAction<OpenedNumero[]>) {
      state.vnResults = { data: action.payload, status: 'ready', error: null };
    },
    listFailed(state, action: PayloadAction<{ list: ListKey; error: ErrorInfo }>) {
      state[action.payload.list].status = 'failed';
      state[action.payload.list].error = action.payload.error;
    },
    recentLoaded(state, action: PayloadAction<LotteryMenu[]>) {
      state.recent = action.payload;
    },
    favouritesLoaded(state, action: PayloadAction<string[]>) {
      state.favourites = action.payload;
    },
    launchStarted(state, action: PayloadAction<LotteryChoice>) {
      state.launch = { data: null, status: 'loading', error: null, choice: action.payload, needsLogin: false };
    },
    launchNeedsLogin(state, action: PayloadAction<LotteryChoice>) {
      state.launch = { data: null, status: 'idle', error: null, choice: action.payload, needsLogin: true };
    },
    launched(state, action: PayloadAction<string>) {
      Object.assign(state.launch, { data: action.payload, status: 'ready', error: null, needsLogin: false });
    },
    launchFailed(state, action: PayloadAction<ErrorInfo>) {
      Object.assign(state.launch, { status: 'failed', error: action.payload });
    },
    launchCleared(state) {
      state.launch = initialLotteryState.launch;
    },
    drawChosen(state, action: PayloadAction<string | null>) {
      if (state.draw.gameCode !== action.payload) state.draw = { ...initialLotteryState.draw, gameCode: action.payload };
      loading(state.draw);
    },
    drawLoaded(state, action: PayloadAction<LotteryState['draw']['data']>) {
      Object.assign(state.draw, { data: action.payload, status: 'ready', error: null });
    },
    drawFailed(state, action: PayloadAction<ErrorInfo>) {
      Object.assign(state.draw, { status: 'failed', error: action.payload });
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(lotteryIntents.popularRequested, (state) => loading(state.popular))
      .addCase(lotteryIntents.vnResultsRequested, (state) => loading(state.vnResults)),
});

export const lotteryActions = lotterySlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    /** Joins when the lottery feature first loads. */
    lottery?: LotteryState;
  }
}
