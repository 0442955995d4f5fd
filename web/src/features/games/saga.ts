import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { Game, HomeNotice, VendorCard, VendorLane } from '@portal/contracts';
import { GameCode, maintenanceValueSchema } from '@portal/contracts';
import { delay, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { accessActions, checkRealAccount, hasToken } from '../../shared/access/access';
import { ApiError, ClientErrorCode, isApiError, toErrorInfo } from '../../shared/http/api-error';
import { fromI18nCode } from '../../shared/i18n/languages';
import { SessionKey } from '../../shared/storage/keys';
import { session } from '../../shared/storage/web-storage';
import type { RootState } from '../../shared/store/root-state';
import { contextOf, request } from '../../shared/store/saga-context';
import * as api from './api';
import { gamesIntents } from './intents';
import { redoable } from '../../shared/remote/remote-saga';
import { lotteryFlow } from './lottery-route';
import { rememberLaunchedGame } from '../../shared/launch/launched-games';
import { selectClassify, selectFavouriteIds, selectLobby, selectNoticeStatus } from './selectors';
import { gamesActions, type FailedLaunch } from './slice';
import type { Launchable } from './types';

const SEARCH_DEBOUNCE_MS = 300;

/** A typed select: `yield*` gives the selector's result. */
function* selected<T>(selector: (state: RootState) => T): Generator<unknown, T, unknown> {
  return (yield select(selector)) as T;
}

/** Vendors are cached in sessionStorage and fetched again only when the cache is flushed. */
function* loadLanes() {
  const cached = session.getJson<VendorLane[]>(SessionKey.GameVendor);
  if (Array.isArray(cached)) {
    yield put(gamesActions.lanesLoaded(cached));
    return;
  }
  try {
    const { data } = yield* request(api.fetchVendors);
    session.setJson(SessionKey.GameVendor, data.lanes);
    yield put(gamesActions.lanesLoaded(data.lanes));
  } catch (error) {
    yield put(gamesActions.lanesFailed(toErrorInfo(error)));
  }
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
function* loadNotice() {
  const cached = session.getJson<HomeNotice>(SessionKey.Notice);
  // A notice cached in the shape before `player` (spec 02) is asked for again.
  if (cached?.banners && Array.isArray(cached.player)) {
    yield put(gamesActions.noticeLoaded(withUnseenPopup(cached)));
    return;
  }
  try {
    const notice = yield* request(api.fetchHomeNotice);
    session.setJson(SessionKey.Notice, notice);
    yield put(gamesActions.noticeLoaded(withUnseenPopup(notice)));
  } catch {
    // No banners or announcements: the pages still work, and the home page asks again.
    yield put(gamesActions.noticeFailed());
  }
}

/** After a login the relay's popups for it (A, or F on a first login), those not seen yet this session. */
function* loadLoginPopups({ payload }: ReturnType<typeof accessActions.loggedIn>) {
  try {
    const popup = yield* request(api.fetchLoginPopups, payload.firstTimeLogin);
    const seen = seenAnnouncements();
    yield put(gamesActions.popupsArrived(popup.filter((a) => !seen.has(a.id))));
  } catch {
    // No popups this time: nothing else waits for them.
  }
}

/** Only a notice that failed is asked for again: one that loads or is loading stays. */
function* reloadNotice() {
  if ((yield* selected(selectNoticeStatus)) === 'failed') yield* loadNotice();
}

function* loadHot() {
  try {
    const { list } = yield* request(api.fetchHotGames);
    yield put(gamesActions.hotLoaded(list));
  } catch (error) {
    yield put(gamesActions.hotFailed(toErrorInfo(error)));
  }
}

function* loadClassify() {
  if (Object.keys(yield* selected(selectClassify)).length > 0) return;
  try {
    const { content } = yield* request(api.fetchVassGameType);
    yield put(gamesActions.classifyLoaded(content));
  } catch {
    // The filter stays empty.
  }
}

/** The lobby's list (the query the slice holds): searched and paged by the server; a typed search waits for a pause, Try again does not. */
function* queryLobby(action: Action) {
  const { query, view } = yield* selected(selectLobby);
  if (!query) return;
  if (query.gameName && gamesIntents.lobbyQueried.match(action)) yield delay(SEARCH_DEBOUNCE_MS);
  try {
    if (view === 'favourites' || view === 'recent') {
      if (!hasToken()) {
        yield put(gamesActions.lobbyLoaded({ games: [], totalPages: 1, totalCount: 0 }));
        yield put(accessActions.loginPromptRequested());
        return;
      }
      if (view === 'favourites') {
        const { content, totalPages } = yield* request(api.fetchFavouriteList, query.gameType, query.pageNo);
        yield put(gamesActions.lobbyLoaded({ games: content, totalPages, totalCount: content.length }));
      } else {
        const { list, totalPages } = yield* request(api.fetchRecentGames, query.pageNo);
        yield put(gamesActions.lobbyLoaded({ games: list, totalPages, totalCount: list.length }));
      }
      return;
    }
    const result = yield* request(api.fetchGameList, {
      gameType: query.gameType,
      pageNo: query.pageNo,
      pageSize: 42,
      ...(query.vassalage ? { vassalage: query.vassalage } : {}),
      ...(query.gameName ? { gameName: query.gameName } : {}),
      ...(query.gameClassify ? { gameClassify: query.gameClassify } : {}),
    });
    yield put(gamesActions.lobbyLoaded(result));
  } catch (error) {
    yield put(gamesActions.lobbyFailed(toErrorInfo(error)));
  }
}

function* loadFavourites(action?: PayloadAction<boolean>) {
  if (action && !action.payload) {
    yield put(gamesActions.favouritesLoaded([]));
    return;
  }
  if (!hasToken()) return;
  try {
    const ids = yield* request(api.fetchFavouriteIds);
    yield put(gamesActions.favouritesLoaded(ids));
  } catch {
    // Stars stay empty.
  }
}

/** Favourites need a token; otherwise the login popup. A favourite is removed, anything else added. */
function* toggleFavourite(action: PayloadAction<Game>) {
  if (!hasToken()) {
    yield put(accessActions.loginPromptRequested());
    return;
  }
  const game = action.payload;
  const favourites = yield* selected(selectFavouriteIds);
  try {
    const ids = yield* request(api.changeFavourite, !favourites.includes(game.nodeId), {
      nodeId: game.nodeId,
      vendor: game.vassalage,
      gameType: game.gameType,
    });
    yield put(gamesActions.favouritesLoaded(ids));
  } catch {
    // The star keeps its state.
  }
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
  try {
    if (card.gameType === 'PVP') {
      const { content } = yield* request(api.fetchRooms, card.vassalage);
      yield put(gamesActions.popupLoaded({ rooms: content }));
    } else {
      const { games } = yield* request(api.fetchGameList, { gameType: card.gameType, vassalage: card.vassalage, pageNo: 1, pageSize: 100 });
      yield put(gamesActions.popupLoaded({ games }));
    }
  } catch (error) {
    yield put(gamesActions.popupFailed(toErrorInfo(error)));
  }
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
    seaWindow?.close();
    // A 401, or login.not.session (the http client gives it status 401): request() started the session-expired
    // flow, which redoes this launch after the login, so no dialog here.
    if (!isApiError(error) || error.status !== 401) yield put(gamesActions.launchFailed(launchFailureOf(error)));
  }
}

export function* gamesSaga() {
  yield fork(loadLanes);
  yield fork(loadNotice);
  yield fork(loadFavourites);
  yield takeLeading(gamesIntents.lanesRequested, loadLanes);
  yield takeLatest(gamesIntents.hotRequested, loadHot);
  yield takeLeading(gamesIntents.noticeRequested, reloadNotice);
  yield takeEvery(gamesActions.announcementsClosed, rememberSeenAnnouncements);
  yield takeLatest(accessActions.loggedIn, loadLoginPopups);
  yield takeLatest([gamesIntents.lobbyQueried, gamesIntents.lobbyRetried], queryLobby);
  yield takeLeading([gamesIntents.lobbyQueried, gamesIntents.lobbyRetried], loadClassify);
  yield takeLatest(accessActions.sessionChanged, loadFavourites);
  yield takeEvery(gamesIntents.favouriteToggled, redoable(toggleFavourite));
  yield takeLatest(gamesIntents.vendorOpened, openVendor);
  yield takeLeading(gamesIntents.launchRequested, redoable(launch));
}
