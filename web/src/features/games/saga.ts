import type { PayloadAction } from '@reduxjs/toolkit';
import type { Game, GameCategory, HomeNotice, VendorCard, VendorLane } from '@portal/contracts';
import { GameCode } from '@portal/contracts';
import { call, delay, fork, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { accessActions, checkRealAccount, hasToken } from '../../shared/access/access';
import { isApiError, toErrorInfo } from '../../shared/http/api-error';
import type { HttpClient } from '../../shared/http/http-client';
import { SessionKey } from '../../shared/storage/keys';
import { session } from '../../shared/storage/web-storage';
import * as api from './api';
import { gamesActions, type Launchable, type LobbyQuery, type LobbyView } from './slice';
import { lotteryRoute } from './lottery-route';
import type { GamesState } from './slice';

type Navigate = (path: string) => void;
const SEARCH_DEBOUNCE_MS = 300;

/** Vendors are cached in sessionStorage and fetched again only when the cache is flushed. */
function* loadLanes() {
  const cached = session.getJson<VendorLane[]>(SessionKey.GameVendor);
  if (Array.isArray(cached)) {
    yield put(gamesActions.lanesLoaded(cached));
    return;
  }
  const http: HttpClient = yield getContext('http');
  try {
    const { data }: { data: { lanes: VendorLane[] } } = yield call(api.fetchVendors, http);
    session.setJson(SessionKey.GameVendor, data.lanes);
    yield put(gamesActions.lanesLoaded(data.lanes));
  } catch {
    yield put(gamesActions.lanesFailed());
  }
}

/** The notice (banners, announcements) is cached in sessionStorage too. */
function* loadNotice() {
  const cached = session.getJson<HomeNotice>(SessionKey.Notice);
  if (cached?.banners) {
    yield put(gamesActions.noticeLoaded(cached));
    return;
  }
  const http: HttpClient = yield getContext('http');
  try {
    const notice: HomeNotice = yield call(api.fetchHomeNotice, http);
    session.setJson(SessionKey.Notice, notice);
    yield put(gamesActions.noticeLoaded(notice));
  } catch {
    // No banners or announcements: the pages still work.
  }
}

function* loadHot() {
  const http: HttpClient = yield getContext('http');
  try {
    const { list }: { list: Game[] } = yield call(api.fetchHotGames, http);
    yield put(gamesActions.hotLoaded(list));
  } catch {
    yield put(gamesActions.hotLoaded([]));
  }
}

function* loadClassify() {
  const { games }: { games: GamesState } = yield select();
  if (Object.keys(games.classify).length > 0) return;
  const http: HttpClient = yield getContext('http');
  try {
    const { content }: { content: Record<string, Record<string, string[]>> } = yield call(api.fetchVassGameType, http);
    yield put(gamesActions.classifyLoaded(content));
  } catch {
    // The filter stays empty.
  }
}

/** The lobby's list: searched and paged by the server; a typed search waits for a pause. */
function* queryLobby(action: PayloadAction<{ query: LobbyQuery; view: LobbyView }>) {
  const { query, view } = action.payload;
  const http: HttpClient = yield getContext('http');
  if (query.gameName) yield delay(SEARCH_DEBOUNCE_MS);
  try {
    if (view === 'favourites' || view === 'recent') {
      if (!hasToken()) {
        yield put(gamesActions.lobbyLoaded({ games: [], totalPages: 1, totalCount: 0 }));
        yield put(accessActions.loginPromptRequested());
        return;
      }
      if (view === 'favourites') {
        const list: { content: Game[]; totalPages: number } = yield call(api.fetchFavoriteList, http, query.gameType, query.pageNo);
        yield put(gamesActions.lobbyLoaded({ games: list.content, totalPages: list.totalPages, totalCount: list.content.length }));
      } else {
        const list: { list: Game[]; totalPages: number } = yield call(api.fetchRecentGames, http, query.pageNo);
        yield put(gamesActions.lobbyLoaded({ games: list.list, totalPages: list.totalPages, totalCount: list.list.length }));
      }
      return;
    }
    const result: { games: Game[]; totalPages: number; totalCount: number } = yield call(api.fetchGameList, http, {
      gameType: query.gameType,
      pageNo: query.pageNo,
      pageSize: 42,
      ...(query.vassalage ? { vassalage: query.vassalage } : {}),
      ...(query.gameName ? { gameName: query.gameName } : {}),
      ...(query.gameClassify ? { gameClassify: query.gameClassify } : {}),
    });
    yield put(gamesActions.lobbyLoaded(result));
  } catch {
    yield put(gamesActions.lobbyFailed());
  }
}

function* loadFavourites(action?: PayloadAction<boolean>) {
  if (action && !action.payload) {
    yield put(gamesActions.favouritesLoaded([]));
    return;
  }
  if (!hasToken()) return;
  const http: HttpClient = yield getContext('http');
  try {
    const ids: number[] = yield call(api.fetchFavoriteIds, http);
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
  const { games }: { games: GamesState } = yield select();
  const http: HttpClient = yield getContext('http');
  try {
    const ids: number[] = yield call(api.changeFavorite, http, !games.favourites.includes(game.nodeId), {
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
  const navigate: Navigate = yield getContext('navigate');
  if (card.gameType === 'RNG') {
    session.set(SessionKey.CurrentVassalage, card.vassalage);
    navigate(`/rng?vassalage=${encodeURIComponent(card.vassalage)}`);
    return;
  }
  yield put(gamesActions.popupShown(card));
  const http: HttpClient = yield getContext('http');
  try {
    if (card.gameType === 'PVP') {
      const { content } = (yield call(api.fetchRooms, http, card.vassalage)) as { content: [] };
      yield put(gamesActions.popupLoaded({ rooms: content }));
    } else {
      const { games } = (yield call(api.fetchGameList, http, {
        gameType: card.gameType,
        vassalage: card.vassalage,
        pageNo: 1,
        pageSize: 100,
      })) as { games: Game[] };
      yield put(gamesActions.popupLoaded({ games }));
    }
  } catch {
    yield put(gamesActions.popupFailed());
  }
}

/** Spec 02, section 4: login, then trial, then lottery flow or a third-party launch shown on /game. */
function* launch(action: PayloadAction<Launchable>) {
  const game = action.payload;
  const navigate: Navigate = yield getContext('navigate');
  const access = checkRealAccount();
  if (access !== 'ok') {
    yield put(gamesActions.launchSettled());
    yield put(access === 'login' ? accessActions.loginPromptRequested() : accessActions.trialWarningRequested());
    return;
  }
  const lottery = lotteryRoute(game);
  if (lottery) {
    yield put(gamesActions.launchSettled());
    yield put(gamesActions.popupClosed());
    navigate(lottery);
    return;
  }
  const http: HttpClient = yield getContext('http');
  try {
    const request = {
      vassalage: game.vassalage,
      gameType: game.gameType as GameCategory,
      ...(game.roomId ? { roomId: game.roomId } : { nodeId: game.nodeId }),
    };
    const { content }: { content: { game_url?: string; game_url2?: string } } = yield call(
      game.roomId ? api.launchGameV2 : api.launchGame,
      http,
      request,
    );
    const url = content.game_url ?? content.game_url2;
    if (!url) throw new Error('The launch answered no address');
    yield put(gamesActions.launchSettled());
    yield put(gamesActions.popupClosed());
    // TCG_SEA opens its own provider window; every other game plays on /game.
    if ((game.accountTypeName ?? game.vassalage) === 'TCG_SEA') window.open(url, 'tcg_sea', 'width=1200,height=800');
    else navigate(`/game?url=${encodeURIComponent(url)}`);
  } catch (error) {
    const recommended =
      isApiError(error) && error.code === GameCode.Maintenance ? ((error.value as { recommended?: Game[] })?.recommended ?? []) : [];
    yield put(gamesActions.launchFailed({ message: toErrorInfo(error).message, recommended }));
  }
}

export function* gamesSaga() {
  yield fork(loadLanes);
  yield fork(loadNotice);
  yield fork(loadFavourites);
  yield takeLeading(gamesActions.lanesRequested.type, loadLanes);
  yield takeLatest(gamesActions.hotRequested.type, loadHot);
  yield takeLatest(gamesActions.lobbyQueried.type, queryLobby);
  yield takeLeading(gamesActions.lobbyQueried.type, loadClassify);
  yield takeLatest(accessActions.sessionChanged.type, loadFavourites);
  yield takeEvery(gamesActions.favouriteToggled.type, toggleFavourite);
  yield takeLatest(gamesActions.vendorOpened.type, openVendor);
  yield takeLeading(gamesActions.launchRequested.type, launch);
}
