import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { isApiError, toErrorInfo } from '../../shared/http/api-error';
import { contextOf, request } from '../../shared/store/saga-context';
import { overlayActions } from '../../shared/ui-state/overlay-slice';
import { balanceEvents } from '../../shared/wallet/balance-events';
import * as api from './api';
import { memberCentreIntents as intents } from './intents';
import { memberReportsActions as actions, type ReportQuery } from './reports-slice';

/** The service centre's inbox tab (features/service: /helpmc?tab=messages). */
export const INBOX_PATH = '/helpmc?tab=messages';

function* loadReport(action: PayloadAction<ReportQuery>) {
  const query = action.payload;
  yield put(actions.reportRequested(query));
  try {
    if (query.key === 'bets') yield put(actions.reportLoaded({ key: 'bets', value: yield* request(api.fetchBetRecords, query.filter) }));
    if (query.key === 'profit') yield put(actions.reportLoaded({ key: 'profit', value: yield* request(api.fetchProfit, query.filter) }));
    if (query.key === 'bonus')
      yield put(actions.reportLoaded({ key: 'bonus', value: yield* request(api.fetchBonusDetails, query.filter) }));
  } catch (error) {
    yield put(actions.reportFailed({ key: query.key, error: toErrorInfo(error) }));
  }
}

/** The rates and what a claim would pay now, read together. */
export function* loadRebate() {
  yield put(actions.rebateRequested());
  try {
    const [settings, manual] = (yield all([call(request, api.fetchRebateSettings), call(request, api.fetchManualRebate)])) as [
      Awaited<ReturnType<typeof api.fetchRebateSettings>>,
      Awaited<ReturnType<typeof api.fetchManualRebate>>,
    ];
    yield put(actions.rebateLoaded({ settings, manual }));
  } catch (error) {
    yield put(actions.rebateFailed(toErrorInfo(error)));
  }
}

/** A claim pays into the main wallet: the header's balance and the claimable amount change with it. */
function* claimRebate() {
  yield put(actions.rebateClaimStarted());
  try {
    const { claimed } = yield* request(api.claimRebate);
    yield put(actions.rebateClaimed({ claimed }));
    yield put(balanceEvents.changed());
    yield call(loadRebate);
  } catch (error) {
    yield put(actions.rebateClaimFailed(toErrorInfo(error)));
  }
}

export function* loadRewards() {
  yield put(actions.rewardsRequested());
  try {
    yield put(actions.rewardsLoaded(yield* request(api.fetchClaimableRewards)));
  } catch (error) {
    yield put(actions.rewardsFailed(toErrorInfo(error)));
  }
}

/** The requirement a refused claim names (spec 04: `prom.claim.req.field` with the missing field). */
const missingField = (error: unknown) => {
  const field = isApiError(error) ? (error.value as { field?: unknown } | undefined)?.field : undefined;
  return typeof field === 'string' ? { field } : {};
};

function* claimReward(action: PayloadAction<{ rewardId: number; promotionType: string }>) {
  const { rewardId, promotionType } = action.payload;
  yield put(actions.rewardClaimStarted(rewardId));
  try {
    const { claimedTickets } = yield* request(api.claimReward, rewardId, promotionType);
    const sum = (type: 'CASH' | 'POINT') => claimedTickets.filter((t) => t.rewardType === type).reduce((a, t) => a + t.value, 0);
    yield put(actions.rewardClaimed({ rewardId, amount: sum('CASH'), points: sum('POINT') }));
    yield put(balanceEvents.changed());
    yield call(loadRewards);
  } catch (error) {
    yield put(actions.rewardClaimFailed({ rewardId, error: { ...toErrorInfo(error), ...missingField(error) } }));
  }
}

function* openInbox() {
  const navigate = yield* contextOf('navigate');
  yield put(overlayActions.closed());
  yield call(navigate, INBOX_PATH);
}

function* pageOpened(load: () => Generator) {
  yield put(actions.claimsCleared());
  yield call(load);
}

export function* memberReportsSaga() {
  yield takeLatest(intents.reportQueried.type, loadReport);
  yield takeLatest(intents.rebateOpened.type, pageOpened, loadRebate);
  yield takeLeading(intents.rebateClaimRequested.type, claimRebate);
  yield takeLatest(intents.rewardsOpened.type, pageOpened, loadRewards);
  yield takeLeading(intents.rewardClaimRequested.type, claimReward);
  yield takeLatest(intents.messagesOpened.type, openInbox);
}
