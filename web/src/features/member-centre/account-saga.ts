import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { accessActions } from '../../shared/access/access';
import type { HttpClient } from '../../shared/http/http-client';
import { humanCheck } from '../../shared/human-check/saga';
import { fetchRemote, redoable, type RemoteSource } from '../../shared/remote/remote-saga';
import { balanceEvents } from '../../shared/wallet/balance-events';
import * as api from './api';
import { memberCentreIntents as intents } from './intents';
import { memberAccountActions as actions, pickAccount, type AccountKey } from './account-slice';
import { selectMemberAccount } from './selectors';
import { clockNow } from '../../shared/clock/world-time';

const source: RemoteSource<AccountKey> = { actions, select: (s, key) => pickAccount(selectMemberAccount(s), key) };

function* loadSecurity() {
  yield* fetchRemote(source, 'security', null, api.fetchSecurityInfo);
}

/** The rank, then the member info again: the header's club label names the same level as the rank card (issue 27). */
function* loadRank() {
  if (yield* fetchRemote(source, 'rank', null, api.fetchPlayerRank)) yield put(accessActions.memberStale());
}

function* securityOpened() {
  yield put(actions.asksCleared());
  yield all([call(loadSecurity), call(loadRank)]);
}

/** A binding code sent, stamped with when it was, so the form counts down to the next one. */
const sendMobileCode = async (http: HttpClient, countryDialingCode: string, mobileNo: string, validate: string) => ({
  ...(await api.sendBindMobileCode(http, countryDialingCode, mobileNo, validate)),
  at: clockNow(),
});
const sendEmailCode = async (http: HttpClient, email: string, validate: string) => ({
  ...(await api.sendBindEmailCode(http, email, validate)),
  at: clockNow(),
});

const sendCode = redoable(function* (action: ReturnType<typeof intents.bindCodeRequested>) {
  const ask = action.payload;
  // The slide check first, as the registration's SMS code (contracts/README.md: binding codes and SMS pumping).
  // Closing it sends nothing and fails nothing.
  const validate = yield* humanCheck();
  if (!validate) return;
  if (ask.kind === 'mobile')
    yield* fetchRemote(source, 'codeSent.mobile', null, sendMobileCode, ask.countryDialingCode, ask.mobileNo, validate);
  else yield* fetchRemote(source, 'codeSent.email', null, sendEmailCode, ask.email, validate);
});

const bind = redoable(function* (action: ReturnType<typeof intents.bindRequested>) {
  const ask = action.payload;
  const security =
    ask.kind === 'mobile'
      ? yield* fetchRemote(source, 'bound.mobile', null, api.bindMobile, ask.countryDialingCode, ask.mobileNo, ask.code)
      : yield* fetchRemote(source, 'bound.email', null, api.bindEmail, ask.email, ask.code);
  if (security) yield put(actions.bindDone({ kind: ask.kind, security }));
});

const toggleProtection = redoable(function* (action: PayloadAction<boolean>) {
  const security = yield* fetchRemote(source, 'protection', null, api.setLoginProtection, action.payload);
  if (security) yield put(actions.securityChanged(security));
});

function* uplineOpened() {
  yield put(actions.asksCleared());
  yield* fetchRemote(source, 'upline', null, api.fetchUplineInfo);
}

/** The money leaves the main wallet: the header's balance follows. */
const transferUpline = redoable(function* (action: ReturnType<typeof intents.uplineTransferRequested>) {
  const { amount, password } = action.payload;
  const answer = yield* fetchRemote(source, 'uplineTransfer', null, api.transferToUpline, amount, password, action.meta.idempotencyKey);
  if (!answer) return;
  yield put(actions.uplineMoved(answer.balance));
  yield put(balanceEvents.changed());
});

const loadFriends = (pageNo: number) => fetchRemote(source, 'friends', pageNo, api.fetchReferralFriends, pageNo);

function* loadReferral() {
  yield* fetchRemote(source, 'referral', null, api.fetchReferralDetails);
}

function* referralOpened() {
  yield all([call(loadReferral), call(loadFriends, 1)]);
}

/** The promotion kinds that are on (referral and missions show only when theirs is), read when the centre opens. */
export function* loadAvailable() {
  yield* fetchRemote(source, 'available', null, api.fetchAvailablePromotions);
}

/** The missions (their claimable count is the menu's badge), read when the centre opens and after a claim. */
export function* loadMissions() {
  yield* fetchRemote(source, 'missions', null, api.fetchMissions);
}

const loadLeaderboard = (period: 'DAILY' | 'WEEKLY') => fetchRemote(source, 'leaderboard', period, api.fetchLeaderboard, period);

function* missionsOpened() {
  yield put(actions.asksCleared());
  yield all([call(loadMissions), call(loadLeaderboard, 'DAILY')]);
}

/** The mission claimed is the claim's query, so its line shows the answer. */
const claimMission = redoable(function* (action: ReturnType<typeof intents.missionClaimRequested>) {
  const missionId = action.payload;
  const answer = yield* fetchRemote(source, 'missionClaim', missionId, api.claimMission, missionId, action.meta.idempotencyKey);
  if (!answer) return;
  yield put(balanceEvents.changed());
  yield call(loadMissions);
});

export function* memberAccountSaga() {
  yield takeLatest(intents.securityOpened.type, securityOpened);
  yield takeLeading(intents.bindCodeRequested.type, sendCode);
  yield takeLeading(intents.bindRequested.type, bind);
  yield takeLeading(intents.protectionToggled.type, toggleProtection);
  yield takeLatest(intents.uplineOpened.type, uplineOpened);
  yield takeLeading(intents.uplineTransferRequested.type, transferUpline);
  yield takeLatest(intents.referralOpened.type, referralOpened);
  yield takeLatest(intents.friendsPageRequested.type, (a: PayloadAction<number>) => loadFriends(a.payload));
  yield takeLatest(intents.missionsOpened.type, missionsOpened);
  yield takeLeading(intents.missionClaimRequested.type, claimMission);
  yield takeLatest(intents.leaderboardRequested.type, (a: PayloadAction<'DAILY' | 'WEEKLY'>) => loadLeaderboard(a.payload));
}
