import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { accessActions, selectHasToken } from '../../shared/access/access';
import { toErrorInfo } from '../../shared/http/api-error';
import { request } from '../../shared/store/saga-context';
import { balanceEvents } from '../../shared/wallet/balance-events';
import * as api from './api';
import { detailsRange } from './details-range';
import { pointsMallIntents as intents } from './intents';
import { pointsMallActions as actions } from './slice';

type Payload<A extends (...args: never[]) => { payload: unknown }> = PayloadAction<ReturnType<A>['payload']>;

function* loadBalance() {
  yield put(actions.partRequested('balance'));
  try {
    yield put(actions.balanceLoaded(yield* request(api.fetchPointBalance)));
  } catch (error) {
    yield put(actions.partFailed({ part: 'balance', error: toErrorInfo(error) }));
  }
}

function* loadConfig() {
  yield put(actions.partRequested('config'));
  try {
    yield put(actions.configLoaded(yield* request(api.fetchPointConfig)));
  } catch (error) {
    yield put(actions.partFailed({ part: 'config', error: toErrorInfo(error) }));
  }
}

/** Every reward at once: the categories filter them on the page, and the stock shown is fresh. */
function* loadRewards() {
  yield put(actions.partRequested('rewards'));
  try {
    yield put(actions.rewardsLoaded(yield* request(api.fetchPointRewards)));
  } catch (error) {
    yield put(actions.partFailed({ part: 'rewards', error: toErrorInfo(error) }));
  }
}

function* loadHistory(pageNo: number) {
  yield put(actions.partRequested('history'));
  try {
    const value = yield* request(api.fetchRedeemList, pageNo);
    yield put(actions.historyLoaded({ ...value, pageNo }));
  } catch (error) {
    yield put(actions.partFailed({ part: 'history', error: toErrorInfo(error) }));
  }
}

function* loadDetails(pageNo: number) {
  yield put(actions.partRequested('details'));
  try {
    const { startDate, endDate } = detailsRange(Date.now());
    const value = yield* request(api.fetchPointDetails, startDate, endDate, pageNo);
    yield put(actions.detailsLoaded({ list: value.list, pageNo, totalPages: value.totalPages, total: value.total }));
  } catch (error) {
    yield put(actions.partFailed({ part: 'details', error: toErrorInfo(error) }));
  }
}

/** The shop window for everyone; a player's own points and history too. */
function* mallOpened() {
  const loggedIn = (yield select(selectHasToken)) as boolean;
  yield all([call(loadConfig), call(loadRewards), ...(loggedIn ? [call(loadBalance), call(loadHistory, 1)] : [])]);
}

/** Points and stock are taken at once: the goods are read again so the stock shown is the stock left. */
function* redeem(action: Payload<typeof intents.redeemRequested>) {
  const { rewardId, quantity, password } = action.payload;
  yield put(actions.actionStarted('redeem'));
  try {
    const redemption = yield* request(api.redeemReward, rewardId, quantity, password);
    yield put(actions.actionDone({ kind: 'redeem', redemption }));
    yield all([call(loadRewards), call(loadBalance)]);
  } catch (error) {
    yield put(actions.actionFailed({ kind: 'redeem', error: toErrorInfo(error) }));
  }
}

/** Cash goes into the main wallet at once: the header's balance follows. */
function* convert(action: Payload<typeof intents.convertRequested>) {
  yield put(actions.actionStarted('convert'));
  try {
    const redemption = yield* request(api.convertPoints, action.payload.points, action.payload.password);
    yield put(actions.actionDone({ kind: 'convert', redemption }));
    yield put(balanceEvents.changed());
    yield call(loadBalance);
  } catch (error) {
    yield put(actions.actionFailed({ kind: 'convert', error: toErrorInfo(error) }));
  }
}

export function* pointsMallSaga() {
  yield takeLatest(intents.mallOpened.type, mallOpened);
  yield takeLeading(intents.redeemRequested.type, redeem);
  yield takeLeading(intents.convertRequested.type, convert);
  yield takeLatest(intents.historyRequested.type, (a: PayloadAction<number>) => loadHistory(a.payload));
  yield takeLatest(intents.detailsRequested.type, (a: PayloadAction<number>) => loadDetails(a.payload));
  // Back in the tab: QA may have decided a redemption meanwhile.
  yield takeLatest(balanceEvents.tabReturned.type, function* () {
    if ((yield select(selectHasToken)) as boolean) yield all([call(loadBalance), call(loadHistory, 1)]);
  });
  yield takeLatest(accessActions.sessionChanged.type, function* (action: PayloadAction<boolean>) {
    if (!action.payload) yield put(actions.playerCleared());
  });
}
