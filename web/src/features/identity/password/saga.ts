import { call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toErrorInfo } from '../../../shared/http/api-error';
import { SessionKey } from '../../../shared/storage/keys';
import { session } from '../../../shared/storage/web-storage';
import { request } from '../../../shared/store/saga-context';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import * as api from '../api';
import { identityIntents, type IntentPayload } from '../intents';
import { afterLogin } from '../session/saga';
import { sessionActions } from '../session/slice';
import { humanCheck } from '../../../shared/human-check/saga';

// Failures of these calls show under their form (their entries say no alert).

/** Success: the change modal closes and the login modal opens, for a login with the new password. */
function* changePasswordFlow(action: PayloadAction<IntentPayload<'changePasswordRequested'>>) {
  yield put(sessionActions.started('changePassword'));
  try {
    yield* request(api.changePassword, action.payload);
    session.remove(SessionKey.Token);
    session.remove(SessionKey.ChangePassword);
    yield put(sessionActions.passwordChanged());
    yield put(overlayActions.opened('login'));
    yield put(overlayActions.noticeShown({ kind: 'info', message: 'identity:passwordChanged' }));
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error) }));
  }
}

function* forgotByEmailFlow(action: PayloadAction<IntentPayload<'forgotByEmailRequested'>>) {
  yield put(sessionActions.started('forgotEmail'));
  try {
    yield* request(api.forgotByEmail, action.payload.username.trim(), action.payload.email.trim());
    yield put(sessionActions.settled());
    yield put(overlayActions.closed());
    yield put(overlayActions.noticeShown({ kind: 'info', message: 'identity:resetMailSent' }));
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error) }));
  }
}

/** Reset by phone, then log in with the new password after a human check, and go home. */
function* forgotByPhoneFlow(action: PayloadAction<IntentPayload<'forgotByPhoneRequested'>>) {
  yield put(sessionActions.started('forgotPhone'));
  try {
    const { userName } = yield* request(api.forgotByPhone, action.payload);
    const validate = yield* humanCheck();
    if (!validate) {
      yield put(sessionActions.settled());
      yield put(overlayActions.opened('login'));
      return;
    }
    const value = yield* request(api.login, { type: 'username', username: userName, password: action.payload.newPassword, validate });
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
