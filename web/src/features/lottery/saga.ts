import type { PayloadAction } from '@reduxjs/toolkit';
import { LotteryCode } from '@portal/contracts';
import { call, delay, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { accessActions, checkRealAccount, hasToken } from '../../shared/access/access';
import { ApiError, ClientErrorCode, toErrorInfo } from '../../shared/http/api-error';
import { fromI18nCode } from '../../shared/i18n/languages';
import { rememberLaunchedGame } from '../../shared/launch/launched-games';
import type { RootState } from '../../shared/store/root-state';
import type { HttpClient } from '../../shared/http/http-client';
import { hasValue } from '../../shared/remote/remote';
import { ensureRemote, fetchRemote, redoable, type RemoteSource } from '../../shared/remote/remote-saga';
import { contextOf, request } from '../../shared/store/saga-context';
import * as api from './api';
import { favouritesOf, toggleFavourite } from './favourites';
import { lotteryIntents } from './intents';
import { sitePrizeMode } from './prize-mode';
import { selectDraw, selectLaunch, selectLottery, selectUsername, selectVnResults } from './selectors';
import { lotteryActions, type ListKey } from './slice';
import type { LotteryChoice, LotteryGroup, PopularDraw } from './types';
import type { PrizeMode } from '@portal/contracts';
import { clockNow } from '../../shared/clock/world-time';

/** The popular lane and the draw page ask again at most this often when a countdown reaches 0. */
export const ROLLOVER_PAUSE_MS = 1000;

function* selected<T>(selector: (state: RootState) => T): Generator<unknown, T, unknown> {
  return (yield select(selector)) as T;
}

const groupsOf = (menus: Record<string, LotteryGroup>) => Object.values(menus);

const lists: RemoteSource<ListKey> = { actions: lotteryActions, select: (s, key) => selectLottery(s)[key] };
const fetchMenus = async (http: HttpClient, mode: PrizeMode) => groupsOf(await api.fetchLotteryMenus(http, mode));
const fetchVnMenus = async (http: HttpClient, mode: PrizeMode) => groupsOf(await api.fetchVnMenus(http, mode));

/**
 * The menus are read once and kept; two pages asking at once read them once, and a read cancelled by a switch
 * of game (or React's double effect on the dev server) is read again rather than left loading.
 */
function* loadMenus() {
  const { prizeMode } = yield* selected(selectLottery);
  yield* ensureRemote(lists, 'menus', fetchMenus, prizeMode);
}

function* loadVnMenus() {
  const { prizeMode } = yield* selected(selectLottery);
  yield* ensureRemote(lists, 'vnMenus', fetchVnMenus, prizeMode);
}

/** Recent lotteries need a token; without one the list stays empty. */
function* loadRecent() {
  if (!hasToken()) {
    yield put(lotteryActions.recentLoaded([]));
    return;
  }
  try {
    yield put(lotteryActions.recentLoaded(yield* request(api.fetchLotteryRecent)));
  } catch {
    // The recent list stays as it was.
  }
}

function* loadFavourites() {
  const username = yield* selected(selectUsername);
  yield put(lotteryActions.favouritesLoaded(username ? favouritesOf(username) : []));
}

/** Favourites belong to a username: a visitor is asked to log in first. */
function* changeFavourite(action: PayloadAction<string>) {
  const username = yield* selected(selectUsername);
  if (!username) {
    yield put(accessActions.loginPromptRequested());
    return;
  }
  yield put(lotteryActions.favouritesLoaded(toggleFavourite(username, action.payload)));
}

/** The lobby or a game's betting view, launched for the frame; a visitor is asked to log in, a trial account warned. */
function* launch(choice: LotteryChoice) {
  const access = checkRealAccount();
  if (access !== 'ok') {
    yield put(lotteryActions.launchNeedsLogin(choice));
    if (access === 'trial') {
      yield put(lotteryActions.launchFailed({ code: LotteryCode.TrialNotAllowed, message: 'in_need_true_account' }));
      yield put(accessActions.trialWarningRequested());
    } else yield put(accessActions.loginPromptRequested());
    return;
  }
  yield put(lotteryActions.launchStarted(choice));
  try {
    const i18n = yield* contextOf('i18n');
    const { prizeMode } = yield* selected(selectLottery);
    const { content } = yield* request(api.launchLottery, {
      lottoPrizeMode: prizeMode,
      lottoView: choice.gameCode ? 'betting' : 'lobby',
      ...(choice.gameCode && { lottoGameCode: choice.gameCode }),
      ...(choice.area && { lottoArea: choice.area }),
      backUrl: `${window.location.origin}${choice.area === 'VN' ? '/vnlottery' : '/lottery'}`,
      language: fromI18nCode(i18n.language),
    });
    const url = content.game_url ?? content.game_url2;
    if (!url) throw new ApiError(ClientErrorCode.BadResponse, 'The launch answered no address');
    rememberLaunchedGame(url);
    yield put(lotteryActions.launched(url));
    if (choice.gameCode) yield fork(loadRecent);
  } catch (error) {
    yield put(lotteryActions.launchFailed(toErrorInfo(error)));
  }
}

function* openLottery(action: PayloadAction<LotteryChoice>) {
  yield put(lotteryActions.prizeModeSet(sitePrizeMode()));
  yield fork(loadMenus);
  yield fork(loadRecent);
  yield* loadFavourites();
  yield* launch(action.payload);
}

function* retryLaunch() {
  const { choice } = yield* selected(selectLaunch);
  if (choice) yield* launch(choice);
}

/** Logging in launches what the page waited for; logging out ends the frame and the player's lists. */
function* sessionChanged(action: PayloadAction<boolean>) {
  yield* loadFavourites();
  yield fork(loadRecent);
  const { choice, needsLogin, status } = yield* selected(selectLaunch);
  if (!choice) return;
  if (action.payload && (needsLogin || status === 'failed')) yield* launch(choice);
  if (!action.payload) yield put(lotteryActions.launchNeedsLogin(choice));
}

/** The chosen Vietnamese game's open draw and the last draws made; a failing history leaves the countdown. */
function* loadDraw() {
  const { gameCode } = yield* selected(selectDraw);
  const { vnMenus } = yield* selected(selectLottery);
  const game = vnMenus.value.flatMap((g) => g.gameMenus).find((m) => m.gameCode === gameCode);
  if (!game) return;
  try {
    const near = yield* request(api.fetchNearNumero, game.gameId);
    const now = clockNow();
    let past: { numero: string; winNo: string }[] = [];
    try {
      past = (yield* request(api.fetchPastDraws, game.gameId)).content;
    } catch {
      // The countdown still shows.
    }
    const current = { ...near, endsAt: now + near.currentNumero.remainTime, locksAt: now + near.currentNumero.lockTime };
    yield put(lotteryActions.drawLoaded({ current, past }));
  } catch (error) {
    yield put(lotteryActions.drawFailed(toErrorInfo(error)));
  }
}

function* openVnLottery(action: PayloadAction<{ gameCode?: string }>) {
  yield put(lotteryActions.prizeModeSet(sitePrizeMode()));
  yield call(loadVnMenus);
  const { vnMenus } = yield* selected(selectLottery);
  const games = vnMenus.value.flatMap((g) => g.gameMenus);
  const game = games.find((m) => m.gameCode === action.payload.gameCode) ?? games[0];
  yield put(lotteryActions.drawChosen(game?.gameCode ?? null));
  yield* loadDraw();
}

function* drawExpired() {
  yield delay(ROLLOVER_PAUSE_MS);
  yield* loadDraw();
}

/** Each draw with the moment, on the client's clock (shared/clock), its countdown reaches 0. */
const fetchPopular = async (http: HttpClient, mode: PrizeMode): Promise<PopularDraw[]> => {
  const draws = await api.fetchPopularLotteries(http, mode);
  const now = clockNow();
  return draws.map((d) => ({ ...d, endsAt: now + d.remainTime }));
};

function* loadPopular() {
  yield* fetchRemote(lists, 'popular', null, fetchPopular, sitePrizeMode());
}

/**
 * A countdown reached 0: the next numeros, asked for after a pause so a lagging clock cannot loop. A draw
 * just closed, so the results shown beside the lane (the VN list) are asked for again too.
 */
function* popularExpired() {
  yield delay(ROLLOVER_PAUSE_MS);
  yield* loadPopular();
  const results = (yield select(selectVnResults)) as ReturnType<typeof selectVnResults>;
  if (hasValue(results)) yield* loadVnResults();
}

function* loadVnResults() {
  yield* fetchRemote(lists, 'vnResults', null, api.fetchVnResults);
}

/** Try again on failed menus: read once more (the lottery's or the Vietnamese regions'). */
function* retryMenus(action: PayloadAction<'menus' | 'vnMenus'>) {
  if (action.payload === 'menus') yield* loadMenus();
  else yield* loadVnMenus();
}

/** A popular game follows the lottery flow: login, trial, then /vnlottery for a Vietnamese game or /lottery. */
function* openPopular(action: PayloadAction<PopularDraw>) {
  const access = checkRealAccount();
  if (access !== 'ok') {
    yield put(access === 'login' ? accessActions.loginPromptRequested() : accessActions.trialWarningRequested());
    return;
  }
  yield put(lotteryActions.prizeModeSet(sitePrizeMode()));
  yield call(loadVnMenus);
  yield call(loadMenus);
  const navigate = yield* contextOf('navigate');
  const { menus, vnMenus } = yield* selected(selectLottery);
  const code = action.payload.gameCode;
  const vn = vnMenus.value.some((g) => g.gameMenus.some((m) => m.gameCode === code));
  if (vn) {
    navigate(`/vnlottery?gameCode=${encodeURIComponent(code)}`);
    return;
  }
  const game = menus.value.flatMap((g) => g.gameMenus).find((m) => m.gameCode === code);
  const params = new URLSearchParams({ gameCode: code, ...(game && { playType: game.defaultPlayType }) });
  navigate(`/lottery?${params}`);
}

export function* lotterySaga() {
  yield takeLatest(lotteryIntents.lotteryOpened, openLottery);
  yield takeLatest(lotteryIntents.vnLotteryOpened, openVnLottery);
  yield takeLatest(lotteryIntents.vnPlayRequested, function* vnPlay(action: PayloadAction<string>) {
    yield* launch({ gameCode: action.payload, area: 'VN' });
  });
  yield takeLatest(lotteryIntents.menusRetried, retryMenus);
  yield takeLatest(lotteryIntents.launchRetried, redoable(retryLaunch));
  yield takeLatest(lotteryIntents.favouriteToggled, redoable(changeFavourite));
  yield takeLatest(accessActions.sessionChanged, sessionChanged);
  yield takeLatest(lotteryIntents.popularRequested, loadPopular);
  yield takeLeading(lotteryIntents.popularExpired, popularExpired);
  yield takeLeading(lotteryIntents.popularOpened, openPopular);
  yield takeLatest(lotteryIntents.vnResultsRequested, loadVnResults);
  yield takeLeading(lotteryIntents.drawExpired, drawExpired);
}
