import { call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SessionValue } from '@portal/contracts';
import { toErrorInfo } from '../../../shared/http/api-error';
import type { HttpClient } from '../../../shared/http/http-client';
import { SessionKey } from '../../../shared/storage/keys';
import { session } from '../../../shared/storage/web-storage';
import * as api from '../api';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { ctx } from '../saga-context';
import { afterLogin } from '../session/session-saga';
import { identityIntents } from '../session/session-intents';
import { sessionActions } from '../session/session-slice';
import { humanCheck } from '../verification/verification-saga';

type Payload<T extends (...args: never[]) => { payload: unknown }> = PayloadAction<ReturnType<T>['payload']>;

/** Success: the change modal closes and the login modal opens, for a login with the new password. */
function* changePasswordFlow(action: Payload<typeof identityIntents.changePasswordRequested>) {
  const http: HttpClient = yield ctx.http();
  yield put(sessionActions.started('changePassword'));
  try {
    yield call(api.changePassword, http, action.payload);
    session.remove(SessionKey.Token);
    session.remove(SessionKey.ChangePassword);
    yield put(sessionActions.passwordChanged());
    yield put(overlayActions.opened('login'));
    yield put(overlayActions.noticeShown({ kind: 'info', message: 'identity:passwordChanged' }));
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error) }));
  }
}

function* forgotByEmailFlow(action: Payload<typeof identityIntents.forgotByEmailRequested>) {
  const http: HttpClient = yield ctx.http();
  yield put(sessionActions.started('forgotEmail'));
  try {
    yield call(api.forgotByEmail, http, action.payload.username.trim(), action.payload.email.trim());
    yield put(sessionActions.settled());
    yield put(overlayActions.closed());
    yield put(overlayActions.noticeShown({ kind: 'info', message: 'identity:resetMailSent' }));
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error) }));
  }
}

/** Reset by phone, then log in with the new password after a human check, and go home. */
function* forgotByPhoneFlow(action: Payload<typeof identityIntents.forgotByPhoneRequested>) {
  const http: HttpClient = yield ctx.http();
  yield put(sessionActions.started('forgotPhone'));
  try {
    const { userName }: { userName: string } = yield call(api.forgotByPhone, http, action.payload);
    const validate: string | null = yield call(humanCheck);
    if (!validate) {
      yield put(sessionActions.settled());
      yield put(overlayActions.opened('login'));
      return;
    }
    const value: SessionValue = yield call(api.login, http, {
      type: 'username',
      username: userName,
      password: action.payload.newPassword,
      validate,
    });
    yield call(afterLogin, value, action.payload.newPassword, 'username');
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error) }));
  }
}

export function* passwordSaga() {
  yield takeLeading(identityIntents.changePasswordRequested.type, changePasswordFlow);
  yield takeLeading(identityIntents.forgotByEmailRequested.type, forgotByEmailFlow);
  yield takeLeading(identityIntents.forgotByPhoneRequested.type, forgotByPhoneFlow);
}
