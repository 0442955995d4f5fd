import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { accessActions, selectHasToken, selectRealAccountCheck, type AccessCheck } from '../../shared/access/access';
import { isApiError, toErrorInfo } from '../../shared/http/api-error';
import { request } from '../../shared/store/saga-context';
import { balanceEvents } from '../../shared/wallet/balance-events';
import * as api from './api';
import { promotionsIntents as intents } from './intents';
import { selectPromotions } from './selectors';
import { promotionsActions as actions, type ActionResult } from './slice';
import type { PromotionAction } from './types';

type Payload<A extends (...args: never[]) => { payload: unknown }> = PayloadAction<ReturnType<A>['payload']>;

function* loadList() {
  yield put(actions.listRequested());
  try {
    yield put(actions.listLoaded(yield* request(api.fetchPromotions)));
  } catch (error) {
    yield put(actions.listFailed(toErrorInfo(error)));
  }
}

/** The badges need a player; without them the page simply shows no counts. */
function* loadBadges() {
  if (!((yield select(selectHasToken)) as boolean)) return void (yield put(actions.badgesLoaded(null)));
  try {
    yield put(actions.badgesLoaded((yield* request(api.fetchAvailablePromotions)).content));
  } catch {
    yield put(actions.badgesLoaded(null));
  }
}

function* listOpened() {
  yield all([call(loadList), call(loadBadges)]);
}

/** `quiet`: after an action, the status changes in place instead of the page reloading. */
function* loadDetail(id: number, quiet = false) {
  yield put(actions.detailRequested({ id, quiet }));
  try {
    yield put(actions.detailLoaded(yield* request(api.fetchPromotionDetail, id)));
  } catch (error) {
    if (!quiet) yield put(actions.detailFailed(toErrorInfo(error)));
  }
}

/** Every action needs a real account: a visitor is asked to log in, a trial account warned, and nothing is sent. */
function* allowed() {
  const check = (yield select(selectRealAccountCheck)) as AccessCheck;
  if (check === 'login') yield put(accessActions.loginPromptRequested());
  if (check === 'trial') yield put(accessActions.trialWarningRequested());
  return check === 'ok';
}

/** Runs one action; afterwards the promotion's status (and the badges) are read again, money moved or not. */
function* act(kind: PromotionAction, id: number, run: () => Generator<unknown, ActionResult, unknown>, moneyMoves: boolean) {
  if (!(yield* allowed())) return;
  yield put(actions.actionStarted(kind));
  try {
    const result = yield* run();
    yield put(actions.actionDone(result));
    if (moneyMoves) yield put(balanceEvents.changed());
  } catch (error) {
    // A claim refused for a missing requirement names it (spec 04: prom.claim.req.field, value.field).
    const field = isApiError(error) ? (error.value as { field?: unknown } | undefined)?.field : undefined;
    yield put(actions.actionFailed({ ...toErrorInfo(error), kind, ...(typeof field === 'string' && { field }) }));
  }
  yield all([call(loadDetail, id, true), call(loadBadges)]);
}

function* join(action: Payload<typeof intents.joinRequested>) {
  const { id, agreed } = action.payload;
  yield* act(
    'join',
    id,
    function* () {
      yield* request(api.joinPromotion, id, agreed);
      return { kind: 'join' } as const;
    },
    false,
  );
}

function* claim(action: Payload<typeof intents.claimRequested>) {
  const { id, promotionType } = action.payload;
  yield* act(
    'claim',
    id,
    function* () {
      const { claimedTickets } = yield* request(api.claimReward, id, promotionType);
      return { kind: 'claim', amount: claimedTickets.filter((t) => t.rewardType === 'CASH').reduce((sum, t) => sum + t.value, 0) } as const;
    },
    true,
  );
}

function* raffle(action: PayloadAction<number>) {
  const id = action.payload;
  yield* act(
    'raffle',
    id,
    function* () {
      const { prize, ticketType } = yield* request(api.drawRaffle, id);
      return { kind: 'raffle', prize, ticketType } as const;
    },
    true,
  );
}

function* apply(action: ReturnType<typeof intents.applyRequested>) {
  const { promotionId, comment, agreed = false } = action.payload;
  yield* act(
    'apply',
    promotionId,
    function* () {
      const value = yield* request(api.applyPromotion, promotionId, comment, action.meta.arg, agreed);
      return { kind: 'apply', applicationId: value.applicationId, images: value.images } as const;
    },
    false,
  );
}

export function* promotionsSaga() {
  yield takeLatest(intents.listOpened.type, listOpened);
  yield takeLatest(intents.detailOpened.type, (a: PayloadAction<number>) => loadDetail(a.payload));
  yield takeLeading(intents.joinRequested.type, join);
  yield takeLeading(intents.claimRequested.type, claim);
  yield takeLeading(intents.raffleRequested.type, raffle);
  yield takeLeading(intents.applyRequested.type, apply);
  // Back in the tab: QA may have decided an application or a deposit may have qualified meanwhile.
  yield takeLatest(balanceEvents.tabReturned.type, function* () {
    const { detail } = (yield select(selectPromotions)) as ReturnType<typeof selectPromotions>;
    if (detail.value) yield call(loadDetail, detail.value.id, true);
  });
  yield takeLatest(accessActions.sessionChanged.type, function* (action: PayloadAction<boolean>) {
    if (!action.payload) yield put(actions.playerCleared());
  });
}
