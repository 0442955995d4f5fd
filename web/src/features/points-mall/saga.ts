import type { PayloadAction } from '@reduxjs/toolkit';
import type { Transaction } from '@portal/contracts';
import { all, call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { accessActions, selectHasToken } from '../../shared/access/access';
import type { HttpClient } from '../../shared/http/http-client';
import { takeLanguageChanges } from '../../shared/i18n/language-changes';
import { fetchRemote, redoable, type RemoteSource } from '../../shared/remote/remote-saga';
import { balanceEvents } from '../../shared/wallet/balance-events';
import * as api from './api';
import { detailsRange } from './details-range';
import { pointsMallIntents as intents } from './intents';
import { selectPointsMall } from './selectors';
import { pointsMallActions as actions, type PointsMallKey } from './slice';
import type { Paged } from './types';
import { clockNow } from '../../shared/clock/world-time';

/** Where the mall keeps its read values and its actions' answers (shared/remote). */
const remotes: RemoteSource<PointsMallKey> = { actions, select: (s, key) => selectPointsMall(s)[key] };

const readHistory = async (http: HttpClient, pageNo: number) => ({ ...(await api.fetchRedeemList(http, pageNo)), pageNo });

/** The last 30 days' details, as the page shows them. */
async function readDetails(http: HttpClient, pageNo: number): Promise<Paged<Transaction>> {
  const { startDate, endDate } = detailsRange(clockNow());
  const value = await api.fetchPointDetails(http, startDate, endDate, pageNo);
  return { list: value.list, pageNo, totalPages: value.totalPages, total: value.total };
}

function* loadBalance() {
  yield* fetchRemote(remotes, 'balance', null, api.fetchPointBalance);
}

function* loadConfig() {
  yield* fetchRemote(remotes, 'config', null, api.fetchPointConfig);
}

/** Every reward at once: the categories filter them on the page, and the stock shown is fresh. */
function* loadRewards() {
  yield* fetchRemote(remotes, 'rewards', null, api.fetchPointRewards);
}

/**
 * The history, a page at a time. A redemption seen in process and now rejected gave its points and stock back:
 * the balance and the goods are read again at once, so the page does not show the points still spent.
 */
function* loadHistory(pageNo: number) {
  const before = ((yield select(selectPointsMall)) as ReturnType<typeof selectPointsMall>).history.value.list;
  const waiting = new Set(before.filter((r) => r.status === 'IN_PROCESS').map((r) => r.refNo));
  const page = yield* fetchRemote(remotes, 'history', pageNo, readHistory, pageNo);
  if (!page?.list.some((r) => waiting.has(r.refNo) && r.status === 'REJECTED')) return;
  yield all([call(loadBalance), call(loadRewards)]);
}

function* loadDetails(pageNo: number) {
  yield* fetchRemote(remotes, 'details', pageNo, readDetails, pageNo);
}

/** The shop window for everyone; a player's own points and history too. */
function* mallOpened() {
  const loggedIn = (yield select(selectHasToken)) as boolean;
  yield all([call(loadConfig), call(loadRewards), ...(loggedIn ? [call(loadBalance), call(loadHistory, 1)] : [])]);
}

/** Points and stock are taken at once: the goods are read again so the stock shown is the stock left. */
function* redeem(action: ReturnType<typeof intents.redeemRequested>) {
  const { rewardId, quantity, password } = action.payload;
  yield put(actions.actionCleared('redeem'));
  const key = action.meta.idempotencyKey;
  const redemption = yield* fetchRemote(remotes, 'redeem', null, api.redeemReward, rewardId, quantity, password, key);
  if (!redemption) return;
  yield put(actions.redeemed(redemption));
  yield all([call(loadRewards), call(loadBalance)]);
}

/** Cash goes into the main wallet at once: the header's balance follows. */
function* convert(action: ReturnType<typeof intents.convertRequested>) {
  yield put(actions.actionCleared('convert'));
  const { points, password } = action.payload;
  const key = action.meta.idempotencyKey;
  const redemption = yield* fetchRemote(remotes, 'convert', null, api.convertPoints, points, password, key);
  if (!redemption) return;
  yield put(actions.redeemed(redemption));
  yield put(balanceEvents.changed());
  yield call(loadBalance);
}

/** The rules and the goods' names are the server's words in the page's language: read again when it changes. */
function* rereadWordsOnLanguageChange() {
  const { config, rewards } = (yield select(selectPointsMall)) as ReturnType<typeof selectPointsMall>;
  yield all([...(config.status === 'idle' ? [] : [call(loadConfig)]), ...(rewards.status === 'idle' ? [] : [call(loadRewards)])]);
}

export function* pointsMallSaga() {
  yield takeLatest(intents.mallOpened, mallOpened);
  yield fork(takeLanguageChanges, rereadWordsOnLanguageChange);
  // The player's actions: a session found over on the way is redone after the login.
  yield takeLeading(intents.redeemRequested, redoable(redeem));
  yield takeLeading(intents.convertRequested, redoable(convert));
  yield takeLatest(intents.historyRequested, (a: ReturnType<typeof intents.historyRequested>) => loadHistory(a.payload));
  yield takeLatest(intents.detailsRequested, (a: ReturnType<typeof intents.detailsRequested>) => loadDetails(a.payload));
  // Back in the tab: QA may have decided a redemption meanwhile.
  yield takeLatest(balanceEvents.tabReturned, function* () {
    if ((yield select(selectHasToken)) as boolean) yield all([call(loadBalance), call(loadHistory, 1)]);
  });
  yield takeLatest(accessActions.sessionChanged, function* (action: PayloadAction<boolean>) {
    if (!action.payload) yield put(actions.playerCleared());
  });
}
