import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { isApiError, toErrorInfo } from '../../shared/http/api-error';
import type { HttpClient } from '../../shared/http/http-client';
import { fetchRemote, redoable, takeLatestPerKey, type RemoteSource } from '../../shared/remote/remote-saga';
import { contextOf, request } from '../../shared/store/saga-context';
import { overlayActions } from '../../shared/ui-state/overlay-slice';
import { balanceEvents } from '../../shared/wallet/balance-events';
import * as api from './api';
import { memberCentreIntents as intents } from './intents';
import { memberReportsActions as actions, pickReports, type Rebate, type ReportsKey } from './reports-slice';
import { selectMemberReports } from './selectors';

/** The service centre's inbox tab (features/service: /helpmc?tab=messages). */
export const INBOX_PATH = '/helpmc?tab=messages';

const source: RemoteSource<ReportsKey> = { actions, select: (s, key) => pickReports(selectMemberReports(s), key) };

/** A report for its filter: the filter is the query, so an answer to an older filter of the same report is dropped. */
function* loadReport({ payload: query }: ReturnType<typeof intents.reportQueried>) {
  if (query.key === 'bets') yield* fetchRemote(source, 'bets', query.filter, api.fetchBetRecords, query.filter);
  if (query.key === 'profit') yield* fetchRemote(source, 'profit', query.filter, api.fetchProfit, query.filter);
  if (query.key === 'bonus') yield* fetchRemote(source, 'bonus', query.filter, api.fetchBonusDetails, query.filter);
}

/** The rates and what a claim would pay now, read together. */
const readRebate = async (http: HttpClient): Promise<Rebate> => {
  const [settings, manual] = await Promise.all([api.fetchRebateSettings(http), api.fetchManualRebate(http)]);
  return { settings, manual };
};

export function* loadRebate() {
  yield* fetchRemote(source, 'rebate', null, readRebate);
}

/** A claim pays into the main wallet: the header's balance and the claimable amount change with it. */
const claimRebate = redoable(function* (action: ReturnType<typeof intents.rebateClaimRequested>) {
  const answer = yield* fetchRemote(source, 'rebateClaim', null, api.claimRebate, action.meta.idempotencyKey);
  if (!answer) return;
  yield put(balanceEvents.changed());
  yield call(loadRebate);
});

export function* loadRewards() {
  yield* fetchRemote(source, 'rewards', null, api.fetchClaimableRewards);
}

/** The requirement a refused claim names (spec 04: `prom.claim.req.field` with the missing field). */
const missingField = (error: unknown) => {
  const field = isApiError(error) ? (error.value as { field?: unknown } | undefined)?.field : undefined;
  return typeof field === 'string' ? field : null;
};

/**
 * Its own catch, not fetchRemote: a refusal names the requirement missing in the failure's value, which the
 * failure's code (ErrorInfo) does not carry. Still through request(), so a 401 redoes the claim after login.
 */
const claimReward = redoable(function* (action: ReturnType<typeof intents.rewardClaimRequested>) {
  const { rewardId, promotionType } = action.payload;
  yield put(actions.rewardClaimStarted(rewardId));
  try {
    const { claimedTickets } = yield* request(api.claimReward, rewardId, promotionType, action.meta.idempotencyKey);
    const sum = (type: 'CASH' | 'POINT') => claimedTickets.filter((t) => t.rewardType === type).reduce((a, t) => a + t.value, 0);
    yield put(actions.rewardClaimed({ amount: sum('CASH'), points: sum('POINT') }));
  } catch (error) {
    yield put(actions.rewardClaimFailed({ error: toErrorInfo(error), field: missingField(error) }));
    return;
  }
  yield put(balanceEvents.changed());
  yield call(loadRewards);
});

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
  // Each report keeps its own latest filter: asking for the profit does not cancel the betting record's read.
  yield takeLatestPerKey(intents.reportQueried.type, (a: ReturnType<typeof intents.reportQueried>) => a.payload.key, loadReport);
  yield takeLatest(intents.rebateOpened.type, pageOpened, loadRebate);
  yield takeLeading(intents.rebateClaimRequested.type, claimRebate);
  yield takeLatest(intents.rewardsOpened.type, pageOpened, loadRewards);
  yield takeLeading(intents.rewardClaimRequested.type, claimReward);
  yield takeLatest(intents.messagesOpened.type, openInbox);
}
