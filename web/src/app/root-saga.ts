import { spawn } from 'redux-saga/effects';
import { gamesSaga } from '../features/games';
import { identitySaga } from '../features/identity';
import { preferencesSaga } from '../features/preferences/saga';
import { systemSaga } from '../features/system/saga';

/** Each feature saga is spawned: one failing does not stop the others. */
export function* rootSaga() {
  yield spawn(systemSaga);
  yield spawn(preferencesSaga);
  yield spawn(identitySaga);
  yield spawn(gamesSaga);
}
