import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement, Game, GameCategory, HomeNotice, VendorCard, VendorLane } from '@portal/contracts';

export type LobbyQuery = { gameType: GameCategory; vassalage?: string; gameName?: string; gameClassify?: string; pageNo: number };
export type LobbyView = 'all' | 'favourites' | 'recent';
export type Room = { roomId: number; name: string; vassalage: string; minBet: number; players: number };
export type Launchable = {
  nodeId?: number;
  roomId?: number;
  vassalage: string;
  gameType: GameCategory;
  accountTypeName?: string;
  code?: string;
  defaultPlayType?: string;
};

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
  launch: { status: 'idle' | 'launching' | 'failed'; recommended: Game[]; message: string | null };
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
  launch: { status: 'idle', recommended: [], message: null },
  notice: null,
  announcements: null,
};

export const gamesSlice = createSlice({
  name: 'games',
  initialState: initialGamesState,
  reducers: {
    lanesRequested(state) {
      if (state.lanesStatus !== 'ready') state.lanesStatus = 'loading';
    },
    lanesLoaded(state, action: PayloadAction<VendorLane[]>) {
      state.lanes = action.payload;
      state.lanesStatus = 'ready';
    },
    lanesFailed(state) {
      state.lanesStatus = 'failed';
    },
    hotRequested() {},
    hotLoaded(state, action: PayloadAction<Game[]>) {
      state.hot = action.payload;
    },
    classifyLoaded(state, action: PayloadAction<Record<string, Record<string, string[]>>>) {
      state.classify = action.payload;
    },
    lobbyQueried(state, action: PayloadAction<{ query: LobbyQuery; view: LobbyView }>) {
      state.lobby.query = action.payload.query;
      state.lobby.view = action.payload.view;
      state.lobby.status = 'loading';
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
    favouriteToggled(_state, _action: PayloadAction<Game>) {},
    vendorOpened(_state, _action: PayloadAction<VendorCard>) {},
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
    launchRequested(state, _action: PayloadAction<Launchable>) {
      state.launch = { status: 'launching', recommended: [], message: null };
    },
    launchFailed(state, action: PayloadAction<{ message: string; recommended?: Game[] }>) {
      state.launch = { status: 'failed', recommended: action.payload.recommended ?? [], message: action.payload.message };
    },
    launchSettled(state) {
      state.launch = { status: 'idle', recommended: [], message: null };
    },
    noticeLoaded(state, action: PayloadAction<HomeNotice>) {
      state.notice = action.payload;
      state.announcements ??= action.payload.popup;
    },
    announcementsClosed(state) {
      state.announcements = [];
    },
  },
});

export const gamesActions = gamesSlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    /** Joins when the games feature first loads. */
    games?: GamesState;
  }
}
