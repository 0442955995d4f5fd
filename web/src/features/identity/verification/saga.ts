import { buffers, type Channel } from 'redux-saga';
import { actionChannel, delay, flush, fork, put, race, select, spawn, take, takeLeading } from 'redux-saga/effects';
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { humanCheck } from '../../../shared/human-check/saga';
import { fetchRemote, type RemoteSource } from '../../../shared/remote/remote-saga';
import { request } from '../../../shared/store/saga-context';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { showFailure } from '../../../shared/ui-state/show-failure';
import * as api from '../api';
import { identityIntents } from '../intents';
import { selectCaptcha, selectCountdown } from './selectors';
import { isCodeVoided, verificationActions, type SmsRequestIntent } from './slice';
import { clockNow } from '../../../shared/clock/world-time';

export const CAPTCHA_REFRESH_GUARD_MS = 1000;
export const SMS_THROTTLE_MS = 1000;
const MOBILE = /^\d{5,15}$/;

const captchaSource: RemoteSource<'captcha'> = { actions: verificationActions, select: (s) => selectCaptcha(s).image };

/**
 * New captcha images, at most one a second however often the image is clicked. An ask made while an
 * image is on its way is answered by that image; one made later within the second is kept (the last
 * only) and fetched once the second has passed, so a failed submit always brings a fresh captcha.
 */
function* refreshCaptchas() {
  const asks = (yield actionChannel(identityIntents.captchaRequested.type, buffers.sliding(1))) as Channel<Action>;
  for (;;) {
    yield take(asks);
    const started = Date.now();
    // A failure shows under the field with Try again; the image shown before stays, and clicking it tries again.
    yield* fetchRemote(captchaSource, 'captcha', null, api.fetchCaptcha);
    yield flush(asks);
    const wait = CAPTCHA_REFRESH_GUARD_MS - (Date.now() - started);
    if (wait > 0) yield delay(wait);
  }
}

/**
 * Counts down in 1 s ticks until the given time; the button is disabled while above 0. A failure saying the code
 * is void ends it at once (the slice sets 0): the player is told to request a new one, and can.
 */
export function* countdown(purpose: SmsRequestIntent['purpose'], until: number) {
  for (;;) {
    const seconds = Math.ceil((until - clockNow()) / 1000);
    yield put(verificationActions.countdownTicked({ purpose, seconds }));
    if (seconds <= 0) return;
    const { voided } = (yield race({ tick: delay(1000), voided: take(isCodeVoided) })) as { voided?: unknown };
    if (voided) return;
  }
}

/** Validates the number, runs the slide check, sends; one call a second at most. */
function* sendCode(action: PayloadAction<SmsRequestIntent>) {
  const { purpose, countryDialingCode, mobileNo } = action.payload;
  const started = Date.now();
  try {
    const remaining = (yield select(selectCountdown(purpose))) as number;
    if (remaining > 0) return;
    if (!MOBILE.test(mobileNo)) {
      yield put(overlayActions.noticeShown({ kind: 'warning', message: 'identity:invalidMobile' }));
      return;
    }
    const validate = yield* humanCheck();
    if (!validate) return;
    try {
      const sent = yield* request(api.sendSmsCode, purpose, { countryDialingCode, mobileNo, validate });
      const until = sent.expirationTime ?? clockNow() + (sent.expiredMinutes ?? 1) * 60_000;
      yield spawn(countdown, purpose, until);
    } catch (error) {
      // The server's message in the warning dialog (spec 01, section 8): request() shows it for these calls.
      yield* showFailure(error);
    }
  } finally {
    yield put(verificationActions.smsSettled(purpose));
    const wait = SMS_THROTTLE_MS - (Date.now() - started);
    if (wait > 0) yield delay(wait);
  }
}

export function* verificationSaga() {
  yield fork(refreshCaptchas);
  yield takeLeading(verificationActions.smsRequested.type, sendCode);
}
