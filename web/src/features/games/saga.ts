import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { Game, HomeNotice, VendorCard, VendorLane } from '@portal/contracts';
import { GameCode, maintenanceValueSchema } from '@portal/contracts';
import { delay, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { accessActions, checkRealAccount, hasToken } from '../../shared/access/access';
import { ApiError, ClientErrorCode, isApiError, toErrorInfo } from '../../shared/http/api-error';
import { fromI18nCode } from '../../shared/i18n/languages';
import { takeLanguageChanges } from '../../shared/i18n/language-changes';
import { SessionKey } from '../../shared/storage/keys';
import { session } from '../../shared/storage/web-storage';
import type { RootState } from '../../shared/store/root-state';
import { contextOf, request } from '../../shared/store/saga-context';
import type { HttpClient } from '../../shared/http/http-client';
import { ensureRemote, fetchRemote, fetchUnlessServed, redoable, type RemoteSource } from '../../shared/remote/remote-saga';
import * as api from './api';
import { gamesIntents } from './intents';
import { lotteryFlow } from './lottery-route';
import { rememberLaunchedGame } from '../../shared/launch/launched-games';
import { selectFavouriteIds, selectGames, selectLobby } from './selectors';
import { emptyLobbyPage, gamesActions, type FailedLaunch, type GamesKey } from './slice';
import type { Launchable, LobbyAsk, LobbyPage } from './types';

const SEARCH_DEBOUNCE_MS = 300;

/** A typed select: `yield*` gives the selector's result. */
function* selected<T>(selector: (state: RootState) => T): Generator<unknown, T, unknown> {
  return (yield select(selector)) as T;
}

/** Where the games feature keeps its read values (shared/remote). */
const remotes: RemoteSource<GamesKey> = {
  actions: gamesActions,
  select: (s, key) => {
    const games = selectGames(s);
    return key === 'popup' ? (games.popup ?? undefined) : games[key];
  },
};

/** Vendors are cached in sessionStorage and fetched again only when the cache is flushed. */
async function readLanes(http: HttpClient): Promise<VendorLane[]> {
  const cached = session.getJson<VendorLane[]>(SessionKey.GameVendor);
  if (Array.isArray(cached)) return cached;
  const { data } = await api.fetchVendors(http);
  session.setJson(SessionKey.GameVendor, data.lanes);
  return data.lanes;
}

/** Read once and kept: asked again (Try again, another page) only when it failed. */
function* loadLanes() {
  yield* ensureRemote(remotes, 'lanes', readLanes);
}

/**
 * A popup announcement shows once per session: closing the popup keeps the ids it showed in
 * sessionStorage, so a reload or another visit to the home page in this tab does not bring them back,
 * while a new announcement, or a new session, does.
 */
const seenAnnouncements = () => new Set(session.getJson<number[]>(SessionKey.AnnouncementsSeen) ?? []);
const withUnseenPopup = (notice: HomeNotice): HomeNotice => {
  const seen = seenAnnouncements();
  return { ...notice, popup: notice.popup.filter((a) => !seen.has(a.id)) };
};

function rememberSeenAnnouncements({ payload }: ReturnType<typeof gamesActions.announcementsClosed>) {
  session.setJson(SessionKey.AnnouncementsSeen, [...new Set([...seenAnnouncements(), ...payload])]);
}

/** The notice (banners, announcements) is cached in sessionStorage too. */
async function readNotice(http: HttpClient): Promise<HomeNotice> {
  const cached = session.getJson<HomeNotice>(SessionKey.Notice);
  // A notice cached in the shape before `player` (spec 02) is asked for again.
  if (cached?.banners && Array.isArray(cached.player)) return withUnseenPopup(cached);
  const notice = await api.fetchHomeNotice(http);
  session.setJson(SessionKey.Notice, notice);
  return withUnseenPopup(notice);
}

/** A failed notice leaves the pages without banners or announcements; only a failed one is asked for again. */
function* loadNotice() {
  const notice = yield* ensureRemote(remotes, 'notice', readNotice);
  // The popups are the browser's: which this session has seen is in its storage, so a server's render leaves them
  // out and the page, hydrated from that state, picks the unseen ones itself.
  if (notice && !(yield* contextOf('server'))) yield put(gamesActions.noticeAnnouncements(withUnseenPopup(notice).popup));
}

/**
 * The server words the notice (its announcements and promotions) in the language of the call's Language header
 * (spec 03, "Envelope and headers"): when the player picks another language the cached one is dropped and the
 * notice asked for again, so the announcements and the banners' promotion titles follow the page's texts.
 */
function* reloadNoticeOnLanguageChange() {
  yield* takeLanguageChanges(function* reloadNotice() {
    session.remove(SessionKey.Notice);
    yield* fetchRemote(remotes, 'notice', null, readNotice);
  });
}

/** After a login the relay's popups for it (A, or F on a first login), those not seen yet this session. */
function* loadLoginPopups({ payload }: ReturnType<typeof accessActions.loggedIn>) {
  // Its own catch: these popups are no value a page shows or waits for (they join the announcements), so a
  // failure has nowhere to show and nothing to retry; the next login asks again.
  try {
    const popup = yield* request(api.fetchLoginPopups, payload.firstTimeLogin);
    const seen = seenAnnouncements();
    yield put(gamesActions.popupsArrived(popup.filter((a) => !seen.has(a.id))));
  } catch {
    // No popups this time.
  }
}

/** How long the hot games and the lobby's list a server's page came with are kept as they are once hydrated. */
export const SERVED_FRESH_MS = 60_000;

const readHot = async (http: HttpClient) => (await api.fetchHotGames(http)).list;

function* loadHot() {
  yield* fetchUnlessServed(remotes, 'hot', null, SERVED_FRESH_MS, readHot);
}

const readClassify = async (http: HttpClient) => (await api.fetchVassGameType(http)).content;

/** The filter's classifications: read once; a failure leaves the filter empty and the next lobby query asks again. */
function* loadClassify() {
  yield* ensureRemote(remotes, 'classify', readClassify);
}

/** A page of the lobby's view: the favourites or recent games of a player, or the server's search. */
async function readLobby(http: HttpClient, { query, view }: LobbyAsk): Promise<LobbyPage> {
  if (view === 'favourites') {
    const { content, totalPages } = await api.fetchFavouriteList(http, query.gameType, query.pageNo);
    return { games: content, totalPages, totalCount: content.length };
  }
  if (view === 'recent') {
    const { list, totalPages } = await api.fetchRecentGames(http, query.pageNo);
    return { games: list, totalPages, totalCount: list.length };
  }
  return api.fetchGameList(http, {
    gameType: query.gameType,
    pageNo: query.pageNo,
    pageSize: 42,
    ...(query.vassalage ? { vassalage: query.vassalage } : {}),
    ...(query.gameName ? { gameName: query.gameName } : {}),
    ...(query.gameClassify ? { gameClassify: query.gameClassify } : {}),
  });
}

const noGames = async (): Promise<LobbyPage> => emptyLobbyPage;

/** The lobby's list: searched and paged by the server; a typed search waits for a pause, Try again asks the last query again. */
function* queryLobby(action: Action) {
  const ask = gamesIntents.lobbyQueried.match(action) ? action.payload : (yield* selected(selectLobby)).query;
  if (!ask) return;
  if (ask.query.gameName && gamesIntents.lobbyQueried.match(action)) yield delay(SEARCH_DEBOUNCE_MS);
  if (ask.view !== 'all' && !hasToken()) {
    // A visitor's favourites and recent games are none: the list is empty and the login is offered.
    yield* fetchRemote(remotes, 'lobby', ask, noGames);
    yield put(accessActions.loginPromptRequested());
    return;
  }
  yield* fetchUnlessServed(remotes, 'lobby', ask, SERVED_FRESH_MS, readLobby, ask);
}

function* loadFavourites(action?: PayloadAction<boolean>) {
  if (action && !action.payload) {
    yield put(gamesActions.favouritesCleared());
    return;
  }
  if (!hasToken()) return;
  // A failure leaves the stars empty (and kept as failed): the next login or star reads them again.
  yield* fetchRemote(remotes, 'favourites', null, api.fetchFavouriteIds);
}

/**
 * Favourites need a token; otherwise the login popup. A favourite is removed, anything else added. The star
 * (and, in the Favourites view, the card) changes at once; the answer is the new list, and a failure puts the
 * star back, keeping the failure's code for its text.
 */
function* toggleFavourite(action: PayloadAction<Game>) {
  if (!hasToken()) {
    yield put(accessActions.loginPromptRequested());
    return;
  }
  const game = action.payload;
  const on = !(yield* selected(selectFavouriteIds)).includes(game.nodeId);
  yield put(gamesActions.favouriteMarked({ nodeId: game.nodeId, on }));
  const ids = yield* fetchRemote(remotes, 'favourites', { nodeId: game.nodeId, on }, api.changeFavourite, on, {
    nodeId: game.nodeId,
    vendor: game.vassalage,
    gameType: game.gameType,
  });
  if (!ids) yield put(gamesActions.favouriteMarked({ nodeId: game.nodeId, on: !on }));
}

/** A FISH vendor's games, or a PVP vendor's rooms. */
async function readPopup(http: HttpClient, card: VendorCard) {
  if (card.gameType === 'PVP') return { games: [], rooms: (await api.fetchRooms(http, card.vassalage)).content };
  const { games } = await api.fetchGameList(http, { gameType: card.gameType, vassalage: card.vassalage, pageNo: 1, pageSize: 100 });
  return { games, rooms: [] };
}

/** A vendor entry: RNG goes to the slots lobby of that vendor; FISH and PVP open a popup list. */
function* openVendor(action: PayloadAction<VendorCard>) {
  const card = action.payload;
  if (card.gameType === 'RNG') {
    const navigate = yield* contextOf('navigate');
    session.set(SessionKey.CurrentVassalage, card.vassalage);
    navigate(`/rng?vassalage=${encodeURIComponent(card.vassalage)}`);
    return;
  }
  yield put(gamesActions.popupShown(card));
  yield* fetchRemote(remotes, 'popup', card, readPopup, card);
}

/**
 * What the dialog shows of a failed launch: a vendor_under_maintenance failure brings its window and games to
 * try instead (a value that does not fit the contract is left out, the failure itself still shows).
 */
function launchFailureOf(error: unknown): FailedLaunch {
  const failure: FailedLaunch = { error: toErrorInfo(error), recommended: [] };
  if (!isApiError(error) || error.code !== GameCode.Maintenance) return failure;
  const parsed = maintenanceValueSchema.safeParse(error.value);
  if (!parsed.success) return failure;
  const { startTime, endTime, recommended } = parsed.data;
  return {
    ...failure,
    recommended: recommended ?? [],
    ...((startTime !== undefined || endTime !== undefined) && {
      window: { ...(startTime !== undefined && { startTime }), ...(endTime !== undefined && { endTime }) },
    }),
  };
}

/** The window TCG_SEA plays in, opened while the click still counts as the player's (popup blockers). */
const openSeaWindow = () => window.open('about:blank', 'tcg_sea', 'width=1200,height=800');

/** The launch's address, remembered so that a frame of this tab may show it. */
function* launchAddress(game: Launchable, flow: ReturnType<typeof lotteryFlow>) {
  const { content } =
    flow.kind === 'window'
      ? yield* request(api.launchSeaLottery, fromI18nCode((yield* contextOf('i18n')).language), flow.gameCode)
      : yield* request(game.roomId ? api.launchGameV2 : api.launchGame, {
          vassalage: game.vassalage,
          gameType: game.gameType,
          ...(game.roomId ? { roomId: game.roomId } : { nodeId: game.nodeId }),
        });
  const url = content.game_url ?? content.game_url2;
  if (!url) throw new ApiError(ClientErrorCode.BadResponse, 'The launch answered no address');
  rememberLaunchedGame(url);
  return url;
}

/** Spec 02, section 4: login, then trial, then the lottery flow or a third-party launch shown on /game. */
function* launch(action: PayloadAction<Launchable>) {
  const game = action.payload;
  const navigate = yield* contextOf('navigate');
  const access = checkRealAccount();
  if (access !== 'ok') {
    yield put(access === 'login' ? accessActions.loginPromptRequested() : accessActions.trialWarningRequested());
    return;
  }
  const flow = lotteryFlow(game);
  if (flow.kind === 'route') {
    yield put(gamesActions.popupClosed());
    navigate(flow.path);
    return;
  }
  // TCG_SEA opens its own provider window; every other game plays on /game.
  const seaWindow = flow.kind === 'window' ? openSeaWindow() : null;
  try {
    const url = yield* launchAddress(game, flow);
    yield put(gamesActions.popupClosed());
    if (flow.kind !== 'window') navigate(`/game?url=${encodeURIComponent(url)}`);
    else if (seaWindow) seaWindow.location.href = new URL(url, window.location.href).href;
    else window.open(url, 'tcg_sea', 'width=1200,height=800');
  } catch (error) {
    // Its own catch: a failed launch is no value a page reads but a dialog with the games to try instead
    // (launchFailureOf), and the provider window opened for the click must be closed.
    seaWindow?.close();
    // A 401, or login.not.session (the http client gives it status 401): request() started the session-expired
    // flow, which redoes this launch after the login, so no dialog here.
    if (!isApiError(error) || error.status !== 401) yield put(gamesActions.launchFailed(launchFailureOf(error)));
  }
}

export function* gamesSaga() {
  yield fork(loadLanes);
  yield fork(loadNotice);
  yield fork(reloadNoticeOnLanguageChange);
  yield fork(loadFavourites);
  yield takeLeading(gamesIntents.lanesRequested, loadLanes);
  yield takeLatest(gamesIntents.hotRequested, loadHot);
  yield takeLeading(gamesIntents.noticeRequested, loadNotice);
  yield takeEvery(gamesActions.announcementsClosed, rememberSeenAnnouncements);
  yield takeLatest(accessActions.loggedIn, loadLoginPopups);
  yield takeLatest([gamesIntents.lobbyQueried, gamesIntents.lobbyRetried], queryLobby);
  yield takeLeading([gamesIntents.lobbyQueried, gamesIntents.lobbyRetried], loadClassify);
  yield takeLatest(accessActions.sessionChanged, loadFavourites);
  yield takeEvery(gamesIntents.favouriteToggled, redoable(toggleFavourite));
  yield takeLatest(gamesIntents.vendorOpened, openVendor);
  yield takeLeading(gamesIntents.launchRequested, redoable(launch));
}
