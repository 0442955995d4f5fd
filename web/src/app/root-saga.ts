import type { Channel } from 'redux-saga';
import { spawn, take } from 'redux-saga/effects';
import { identitySaga } from '../features/identity';
import { preferencesSaga } from '../features/preferences/saga';
import { systemSaga } from '../features/system/saga';
import { customerServiceLinkSaga } from '../shared/system/customer-service-link';
import type { Feature } from '../shared/store/feature';

/** Each saga is spawned: one failing does not stop the others. A feature's saga starts when it loads. */
export function* rootSaga(features: Channel<Feature>) {
  yield spawn(systemSaga);
  yield spawn(preferencesSaga);
  yield spawn(identitySaga);
  yield spawn(customerServiceLinkSaga);
  while (true) {
    const feature: Feature = yield take(features);
    if (feature.saga) yield spawn(feature.saga);
  }
}
