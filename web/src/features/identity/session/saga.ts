import type { EventChannel } from 'redux-saga';
import { all, call, fork, put, race, select, spawn, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Action, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_PASSWORD, WhitelabelFlag, type SessionValue } from '@portal/contracts';
import { accessActions, selectHasToken, selectIsTrial, selectRealAccountCheck, type AccessCheck } from '../../../shared/access/access';
import { isApiError, toErrorInfo } from '../../../shared/http/api-error';
import { selectFlag } from '../../../shared/system/system-selectors';
import { SessionKey } from '../../../shared/storage/keys';
import { session } from '../../../shared/storage/web-storage';
import { contextOf, request, requestHandlingExpiry } from '../../../shared/store/saga-context';
import { tabReturns } from '../../../shared/store/tab-returns';
import { AGENT_CENTRE_FIRST_PAGE } from '../../../shared/ui-state/agent-pages';
import { memberPageOf } from '../../../shared/ui-state/member-pages';
import { overlayActions, selectOverlay, type Modal } from '../../../shared/ui-state/overlay-slice';
import { balanceEvents } from '../../../shared/wallet/balance-events';
import type { RootState } from '../../../shared/store/root-state';
import { showFailure } from '../../../shared/ui-state/show-failure';
import * as api from '../api';
import { identityIntents } from '../intents';
import { framePageBalance } from './frame-balance';
import { sessionActions } from './slice';
import { clearSessionStorage, storeMember } from './storage';

const trialWarning = () => overlayActions.noticeShown({ kind: 'trial', message: 'identity:inNeedTrueAccount' });

/** Member info, avatar and balance for the stored token; a refused token ends the session. */
export function* loadLoginInfo() {
  try {
    const member = yield* requestHandlingExpiry(api.fetchMemberInfo);
    storeMember(member);
    yield put(sessionActions.memberLoaded(member));
    yield put(accessActions.sessionChanged(true));
  } catch (error) {
    if (isApiError(error) && error.status === 401) yield call(endSessionLocally);
    else {
      yield put(sessionActions.failed({ error: toErrorInfo(error) }));
      yield put(sessionActions.memberFailed(toErrorInfo(error)));
    }
    return false;
  }
  yield all([call(loadAvatar), call(loadBalance)]);
  return true;
}

/** The member info again, without the loading state (the rank moved on): the header's label follows; a failure keeps the one shown. */
function* refreshMember() {
  try {
    const member = yield* request(api.fetchMemberInfo);
    storeMember(member);
    yield put(sessionActions.memberLoaded(member));
  } catch {
    // The label shown stays until the next read.
  }
}

function* loadAvatar() {
  try {
    const { avatarUrl } = yield* request(api.fetchPlayerAvatar);
    yield put(sessionActions.avatarLoaded(avatarUrl));
  } catch {
    // The default avatar shows instead.
  }
}

export function* loadBalance() {
  yield put(sessionActions.balanceRequested());
  yield call(reloadBalance);
}

/** The balance again without the loading placeholder: money moved, the amount shown stays until the new one. */
function* reloadBalance() {
  try {
    const balance = yield* request(api.fetchBalance);
    yield put(sessionActions.balanceLoaded(balance));
  } catch (error) {
    yield put(sessionActions.balanceFailed(toErrorInfo(error)));
  }
}

/** Drops the session on this side only: storage, store and overlays. */
export function* endSessionLocally() {
  clearSessionStorage();
  yield put(sessionActions.cleared());
  yield put(overlayActions.reset());
  yield put(accessActions.sessionChanged(false));
}

/**
 * After a token is issued (spec 01, section 4): the change-password modal for the default or an
 * expired password, or a first login; otherwise load the login info and go home.
 */
export function* afterLogin(value: SessionValue, password: string | null, type: 'username' | 'sms' | 'freePlay') {
  const navigate = yield* contextOf('navigate');
  const forceChange = (yield select(selectFlag(WhitelabelFlag.ForcePasswordChange))) as boolean;
  const expiredMustChange = value.passwordExpired && forceChange;
  session.set(SessionKey.Token, value.token);
  session.set(SessionKey.ChangePassword, String(type !== 'freePlay' && (value.firstTimeLogin || expiredMustChange)));
  const mustChange = type === 'username' && (password === DEFAULT_PASSWORD || expiredMustChange || value.firstTimeLogin);
  // A new token also drops the login captcha (verification/slice.ts).
  yield put(sessionActions.tokenStored({ token: value.token, mustChangePassword: mustChange }));
  yield put(accessActions.loggedIn({ firstTimeLogin: value.firstTimeLogin }));
  if (mustChange) {
    yield put(sessionActions.settled());
    yield put(overlayActions.opened('changePassword'));
    return;
  }
  const loaded = (yield call(loadLoginInfo)) as boolean;
  if (!loaded) return;
  // The dialog that led here closes; one the player has opened since (the member centre) stays.
  const { modal } = (yield select(selectOverlay)) as ReturnType<typeof selectOverlay>;
  if (modal !== null && loginDialogs.includes(modal)) yield put(overlayActions.closed());
  navigate('/');
}

/** The dialogs a login comes from: the login itself, registration, a forced change or a reset of the password. */
const loginDialogs: Modal[] = ['login', 'register', 'changePassword', 'forgotPassword'];

/**
 * Free demo: a trial session from the header's button, with no form, so it loads with the shell
 * (the form logins are in login/saga.ts). A failure shows in the warning dialog.
 */
function* freePlayFlow() {
  yield put(sessionActions.started('freePlay'));
  try {
    const random = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))));
    const value = yield* request(api.freePlay, random, navigator.platform || 'web');
    yield call(afterLogin, value, null, 'freePlay');
    session.remove(SessionKey.ChangePassword);
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error) }));
    yield* showFailure(error);
  }
}

function* logoutFlow() {
  const navigate = yield* contextOf('navigate');
  yield call(logOut);
  navigate('/');
}

/** Logout on the server, then here whatever the server says. */
function* logOut() {
  yield put(sessionActions.started('logout'));
  try {
    yield* requestHandlingExpiry(api.logout);
  } catch {
    // The session ends here whatever the server says.
  }
  yield call(endSessionLocally);
}

/**
 * The trial account's way to a real one (spec 01, section 6: the warning's confirm 'in_increase_submit'): the trial
 * session ends and the registration opens, the dialog where the site registers, else its page.
 */
function* registerInstead() {
  if (!((yield select(selectIsTrial)) as boolean)) return;
  yield call(logOut);
  if ((yield select(selectFlag(WhitelabelFlag.DirectRegister))) as boolean) yield put(overlayActions.opened('register'));
}

/**
 * The shared access rule decides: the login popup, the trial warning, or the centre asked for. Right
 * after a login the token is there before the member info that says whether it is a trial account: the
 * answer waits for it rather than opening a centre to a trial account.
 */
function* realAccountAction(action: PayloadAction<{ target: string }>) {
  const { token, member } = (yield select((state: RootState) => state.session)) as RootState['session'];
  if (token !== null && member === null) {
    yield take([sessionActions.memberLoaded.type, sessionActions.failed.type, sessionActions.cleared.type]);
  }
  const check = (yield select(selectRealAccountCheck)) as AccessCheck;
  if (check === 'login') yield put(overlayActions.opened('login'));
  else if (check === 'trial') yield put(trialWarning());
  else {
    // The personal centre's pages open in the member centre (the rank within My account), the agent centre on its overview.
    const page = memberPageOf(action.payload.target);
    if (page) yield put(overlayActions.memberCentreOpened(page));
    else if (action.payload.target === 'agentCentre') yield put(overlayActions.agentCentreOpened(AGENT_CENTRE_FIRST_PAGE));
    else yield put(overlayActions.centreOpened(action.payload.target));
  }
}

/** Money may have moved while the player was away (QA approved a deposit): say so while logged in. */
function* watchTabReturns() {
  if (typeof document === 'undefined') return;
  const returns: EventChannel<true> = yield call(tabReturns);
  while (true) {
    yield take(returns);
    const check = (yield select(selectRealAccountCheck)) as AccessCheck;
    if (check !== 'login') yield put(balanceEvents.tabReturned());
  }
}

/** On start: a token in the address (?token=) or in sessionStorage is adopted and its member loaded. */
export function* restoreSession() {
  const params = new URLSearchParams(globalThis.location?.search ?? '');
  const fromUrl = params.get('token');
  if (fromUrl) {
    session.set(SessionKey.Token, fromUrl);
    params.delete('token');
    const rest = params.toString();
    globalThis.history?.replaceState(null, '', `${globalThis.location.pathname}${rest ? `?${rest}` : ''}`);
  }
  const token = session.get(SessionKey.Token);
  if (!token) return;
  // A reload does not skip a forced password change: cpw keeps it for the tab's session.
  if (session.get(SessionKey.ChangePassword) === 'true' && !fromUrl) {
    yield put(sessionActions.tokenStored({ token, mustChangePassword: true }));
    yield put(overlayActions.opened('changePassword'));
    return;
  }
  yield put(sessionActions.tokenStored({ token, mustChangePassword: false }));
  yield call(loadLoginInfo);
}

/** What the shell needs from the start: the restored session, free play, the balance, logout and the access prompts. */
export function* sessionSaga() {
  yield fork(restoreSession);
  yield takeLeading(identityIntents.freePlayRequested.type, freePlayFlow);
  yield takeLeading(identityIntents.logoutConfirmed.type, logoutFlow);
  yield takeLeading(identityIntents.changePasswordAbandoned.type, endSessionLocally);
  // The header balance follows every change: the refresh button, a feature that moved money, the tab's return.
  yield takeLatest(identityIntents.balanceRefreshRequested.type, loadBalance);
  yield takeLeading(identityIntents.memberRetried.type, loadLoginInfo);
  yield takeLatest(accessActions.memberStale.type, refreshMember);
  yield takeLatest([balanceEvents.changed.type, balanceEvents.tabReturned.type], reloadBalance);
  yield fork(watchTabReturns);
  // Bets inside a game or lottery frame: the balance while it is open and on leaving it.
  yield fork(framePageBalance);
  yield takeLatest(identityIntents.realAccountActionRequested.type, realAccountAction);
  // Other features ask for the login popup and the trial warning through the shared access actions.
  yield takeLatest(accessActions.loginPromptRequested.type, function* () {
    yield put(overlayActions.opened('login'));
  });
  yield takeLatest(accessActions.trialWarningRequested.type, function* () {
    yield put(trialWarning());
  });
  yield takeLeading(accessActions.registerInsteadRequested.type, registerInstead);
  // A feature's call found the session over: end it here too, then offer the login (once for all the calls).
  yield takeLeading(accessActions.sessionExpired.type, sessionExpired);
}

/**
 * The one session-expired flow: the header logs out, the login opens, and the action the player was taking
 * is done again once they log in (not if they close the login instead). Calls failing after the first find
 * no token and change nothing.
 */
export function* sessionExpired(action: PayloadAction<{ redo?: UnknownAction } | undefined>) {
  if (!((yield select(selectHasToken)) as boolean)) return;
  // Whose action it was: redone only for the same player (another who logs in here never inherits it).
  const whose = ((yield select((s: RootState) => s.session.member?.account)) as string | undefined) ?? null;
  yield call(endSessionLocally);
  yield put(overlayActions.opened('login'));
  const redo = action.payload?.redo;
  if (!redo) return;
  yield spawn(function* () {
    const { back } = (yield race({
      back: take((a: Action) => accessActions.sessionChanged.match(a) && a.payload),
      gaveUp: take(overlayActions.closed.type),
    })) as { back?: unknown };
    const who = (yield select((s: RootState) => s.session.member?.account)) as string | undefined;
    if (back && (whose === null || who === whose)) yield put(redo);
  });
}
