import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { accessActions, selectHasToken, selectRealAccountCheck, type AccessCheck } from '../../shared/access/access';
import { isApiError, toErrorInfo } from '../../shared/http/api-error';
import type { HttpClient } from '../../shared/http/http-client';
import { takeLanguageChanges } from '../../shared/i18n/language-changes';
import { fetchRemote, redoable, type RemoteSource } from '../../shared/remote/remote-saga';
import { request } from '../../shared/store/saga-context';
import { balanceEvents } from '../../shared/wallet/balance-events';
import * as api from './api';
import { promotionsIntents as intents } from './intents';
import { selectPromotions } from './selectors';
import { promotionsActions as actions, type ActionResult, type PromotionsKey } from './slice';
import type { PromotionAction } from './types';

/** Where the promotions keep their read values (shared/remote). */
const remotes: RemoteSource<PromotionsKey> = { actions, select: (s, key) => selectPromotions(s)[key] };

const readBadges = async (http: HttpClient) => (await api.fetchAvailablePromotions(http)).content;

function* loadList() {
  yield* fetchRemote(remotes, 'list', null, api.fetchPromotions);
}

/** The badges need a player; without them (a visitor, a failed read) the page simply shows no counts. */
function* loadBadges() {
  if (!((yield select(selectHasToken)) as boolean)) return void (yield put(actions.badgesCleared()));
  yield* fetchRemote(remotes, 'badges', null, readBadges);
}

function* listOpened() {
  yield all([call(loadList), call(loadBadges)]);
}

/** The promotion and this player's status; read again after an action, the page shows the old one meanwhile. */
function* loadDetail(id: number) {
  yield* fetchRemote(remotes, 'detail', id, api.fetchPromotionDetail, id);
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
    // Its own catch, not fetchRemote: a claim refused for a missing requirement names it in the failure's
    // value (spec 04: prom.claim.req.field, value.field), which the text needs and an ErrorInfo does not keep.
    const field = isApiError(error) ? (error.value as { field?: unknown } | undefined)?.field : undefined;
    yield put(actions.actionFailed({ error: toErrorInfo(error), ...(typeof field === 'string' && { field }) }));
  }
  yield all([call(loadDetail, id), call(loadBadges)]);
}

function* join(action: ReturnType<typeof intents.joinRequested>) {
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

function* claim(action: ReturnType<typeof intents.claimRequested>) {
  const { id, promotionType } = action.payload;
  yield* act(
    'claim',
    id,
    function* () {
      const { claimedTickets } = yield* request(api.claimReward, id, promotionType, action.meta.idempotencyKey);
      return { kind: 'claim', amount: claimedTickets.filter((t) => t.rewardType === 'CASH').reduce((sum, t) => sum + t.value, 0) } as const;
    },
    true,
  );
}

function* raffle(action: ReturnType<typeof intents.raffleRequested>) {
  const id = action.payload;
  yield* act(
    'raffle',
    id,
    function* () {
      const { prize, ticketType } = yield* request(api.drawRaffle, id, action.meta.idempotencyKey);
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

/** Titles and contents are the server's words in the page's language: what was read is read again when it changes. */
function* rereadOnLanguageChange() {
  const { list, detail } = (yield select(selectPromotions)) as ReturnType<typeof selectPromotions>;
  yield all([...(list.status === 'idle' ? [] : [call(loadList)]), ...(detail.value ? [call(loadDetail, detail.value.id)] : [])]);
}

export function* promotionsSaga() {
  yield takeLatest(intents.listOpened.type, listOpened);
  yield fork(takeLanguageChanges, rereadOnLanguageChange);
  yield takeLatest(intents.detailOpened, (a: ReturnType<typeof intents.detailOpened>) => loadDetail(a.payload));
  // The player's actions: a session found over on the way is redone after the login.
  yield takeLeading(intents.joinRequested, redoable(join));
  yield takeLeading(intents.claimRequested, redoable(claim));
  yield takeLeading(intents.raffleRequested, redoable(raffle));
  yield takeLeading(intents.applyRequested, redoable(apply));
  // Back in the tab: QA may have decided an application or a deposit may have qualified meanwhile.
  yield takeLatest(balanceEvents.tabReturned.type, function* () {
    const { detail } = (yield select(selectPromotions)) as ReturnType<typeof selectPromotions>;
    if (detail.value) yield call(loadDetail, detail.value.id);
  });
  yield takeLatest(accessActions.sessionChanged.type, function* (action: PayloadAction<boolean>) {
    if (!action.payload) yield put(actions.playerCleared());
  });
}
