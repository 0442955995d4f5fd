import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toErrorInfo } from '../../shared/http/api-error';
import { humanCheck } from '../../shared/human-check/saga';
import { request } from '../../shared/store/saga-context';
import { balanceEvents } from '../../shared/wallet/balance-events';
import * as api from './api';
import { memberCentreIntents as intents } from './intents';
import { memberPerksActions as actions, type LoadedAnswer, type LoadedKey } from './perks-slice';

type Payload<A extends (...args: never[]) => { payload: unknown }> = PayloadAction<ReturnType<A>['payload']>;

/** Reads one part of the second half into the store; a failure is kept as its code. */
function* load(key: LoadedKey, read: Generator<unknown, LoadedAnswer['value'], unknown>) {
  yield put(actions.requested(key));
  try {
    yield put(actions.loaded({ key, value: yield* read } as LoadedAnswer));
  } catch (error) {
    yield put(actions.failed({ key, error: toErrorInfo(error) }));
  }
}

function* securityOpened() {
  yield put(actions.asksCleared());
  yield all([call(load, 'security', request(api.fetchSecurityInfo)), call(load, 'rank', request(api.fetchPlayerRank))]);
}

function* sendCode(action: Payload<typeof intents.bindCodeRequested>) {
  const ask = action.payload;
  yield put(actions.codeAsked(ask.kind));
  try {
    // The slide check first, as the registration's SMS code (contracts/README.md: binding codes and SMS pumping).
    const validate = yield* humanCheck();
    if (!validate) {
      yield put(actions.codeAbandoned(ask.kind));
      return;
    }
    const { expiredMinutes } =
      ask.kind === 'mobile'
        ? yield* request(api.sendBindMobileCode, ask.countryDialingCode, ask.mobileNo, validate)
        : yield* request(api.sendBindEmailCode, ask.email, validate);
    yield put(actions.codeSent({ kind: ask.kind, expiredMinutes, at: Date.now() }));
  } catch (error) {
    yield put(actions.codeRefused({ kind: ask.kind, error: toErrorInfo(error) }));
  }
}

function* bind(action: Payload<typeof intents.bindRequested>) {
  const ask = action.payload;
  yield put(actions.bindAsked(ask.kind));
  try {
    const security =
      ask.kind === 'mobile'
        ? yield* request(api.bindMobile, ask.countryDialingCode, ask.mobileNo, ask.code)
        : yield* request(api.bindEmail, ask.email, ask.code);
    yield put(actions.bindDone({ kind: ask.kind, security }));
  } catch (error) {
    yield put(actions.bindRefused({ kind: ask.kind, error: toErrorInfo(error) }));
  }
}

function* toggleProtection(action: PayloadAction<boolean>) {
  yield put(actions.askStarted({ key: 'protection' }));
  try {
    yield put(actions.protectionDone(yield* request(api.setLoginProtection, action.payload)));
  } catch (error) {
    yield put(actions.askFailed({ key: 'protection', error: toErrorInfo(error) }));
  }
}

function* uplineOpened() {
  yield put(actions.asksCleared());
  yield call(load, 'upline', request(api.fetchUplineInfo));
}

/** The money leaves the main wallet: the header's balance follows. */
function* transferUpline(action: Payload<typeof intents.uplineTransferRequested>) {
  yield put(actions.askStarted({ key: 'uplineTransfer' }));
  try {
    yield put(actions.uplineDone(yield* request(api.transferToUpline, action.payload.amount, action.payload.password)));
    yield put(balanceEvents.changed());
  } catch (error) {
    yield put(actions.askFailed({ key: 'uplineTransfer', error: toErrorInfo(error) }));
  }
}

function* referralOpened() {
  yield all([call(load, 'referral', request(api.fetchReferralDetails)), call(load, 'friends', request(api.fetchReferralFriends, 1))]);
}

/** The promotion kinds that are on (referral and missions show only when theirs is), read when the centre opens. */
export function* loadAvailable() {
  yield call(load, 'available', request(api.fetchAvailablePromotions));
}

/** The missions (their claimable count is the menu's badge), read when the centre opens and after a claim. */
export function* loadMissions() {
  yield call(load, 'missions', request(api.fetchMissions));
}

function* missionsOpened() {
  yield put(actions.asksCleared());
  yield all([call(loadMissions), call(load, 'leaderboard', request(api.fetchLeaderboard, 'DAILY'))]);
}

function* claimMission(action: PayloadAction<string>) {
  yield put(actions.askStarted({ key: 'missionClaim', missionId: action.payload }));
  try {
    const { rewardAmount } = yield* request(api.claimMission, action.payload);
    yield put(actions.missionClaimed({ missionId: action.payload, rewardAmount }));
    yield put(balanceEvents.changed());
    yield call(loadMissions);
  } catch (error) {
    yield put(actions.askFailed({ key: 'missionClaim', error: toErrorInfo(error) }));
  }
}

export function* memberPerksSaga() {
  yield takeLatest(intents.securityOpened.type, securityOpened);
  yield takeLeading(intents.bindCodeRequested.type, sendCode);
  yield takeLeading(intents.bindRequested.type, bind);
  yield takeLeading(intents.protectionToggled.type, toggleProtection);
  yield takeLatest(intents.uplineOpened.type, uplineOpened);
  yield takeLeading(intents.uplineTransferRequested.type, transferUpline);
  yield takeLatest(intents.referralOpened.type, referralOpened);
  yield takeLatest(intents.friendsPageRequested.type, (a: PayloadAction<number>) =>
    load('friends', request(api.fetchReferralFriends, a.payload)),
  );
  yield takeLatest(intents.missionsOpened.type, missionsOpened);
  yield takeLeading(intents.missionClaimRequested.type, claimMission);
  yield takeLatest(intents.leaderboardRequested.type, (a: PayloadAction<'DAILY' | 'WEEKLY'>) =>
    load('leaderboard', request(api.fetchLeaderboard, a.payload)),
  );
}
