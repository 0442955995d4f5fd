import { call, delay, put, race, select, spawn, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toErrorInfo } from '../../../shared/http/api-error';
import type { HttpClient } from '../../../shared/http/http-client';
import { SessionKey } from '../../../shared/storage/keys';
import { session } from '../../../shared/storage/web-storage';
import { checkSlide, fetchCaptcha, fetchSlideChallenge, sendSmsCode, type SmsPurpose } from '../api';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { ctx } from '../saga-context';
import { selectCountdown } from '../selectors';
import { verificationActions, type SlideChallenge, type SmsRequestIntent } from './verification-slice';

export const CAPTCHA_REFRESH_GUARD_MS = 1000;
export const SMS_THROTTLE_MS = 1000;
const MOBILE = /^\d{5,15}$/;

/**
 * The slide check: opens it above whatever is open and waits for the player.
 * Returns the one-use validate token, or null when the player gave up.
 */
export function* humanCheck(): Generator<unknown, string | null, { passed?: PayloadAction<string> }> {
  yield put(overlayActions.slideOpened());
  yield put(verificationActions.slideChallengeRequested());
  const result = yield race({
    passed: take(verificationActions.slidePassed.type),
    cancelled: take(verificationActions.slideCancelled.type),
  });
  yield put(overlayActions.slideClosed());
  const validate = result.passed?.payload ?? null;
  if (validate) session.set(SessionKey.Validate, validate);
  return validate;
}

function* loadChallenge() {
  const http: HttpClient = yield ctx.http();
  try {
    const challenge: SlideChallenge = yield call(fetchSlideChallenge, http);
    yield put(verificationActions.slideChallengeLoaded(challenge));
  } catch {
    yield put(verificationActions.slideFailed());
  }
}

function* submitSlide(action: PayloadAction<number>) {
  const http: HttpClient = yield ctx.http();
  const { verification } = (yield select()) as { verification: { slide: { challenge: SlideChallenge | null } } };
  const challenge = verification.slide.challenge;
  if (!challenge) return;
  try {
    const { validate }: { validate: string } = yield call(checkSlide, http, challenge.challengeId, Math.round(action.payload));
    yield put(verificationActions.slidePassed(validate));
  } catch {
    yield put(verificationActions.slideFailed());
    yield delay(600);
    yield call(loadChallenge);
  }
}

/**
 * A new captcha image, at most once a second however often the image is clicked: the worker
 * holds the takeLeading lock for at least a second, so clicks in between are dropped.
 */
function* refreshCaptcha() {
  const started = Date.now();
  const http: HttpClient = yield ctx.http();
  try {
    const image: string = yield call(fetchCaptcha, http);
    yield put(verificationActions.captchaLoaded(image));
  } catch {
    // The image stays as it was; clicking it tries again.
  }
  const wait = CAPTCHA_REFRESH_GUARD_MS - (Date.now() - started);
  if (wait > 0) yield delay(wait);
}

/** Counts down in 1 s ticks until the given time; the button is disabled while above 0. */
export function* countdown(purpose: SmsPurpose, until: number) {
  for (;;) {
    const seconds = Math.ceil((until - Date.now()) / 1000);
    yield put(verificationActions.countdownTicked({ purpose, seconds }));
    if (seconds <= 0) return;
    yield delay(1000);
  }
}

/** Validates the number, runs the slide check, sends; one call a second at most. */
function* sendCode(action: PayloadAction<SmsRequestIntent>) {
  const { purpose, countryDialingCode, mobileNo } = action.payload;
  const started = Date.now();
  try {
    const remaining: number = yield select(selectCountdown(purpose));
    if (remaining > 0) return;
    if (!MOBILE.test(mobileNo)) {
      yield put(overlayActions.noticeShown({ kind: 'warning', message: 'identity:invalidMobile' }));
      return;
    }
    const validate: string | null = yield call(humanCheck);
    if (!validate) return;
    const http: HttpClient = yield ctx.http();
    try {
      const sent: { expiredMinutes?: number; expirationTime?: number } = yield call(sendSmsCode, http, purpose, {
        countryDialingCode,
        mobileNo,
        validate,
      });
      const until = sent.expirationTime ?? Date.now() + (sent.expiredMinutes ?? 1) * 60_000;
      yield spawn(countdown, purpose, until);
    } catch (error) {
      yield put(overlayActions.noticeShown({ kind: 'warning', message: toErrorInfo(error).message }));
    }
  } finally {
    yield put(verificationActions.smsSettled(purpose));
    const wait = SMS_THROTTLE_MS - (Date.now() - started);
    if (wait > 0) yield delay(wait);
  }
}

export function* verificationSaga() {
  yield takeLatest(verificationActions.slideChallengeRequested.type, loadChallenge);
  yield takeLatest(verificationActions.slideSubmitted.type, submitSlide);
  yield takeLeading(verificationActions.captchaRequested.type, refreshCaptcha);
  yield takeLeading(verificationActions.smsRequested.type, sendCode);
}
