import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement, Game, HomeNotice, VendorCard, VendorLane } from '@portal/contracts';
import type { ErrorInfo } from '../../shared/http/api-error';
import { gamesIntents } from './intents';
import type { LobbyQuery, LobbyView, Room } from './types';

/**
 * A launch that failed: its code, games to try instead, and, for vendor_under_maintenance, the maintenance
 * window in epoch ms (either end may be unknown).
 */
export type FailedLaunch = { error: ErrorInfo; recommended: Game[]; window?: { startTime?: number; endTime?: number } };

/** Where a loaded list stands; a failed one keeps its error (a code the component turns into text). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type GamesState = {
  lanes: VendorLane[];
  lanesStatus: LoadStatus;
  lanesError: ErrorInfo | null;
  hot: Game[];
  hotStatus: LoadStatus;
  hotError: ErrorInfo | null;
  classify: Record<string, Record<string, string[]>>;
  lobby: {
    query: LobbyQuery | null;
    view: LobbyView;
    games: Game[];
    totalPages: number;
    totalCount: number;
    status: LoadStatus;
    error: ErrorInfo | null;
  };
  favourites: number[];
  popup: { card: VendorCard; games: Game[]; rooms: Room[]; status: 'loading' | 'ready' | 'failed'; error: ErrorInfo | null } | null;
  /** The last launch's failure, as a code the dialog turns into text, with games to try instead. */
  launchFailure: FailedLaunch | null;
  notice: HomeNotice | null;
  /** A failed notice leaves the pages without banners; the home page asks for it again. */
  noticeStatus: LoadStatus;
  announcements: Announcement[] | null;
};

export const initialGamesState: GamesState = {
  lanes: [],
  lanesStatus: 'idle',
  lanesError: null,
  hot: [],
  hotStatus: 'idle',
  hotError: null,
  classify: {},
  lobby: { query: null, view: 'all', games: [], totalPages: 1, totalCount: 0, status: 'idle', error: null },
  favourites: [],
  popup: null,
  launchFailure: null,
  notice: null,
  noticeStatus: 'idle',
  announcements: null,
};

export const gamesSlice = createSlice({
  name: 'games',
  initialState: initialGamesState,
  reducers: {
    lanesLoaded(state, action: PayloadAction<VendorLane[]>) {
      state.lanes = action.payload;
      state.lanesStatus = 'ready';
      state.lanesError = null;
    },
    lanesFailed(state, action: PayloadAction<ErrorInfo>) {
      state.lanesStatus = 'failed';
      state.lanesError = action.payload;
    },
    hotLoaded(state, action: PayloadAction<Game[]>) {
      state.hot = action.payload;
      state.hotStatus = 'ready';
      state.hotError = null;
    },
    hotFailed(state, action: PayloadAction<ErrorInfo>) {
      state.hotStatus = 'failed';
      state.hotError = action.payload;
    },
    classifyLoaded(state, action: PayloadAction<Record<string, Record<string, string[]>>>) {
      state.classify = action.payload;
    },
    lobbyLoaded(state, action: PayloadAction<{ games: Game[]; totalPages: number; totalCount: number }>) {
      Object.assign(state.lobby, action.payload, { status: 'ready', error: null });
    },
    lobbyFailed(state, action: PayloadAction<ErrorInfo>) {
      state.lobby.status = 'failed';
      state.lobby.error = action.payload;
    },
    favouritesLoaded(state, action: PayloadAction<number[]>) {
      state.favourites = action.payload;
    },
    popupShown(state, action: PayloadAction<VendorCard>) {
      state.popup = { card: action.payload, games: [], rooms: [], status: 'loading', error: null };
    },
    popupLoaded(state, action: PayloadAction<{ games?: Game[]; rooms?: Room[] }>) {
      if (state.popup)
        state.popup = { ...state.popup, games: action.payload.games ?? [], rooms: action.payload.rooms ?? [], status: 'ready' };
    },
    popupFailed(state, action: PayloadAction<ErrorInfo>) {
      if (state.popup) Object.assign(state.popup, { status: 'failed', error: action.payload });
    },
    popupClosed(state) {
      state.popup = null;
    },
    launchFailed(state, action: PayloadAction<FailedLaunch>) {
      state.launchFailure = action.payload;
    },
    launchFailureClosed(state) {
      state.launchFailure = null;
    },
    noticeLoaded(state, action: PayloadAction<HomeNotice>) {
      state.notice = action.payload;
      state.noticeStatus = 'ready';
      state.announcements ??= action.payload.popup;
    },
    /** Popups of a login join those showing (or waiting), each once. */
    popupsArrived(state, action: PayloadAction<Announcement[]>) {
      const shown = new Set((state.announcements ?? []).map((a) => a.id));
      state.announcements = [...(state.announcements ?? []), ...action.payload.filter((a) => !shown.has(a.id))];
    },
    noticeFailed(state) {
      state.noticeStatus = 'failed';
    },
    /** The ids the popup showed: they are not shown again in this session (the saga keeps them). */
    announcementsClosed(state, _action: PayloadAction<number[]>) {
      state.announcements = [];
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(gamesIntents.lanesRequested, (state) => {
        if (state.lanesStatus !== 'ready') state.lanesStatus = 'loading';
      })
      .addCase(gamesIntents.hotRequested, (state) => {
        // A list already shown stays while it refreshes.
        if (state.hotStatus !== 'ready') state.hotStatus = 'loading';
      })
      .addCase(gamesIntents.lobbyQueried, (state, action) => {
        state.lobby.query = action.payload.query;
        state.lobby.view = action.payload.view;
        state.lobby.status = 'loading';
      })
      .addCase(gamesIntents.lobbyRetried, (state) => {
        if (state.lobby.query) state.lobby.status = 'loading';
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
