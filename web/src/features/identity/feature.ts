import { spawn } from 'redux-saga/effects';
import { defineFeature } from '../../shared/store/feature';
import { newAddressSlice } from './login/new-address-slice';
import { loginSaga } from './login/saga';
import { passwordSaga } from './password/saga';
import { registerSaga } from './register/saga';
import { newPlayerSlice } from './register/slice';
import { verificationSaga } from './verification/saga';
import { verificationSlice } from './verification/slice';

function* formsSaga() {
  yield spawn(verificationSaga);
  yield spawn(loginSaga);
  yield spawn(registerSaga);
  yield spawn(passwordSaga);
}

/**
 * The login, registration, password and verification flows with their state. Injected before a form
 * that needs them first renders: the overlays (identity-overlays.tsx) and the /login and /register routes.
 */
export const identityFormsFeature = defineFeature({
  name: 'identityForms',
  slices: [verificationSlice, newPlayerSlice, newAddressSlice],
  saga: formsSaga,
});
