import { spawn } from 'redux-saga/effects';
import { passwordSaga } from './password/password-saga';
import { registerSaga } from './register/register-saga';
import { sessionSaga } from './session/session-saga';
import { verificationSaga } from './verification/verification-saga';

export function* identitySaga() {
  yield spawn(verificationSaga);
  yield spawn(sessionSaga);
  yield spawn(registerSaga);
  yield spawn(passwordSaga);
}
