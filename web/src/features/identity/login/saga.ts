import { call, put, take, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { SecurityCode, type LoginChallenge, type LoginRequest, type SessionValue } from '@portal/contracts';
import { isApiError, toErrorInfo } from '../../../shared/http/api-error';
import { request } from '../../../shared/store/saga-context';
import * as api from '../api';
import { identityIntents, type LoginForm } from '../intents';
import { afterLogin } from '../session/saga';
import { sessionActions } from '../session/slice';
import { humanCheck } from '../../../shared/human-check/saga';
import { verificationActions } from '../verification/slice';
import { sendLoginCode, verifyLogin } from './new-address-api';
import { newAddressActions } from './new-address-slice';
import { rememberLogin } from './remember-me';
import { clockNow } from '../../../shared/clock/world-time';

// Free play logs in without a form, from the header: it lives in session/saga.ts, which loads with the shell.

/** Username login runs the human check; SMS login skips it (spec 01, section 4). */
function* loginFlow(action: PayloadAction<LoginForm>) {
  const form = action.payload;
  yield put(sessionActions.started('login'));
  let body: LoginRequest;
  if (form.type === 'username') {
    const validate = yield* humanCheck();
    if (!validate) {
      yield put(sessionActions.settled());
      return;
    }
    const captcha = form.captcha?.trim();
    body = { type: 'username', username: form.username.trim(), password: form.password, validate, ...(captcha ? { captcha } : {}) };
  } else {
    body = {
      type: 'sms',
      countryDialingCode: form.countryDialingCode,
      mobileNum: form.mobileNum.trim(),
      verificationCode: form.verificationCode.trim(),
    };
  }
  try {
    const value = yield* request(api.login, body);
    rememberLogin(form);
    yield call(afterLogin, value, form.type === 'username' ? form.password : null, form.type);
  } catch (error) {
    if (isApiError(error) && error.code === SecurityCode.LoginVerifyRequired && form.type === 'username') {
      yield put(sessionActions.settled());
      const value = yield* answerChallenge(error.value as LoginChallenge);
      if (value) {
        rememberLogin(form);
        yield call(afterLogin, value, form.password, form.type);
      }
      return;
    }
    // The failure shows under the form (login's entry says no alert); a captcha flag asks for one.
    yield put(sessionActions.failed({ error: toErrorInfo(error) }));
    const asksCaptcha = isApiError(error) && (error.value as { captcha?: boolean } | undefined)?.captcha === true;
    if (asksCaptcha) {
      yield put(verificationActions.captchaRequired(true));
      yield put(identityIntents.captchaRequested());
    }
  }
}

/**
 * Login protection: the player asks for a code by a bound method and enters it, as often as needed, until
 * the code passes (the session value) or they go back to the form (null).
 */
function* answerChallenge(challenge: LoginChallenge): Generator<unknown, SessionValue | null, unknown> {
  yield put(newAddressActions.challenged(challenge));
  const { newAddressCodeRequested, newAddressVerifyRequested, newAddressCancelled } = identityIntents;
  for (;;) {
    const action = (yield take([newAddressCodeRequested.type, newAddressVerifyRequested.type, newAddressCancelled.type])) as
      ReturnType<typeof newAddressCodeRequested> | ReturnType<typeof newAddressVerifyRequested> | ReturnType<typeof newAddressCancelled>;
    if (newAddressCancelled.match(action)) {
      yield put(newAddressActions.ended());
      yield put(sessionActions.errorCleared());
      return null;
    }
    if (newAddressCodeRequested.match(action)) {
      yield put(newAddressActions.sending());
      yield put(sessionActions.errorCleared());
      try {
        yield* request(sendLoginCode, challenge.challengeId, action.payload);
        yield put(newAddressActions.codeSent({ method: action.payload, at: clockNow() }));
      } catch (error) {
        yield put(newAddressActions.sendFailed());
        yield put(sessionActions.failed({ error: toErrorInfo(error) }));
      }
      continue;
    }
    yield put(sessionActions.started('login'));
    try {
      const value = yield* request(verifyLogin, challenge.challengeId, action.payload.method, action.payload.code);
      yield put(newAddressActions.ended());
      return value;
    } catch (error) {
      yield put(sessionActions.failed({ error: toErrorInfo(error) }));
    }
  }
}

export function* loginSaga() {
  yield takeLeading(identityIntents.loginRequested.type, loginFlow);
}
