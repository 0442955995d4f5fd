import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SessionValue } from '@portal/contracts';
import { isApiError, toErrorInfo } from '../../../shared/http/api-error';
import type { HttpClient } from '../../../shared/http/http-client';
import { SessionKey } from '../../../shared/storage/keys';
import { session } from '../../../shared/storage/web-storage';
import * as api from '../api';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { ctx, type Navigate } from '../saga-context';
import { loadLoginInfo } from '../session/session-saga';
import { identityIntents } from '../session/session-intents';
import { sessionActions } from '../session/session-slice';
import { humanCheck } from '../verification/verification-saga';
import { verificationActions } from '../verification/verification-slice';
import { newPlayerActions } from './new-player-slice';
import type { Promotion } from '@portal/contracts';

const where = () => ({
  domain: globalThis.location?.host ?? '',
  registerUrl: globalThis.location?.href ?? '',
  registerMethod: 'WEB' as const,
});
const fieldsOf = (error: unknown) =>
  isApiError(error) ? (error.value as { fields?: Record<string, string> } | undefined)?.fields : undefined;

/** The affiliate check blocks registration with its warning dialog (spec 01, section 7). */
function* affiliateAccepted(http: HttpClient, code: string | undefined) {
  if (!code) return true;
  try {
    yield call(api.checkAffiliate, http, code, where().domain);
    return true;
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error), fields: { affiliateCode: 'identity:invalidInvitation' } }));
    yield put(overlayActions.noticeShown({ kind: 'warning', message: 'identity:invalidInvitation' }));
    return false;
  }
}

function* signIn(value: SessionValue) {
  session.set(SessionKey.Token, value.token);
  yield put(sessionActions.tokenStored({ token: value.token, mustChangePassword: false }));
  return (yield call(loadLoginInfo)) as boolean;
}

function* registerFlow(action: PayloadAction<ReturnType<typeof identityIntents.registerRequested>['payload']>) {
  const { form, linkAffiliate } = action.payload;
  const http: HttpClient = yield ctx.http();
  const navigate: Navigate = yield ctx.navigate();
  yield put(sessionActions.started('register'));
  const affiliateCode = form.affiliateCode?.trim() || linkAffiliate;
  if (!((yield call(affiliateAccepted, http, affiliateCode)) as boolean)) return;
  const validate: string | null = yield call(humanCheck);
  if (!validate) {
    yield put(sessionActions.settled());
    return;
  }
  try {
    const value: SessionValue = yield call(api.register, http, {
      ...form,
      ...(affiliateCode ? { affiliateCode } : {}),
      ...where(),
      login: true,
      validate,
    });
    if (!((yield call(signIn, value)) as boolean)) return;
    yield put(overlayActions.closed());
    navigate('/');
    yield put(overlayActions.opened('registerSuccess'));
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error), fields: fieldsOf(error) }));
    // A captcha answers once: show a fresh one after any failure.
    yield put(verificationActions.captchaRequested());
  }
}

function* mobileRegisterFlow(action: PayloadAction<ReturnType<typeof identityIntents.mobileRegisterRequested>['payload']>) {
  const http: HttpClient = yield ctx.http();
  const navigate: Navigate = yield ctx.navigate();
  yield put(sessionActions.started('register'));
  if (!((yield call(affiliateAccepted, http, action.payload.affiliateCode)) as boolean)) return;
  try {
    const value: SessionValue & { account: string } = yield call(api.registerMobile, http, { ...action.payload, ...where() });
    if (!((yield call(signIn, value)) as boolean)) return;
    navigate('/');
    yield put(overlayActions.mobileAccountShown(value.account));
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error), fields: fieldsOf(error) }));
  }
}

/** Once per page load: the list rarely changes, and the carousel hides while it is empty. */
function* loadNewPlayerPromotions() {
  const http: HttpClient = yield ctx.http();
  try {
    const list: Promotion[] = yield call(api.fetchPromotions, http);
    yield put(newPlayerActions.loaded(list));
  } catch {
    yield put(newPlayerActions.loaded([]));
  }
}

export function* registerSaga() {
  yield takeLeading(newPlayerActions.requested.type, function* () {
    const loaded: boolean = yield select((s: { newPlayerPromotions: { loaded: boolean } }) => s.newPlayerPromotions.loaded);
    if (!loaded) yield call(loadNewPlayerPromotions);
  });
  yield takeLeading(identityIntents.registerRequested.type, registerFlow);
  yield takeLeading(identityIntents.mobileRegisterRequested.type, mobileRegisterFlow);
}
