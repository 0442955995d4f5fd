import { call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LoginRequest } from '@portal/contracts';
import { isApiError, toErrorInfo } from '../../../shared/http/api-error';
import { request } from '../../../shared/store/saga-context';
import * as api from '../api';
import { identityIntents, type LoginForm } from '../intents';
import { afterLogin } from '../session/saga';
import { sessionActions } from '../session/slice';
import { humanCheck } from '../verification/saga';
import { verificationActions } from '../verification/slice';
import { rememberLogin } from './remember-me';

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
    // The failure shows under the form (login's entry says no alert); a captcha flag asks for one.
    yield put(sessionActions.failed({ error: toErrorInfo(error) }));
    const asksCaptcha = isApiError(error) && (error.value as { captcha?: boolean } | undefined)?.captcha === true;
    if (asksCaptcha) {
      yield put(verificationActions.captchaRequired(true));
      yield put(identityIntents.captchaRequested());
    }
  }
}

export function* loginSaga() {
  yield takeLeading(identityIntents.loginRequested.type, loginFlow);
}
