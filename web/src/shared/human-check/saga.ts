import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { SessionKey } from '../storage/keys';
import { session } from '../storage/web-storage';
import { request } from '../store/saga-context';
import { overlayActions } from '../ui-state/overlay-slice';
import { checkSlide, fetchSlideChallenge } from './api';
import { humanCheckActions as actions, selectHumanCheck } from './slice';

function* loadChallenge() {
  try {
    const challenge = yield* request(fetchSlideChallenge);
    yield put(actions.challengeLoaded(challenge));
  } catch {
    yield put(actions.failed());
  }
}

/** A wrong slide shows under the slider (the call's entry says no alert) and a new challenge follows. */
function* submitSlide(action: PayloadAction<number>) {
  const { challenge } = (yield select(selectHumanCheck)) as ReturnType<typeof selectHumanCheck>;
  if (!challenge) return;
  try {
    const { validate } = yield* request(checkSlide, challenge.challengeId, Math.round(action.payload));
    yield put(actions.passed(validate));
  } catch {
    yield put(actions.failed());
    yield delay(600);
    yield call(loadChallenge);
  }
}

/**
 * The slide check, for any form that needs a human first (registration, login, SMS and binding codes):
 * opens it above whatever is open and waits for the player. Returns the one-use validate token, or null
 * when the player gave up. It runs its own watchers while open, so no feature has to be loaded for it.
 */
export function* humanCheck(): Generator<unknown, string | null, unknown> {
  const watchers = (yield fork(function* () {
    yield takeLatest(actions.challengeRequested.type, loadChallenge);
    yield takeLatest(actions.submitted.type, submitSlide);
  })) as Task;
  try {
    yield put(overlayActions.slideOpened());
    yield put(actions.challengeRequested());
    const result = (yield race({ passed: take(actions.passed.type), cancelled: take(actions.cancelled.type) })) as {
      passed?: PayloadAction<string>;
    };
    const validate = result.passed?.payload ?? null;
    if (validate) session.set(SessionKey.Validate, validate);
    return validate;
  } finally {
    yield cancel(watchers);
    yield put(overlayActions.slideClosed());
  }
}
