import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement, Game, HomeNotice, VendorCard, VendorLane } from '@portal/contracts';
import { newestFirst } from '../../shared/announcements/announcements';
import type { ErrorInfo } from '../../shared/http/api-error';
import { idleRemote as idle, remoteReducers, type Remote } from '../../shared/remote/remote';
import { gamesIntents } from './intents';
import type { LobbyAsk, LobbyPage, Room } from './types';

/**
 * A launch that failed: its code, games to try instead, and, for vendor_under_maintenance, the maintenance
 * window in epoch ms (either end may be unknown).
 */
export type FailedLaunch = { error: ErrorInfo; recommended: Game[]; window?: { startTime?: number; endTime?: number } };

/** A FISH or PVP vendor's popup: its card and the games or rooms read for it. */
export type VendorPopup = Remote<{ games: Game[]; rooms: Room[] }> & { card: VendorCard };

export type GamesState = {
  lanes: Remote<VendorLane[]>;
  hot: Remote<Game[]>;
  classify: Remote<Record<string, Record<string, string[]>>>;
  /** The lobby's page of games, and what was asked for it (the query and the view). */
  lobby: Remote<LobbyPage, LobbyAsk>;
  /**
   * The player's starred game ids. A star changed is shown at once; the change's answer is the new list. A
   * change that failed puts the stars back as they were and keeps its failure (query: the change asked).
   */
  favourites: Remote<number[], { nodeId: number; on: boolean } | null>;
  popup: VendorPopup | null;
  /** The last launch's failure, as a code the dialog turns into text, with games to try instead. */
  launchFailure: FailedLaunch | null;
  /** Banners and announcements; a failed notice leaves the pages without banners, the home page asks again. */
  notice: Remote<HomeNotice | null>;
  announcements: Announcement[] | null;
};

export const emptyLobbyPage: LobbyPage = { games: [], totalPages: 1, totalCount: 0 };

export const initialGamesState: GamesState = {
  lanes: idle([]),
  hot: idle([]),
  classify: idle({}),
  lobby: idle(emptyLobbyPage),
  favourites: idle([]),
  popup: null,
  launchFailure: null,
  notice: idle(null),
  announcements: null,
};

/** The values read through shared/remote (keyed loads: loadStarted, loadSucceeded, loadFailed, loadCancelled). */
export type GamesKey = 'lanes' | 'hot' | 'classify' | 'lobby' | 'favourites' | 'popup' | 'notice';

/** A closed popup's late answer lands here and is forgotten. */
const closedPopup = () => idle<unknown>(null);

export const gamesSlice = createSlice({
  name: 'games',
  initialState: initialGamesState,
  reducers: {
    ...remoteReducers<GamesState, GamesKey>((state, key) =>
      key === 'popup' ? (state.popup ?? closedPopup()) : (state[key] as Remote<unknown>),
    ),
    /** A star changed before the server answers (`on`: starred); a failed change is put back the same way. */
    favouriteMarked(state, action: PayloadAction<{ nodeId: number; on: boolean }>) {
      const { nodeId, on } = action.payload;
      const ids = state.favourites.value.filter((id) => id !== nodeId);
      state.favourites.value = on ? [...ids, nodeId] : ids;
    },
    /** Logout: no stars (a visitor has none). */
    favouritesCleared(state) {
      state.favourites = idle([]);
    },
    popupShown(state, action: PayloadAction<VendorCard>) {
      state.popup = { ...idle({ games: [], rooms: [] }), card: action.payload };
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
    /** The notice's popup announcements, shown once (a later notice read does not bring them back). */
    noticeAnnouncements(state, action: PayloadAction<Announcement[]>) {
      state.announcements ??= newestFirst(action.payload);
    },
    /** Popups of a login join those showing (or waiting), each once, newest first. */
    popupsArrived(state, action: PayloadAction<Announcement[]>) {
      const shown = new Set((state.announcements ?? []).map((a) => a.id));
      state.announcements = newestFirst([...(state.announcements ?? []), ...action.payload.filter((a) => !shown.has(a.id))]);
    },
    /** The ids the popup showed: they are not shown again in this session (the saga keeps them). */
    announcementsClosed(state, _action: PayloadAction<number[]>) {
      state.announcements = [];
    },
  },
  extraReducers: (builder) =>
    builder.addCase(gamesIntents.launchRequested, (state) => {
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
