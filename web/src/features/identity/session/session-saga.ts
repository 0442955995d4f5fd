import { all, call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PASSWORD, WhitelabelFlag, type Balance, type LoginRequest, type MemberInfo, type SessionValue } from '@portal/contracts';
import { accessActions } from '../../../shared/access/access';
import { isApiError, toErrorInfo } from '../../../shared/http/api-error';
import type { HttpClient } from '../../../shared/http/http-client';
import { selectFlag } from '../../../shared/site/site-selectors';
import { SessionKey } from '../../../shared/storage/keys';
import { session } from '../../../shared/storage/web-storage';
import * as api from '../api';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { ctx, type Navigate } from '../saga-context';
import { selectSession } from '../selectors';
import { humanCheck } from '../verification/verification-saga';
import { verificationActions } from '../verification/verification-slice';
import { rememberLogin } from './remember-me';
import { endSessionIntent } from '../password/end-session-intent';
import { identityIntents } from './session-intents';
import { sessionActions, type LoginForm, type SessionState } from './session-slice';
import { clearSessionStorage, storeMember } from './session-storage';

/** Member info, avatar and balance for the stored token; a refused token ends the session. */
export function* loadLoginInfo() {
  const http: HttpClient = yield ctx.http();
  try {
    const member: MemberInfo = yield call(api.fetchMemberInfo, http);
    storeMember(member);
    yield put(sessionActions.memberLoaded(member));
    yield put(accessActions.sessionChanged(true));
  } catch (error) {
    if (isApiError(error) && error.status === 401) yield call(endSessionLocally);
    else yield put(sessionActions.failed({ error: toErrorInfo(error) }));
    return false;
  }
  yield all([call(loadAvatar, http), call(loadBalance)]);
  return true;
}

function* loadAvatar(http: HttpClient) {
  try {
    const { icon }: { icon: string } = yield call(api.fetchMemberIcon, http);
    yield put(sessionActions.avatarLoaded(icon));
  } catch {
    // The default avatar shows instead.
  }
}

export function* loadBalance() {
  const http: HttpClient = yield ctx.http();
  yield put(sessionActions.balanceRequested());
  try {
    const balance: Balance = yield call(api.fetchBalance, http);
    yield put(sessionActions.balanceLoaded(balance));
  } catch {
    yield put(sessionActions.balanceFailed());
  }
}

/**
 * After a token is issued (spec 01, section 4): the change-password modal for the default or an
 * expired password, or a first login; otherwise load the login info and go home.
 */
export function* afterLogin(value: SessionValue, password: string | null, type: 'username' | 'sms' | 'freePlay') {
  const navigate: Navigate = yield ctx.navigate();
  const forceChange: boolean = yield select(selectFlag(WhitelabelFlag.ForcePasswordChange));
  const expiredMustChange = value.passwordExpired && forceChange;
  session.set(SessionKey.Token, value.token);
  session.set(SessionKey.ChangePassword, String(type !== 'freePlay' && (value.firstTimeLogin || expiredMustChange)));
  yield put(verificationActions.captchaRequired(false));
  const mustChange = type === 'username' && (password === DEFAULT_PASSWORD || expiredMustChange || value.firstTimeLogin);
  yield put(sessionActions.tokenStored({ token: value.token, mustChangePassword: mustChange }));
  if (mustChange) {
    yield put(sessionActions.settled());
    yield put(overlayActions.opened('changePassword'));
    return;
  }
  const loaded: boolean = yield call(loadLoginInfo);
  if (!loaded) return;
  yield put(overlayActions.closed());
  navigate('/');
}

function* loginFlow(action: PayloadAction<LoginForm>) {
  const form = action.payload;
  const http: HttpClient = yield ctx.http();
  yield put(sessionActions.started('login'));
  let request: LoginRequest;
  if (form.type === 'username') {
    // Username login runs the human check; SMS login skips it (spec 01, section 4).
    const validate: string | null = yield call(humanCheck);
    if (!validate) {
      yield put(sessionActions.settled());
      return;
    }
    const captcha = form.captcha?.trim();
    request = { type: 'username', username: form.username.trim(), password: form.password, validate, ...(captcha ? { captcha } : {}) };
  } else {
    request = {
      type: 'sms',
      countryDialingCode: form.countryDialingCode,
      mobileNum: form.mobileNum.trim(),
      verificationCode: form.verificationCode.trim(),
    };
  }
  try {
    const value: SessionValue = yield call(api.login, http, request);
    rememberLogin(form);
    yield call(afterLogin, value, form.type === 'username' ? form.password : null, form.type);
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error) }));
    const asksCaptcha = isApiError(error) && (error.value as { captcha?: boolean } | undefined)?.captcha === true;
    if (asksCaptcha) {
      yield put(verificationActions.captchaRequired(true));
      yield put(verificationActions.captchaRequested());
    }
  }
}

function* freePlayFlow() {
  const http: HttpClient = yield ctx.http();
  yield put(sessionActions.started('freePlay'));
  try {
    const random = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))));
    const value: SessionValue = yield call(api.freePlay, http, random, navigator.platform || 'web');
    yield call(afterLogin, value, null, 'freePlay');
    session.remove(SessionKey.ChangePassword);
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error) }));
    yield put(overlayActions.noticeShown({ kind: 'warning', message: toErrorInfo(error).message }));
  }
}

/** Drops the session on this side only: storage, store and overlays. */
export function* endSessionLocally() {
  clearSessionStorage();
  yield put(sessionActions.cleared());
  yield put(overlayActions.reset());
  yield put(accessActions.sessionChanged(false));
}

function* logoutFlow() {
  const http: HttpClient = yield ctx.http();
  const navigate: Navigate = yield ctx.navigate();
  yield put(sessionActions.started('logout'));
  try {
    yield call(api.logout, http);
  } catch {
    // The session ends here whatever the server says.
  }
  yield call(endSessionLocally);
  navigate('/');
}

function* realAccountAction(action: PayloadAction<{ target: string }>) {
  const state: SessionState = yield select(selectSession);
  if (!state.token) yield put(overlayActions.opened('login'));
  else if (state.member?.type === 4) yield put(overlayActions.noticeShown({ kind: 'trial', message: 'identity:inNeedTrueAccount' }));
  else yield put(overlayActions.centreOpened(action.payload.target));
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

export function* sessionSaga() {
  yield fork(restoreSession);
  yield takeLeading(identityIntents.loginRequested.type, loginFlow);
  yield takeLeading(identityIntents.freePlayRequested.type, freePlayFlow);
  yield takeLeading(identityIntents.logoutConfirmed.type, logoutFlow);
  yield takeLeading(endSessionIntent.type, endSessionLocally);
  yield takeLatest(identityIntents.balanceRefreshRequested.type, loadBalance);
  yield takeLatest(identityIntents.realAccountActionRequested.type, realAccountAction);
  // Other features ask for the login popup and the trial warning through the shared access actions.
  yield takeLatest(accessActions.loginPromptRequested.type, function* () {
    yield put(overlayActions.opened('login'));
  });
  yield takeLatest(accessActions.trialWarningRequested.type, function* () {
    yield put(overlayActions.noticeShown({ kind: 'trial', message: 'identity:inNeedTrueAccount' }));
  });
}
