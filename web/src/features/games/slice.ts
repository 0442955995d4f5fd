import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement, Game, HomeNotice, VendorCard, VendorLane } from '@portal/contracts';
import type { ErrorInfo } from '../../shared/http/api-error';
import { gamesIntents } from './intents';
import type { LobbyQuery, LobbyView, Room } from './types';

export type GamesState = {
  lanes: VendorLane[];
  lanesStatus: 'idle' | 'loading' | 'ready' | 'failed';
  hot: Game[];
  classify: Record<string, Record<string, string[]>>;
  lobby: {
    query: LobbyQuery | null;
    view: LobbyView;
    games: Game[];
    totalPages: number;
    totalCount: number;
    status: 'idle' | 'loading' | 'ready' | 'failed';
  };
  favourites: number[];
  popup: { card: VendorCard; games: Game[]; rooms: Room[]; status: 'loading' | 'ready' | 'failed' } | null;
  /** The last launch's failure, as a code the dialog turns into text, with games to try instead. */
  launchFailure: { error: ErrorInfo; recommended: Game[] } | null;
  notice: HomeNotice | null;
  announcements: Announcement[] | null;
};

export const initialGamesState: GamesState = {
  lanes: [],
  lanesStatus: 'idle',
  hot: [],
  classify: {},
  lobby: { query: null, view: 'all', games: [], totalPages: 1, totalCount: 0, status: 'idle' },
  favourites: [],
  popup: null,
  launchFailure: null,
  notice: null,
  announcements: null,
};

export const gamesSlice = createSlice({
  name: 'games',
  initialState: initialGamesState,
  reducers: {
    lanesLoaded(state, action: PayloadAction<VendorLane[]>) {
      state.lanes = action.payload;
      state.lanesStatus = 'ready';
    },
    lanesFailed(state) {
      state.lanesStatus = 'failed';
    },
    hotLoaded(state, action: PayloadAction<Game[]>) {
      state.hot = action.payload;
    },
    classifyLoaded(state, action: PayloadAction<Record<string, Record<string, string[]>>>) {
      state.classify = action.payload;
    },
    lobbyLoaded(state, action: PayloadAction<{ games: Game[]; totalPages: number; totalCount: number }>) {
      Object.assign(state.lobby, action.payload, { status: 'ready' });
    },
    lobbyFailed(state) {
      state.lobby.status = 'failed';
    },
    favouritesLoaded(state, action: PayloadAction<number[]>) {
      state.favourites = action.payload;
    },
    popupShown(state, action: PayloadAction<VendorCard>) {
      state.popup = { card: action.payload, games: [], rooms: [], status: 'loading' };
    },
    popupLoaded(state, action: PayloadAction<{ games?: Game[]; rooms?: Room[] }>) {
      if (state.popup)
        state.popup = { ...state.popup, games: action.payload.games ?? [], rooms: action.payload.rooms ?? [], status: 'ready' };
    },
    popupFailed(state) {
      if (state.popup) state.popup.status = 'failed';
    },
    popupClosed(state) {
      state.popup = null;
    },
    launchFailed(state, action: PayloadAction<{ error: ErrorInfo; recommended: Game[] }>) {
      state.launchFailure = action.payload;
    },
    launchFailureClosed(state) {
      state.launchFailure = null;
    },
    noticeLoaded(state, action: PayloadAction<HomeNotice>) {
      state.notice = action.payload;
      state.announcements ??= action.payload.popup;
    },
    announcementsClosed(state) {
      state.announcements = [];
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(gamesIntents.lanesRequested, (state) => {
        if (state.lanesStatus !== 'ready') state.lanesStatus = 'loading';
      })
      .addCase(gamesIntents.lobbyQueried, (state, action) => {
        state.lobby.query = action.payload.query;
        state.lobby.view = action.payload.view;
        state.lobby.status = 'loading';
      })
      .addCase(gamesIntents.launchRequested, (state) => {
        state.launchFailure = null;
      }),
});

export const gamesActions = gamesSlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    /** Joins when the games feature first loads. */
    games?: GamesState;
  }
}
