import { call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { IdentityCode, type SessionValue } from '@portal/contracts';
import type { HttpClient } from '../../../shared/http/http-client';
import { toErrorInfo } from '../../../shared/http/api-error';
import { ensureRemote, type RemoteSource } from '../../../shared/remote/remote-saga';
import { SessionKey } from '../../../shared/storage/keys';
import { session } from '../../../shared/storage/web-storage';
import { contextOf, request } from '../../../shared/store/saga-context';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { alreadyShown } from '../../../shared/ui-state/show-failure';
import * as api from '../api';
import { identityIntents, type IntentPayload } from '../intents';
import { loadLoginInfo } from '../session/saga';
import { sessionActions } from '../session/slice';
import { humanCheck } from '../../../shared/human-check/saga';
import { fieldCodesOf } from './field-failures';
import { selectNewPlayerPromotionsRemote } from './selectors';
import { newPlayerActions } from './slice';

const where = () => ({
  domain: globalThis.location?.host ?? '',
  registerUrl: globalThis.location?.href ?? '',
  registerMethod: 'WEB' as const,
});

/**
 * The affiliate check blocks registration with its warning dialog (spec 01, section 7). Its entry says
 * alert, so request() shows the server's failure; any other failure gets the invitation-code text here.
 */
function* affiliateAccepted(code: string | undefined) {
  if (!code) return true;
  try {
    yield* request(api.checkAffiliate, code, where().domain);
    return true;
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error), fields: { affiliateCode: IdentityCode.AffiliateInvalid } }));
    if (!alreadyShown(error)) yield put(overlayActions.noticeShown({ kind: 'warning', message: 'identity:invalidInvitation' }));
    return false;
  }
}

function* signIn(value: SessionValue) {
  session.set(SessionKey.Token, value.token);
  yield put(sessionActions.tokenStored({ token: value.token, mustChangePassword: false }));
  return (yield call(loadLoginInfo)) as boolean;
}

/** Registration failures show under the form and its fields (the call's entry says no alert). */
function* registerFlow(action: PayloadAction<IntentPayload<'registerRequested'>>) {
  const { form, linkAffiliate } = action.payload;
  const navigate = yield* contextOf('navigate');
  yield put(sessionActions.started('register'));
  const affiliateCode = form.affiliateCode?.trim() || linkAffiliate;
  if (!(yield* affiliateAccepted(affiliateCode))) return;
  const validate = yield* humanCheck();
  if (!validate) {
    yield put(sessionActions.settled());
    return;
  }
  try {
    const value = yield* request(api.register, {
      ...form,
      ...(affiliateCode ? { affiliateCode } : {}),
      ...where(),
      login: true,
      validate,
    });
    if (!(yield* signIn(value))) return;
    yield put(overlayActions.closed());
    navigate('/');
    yield put(overlayActions.opened('registerSuccess'));
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error), fields: fieldCodesOf(error) }));
    // A captcha answers once: show a fresh one after any failure.
    yield put(identityIntents.captchaRequested());
  }
}

function* mobileRegisterFlow(action: PayloadAction<IntentPayload<'mobileRegisterRequested'>>) {
  const navigate = yield* contextOf('navigate');
  yield put(sessionActions.started('register'));
  if (!(yield* affiliateAccepted(action.payload.affiliateCode))) return;
  try {
    const value = yield* request(api.registerMobile, { ...action.payload, ...where() });
    if (!(yield* signIn(value))) return;
    navigate('/');
    yield put(overlayActions.mobileAccountShown(value.account));
  } catch (error) {
    yield put(sessionActions.failed({ error: toErrorInfo(error), fields: fieldCodesOf(error) }));
  }
}

const promotions: RemoteSource<'list'> = { actions: newPlayerActions, select: (s) => selectNewPlayerPromotionsRemote(s) };
const fetchNewPlayerPromotions = async (http: HttpClient) => (await api.fetchPromotions(http)).filter((p) => p.category === 'new_player');

/**
 * Read once per page load (the list rarely changes); a failed read is read again the next time a form opens.
 * The carousel is an extra beside the form: it shows nothing until the list is read, and nothing when it failed.
 */
function* loadNewPlayerPromotions() {
  yield* ensureRemote(promotions, 'list', fetchNewPlayerPromotions);
}

export function* registerSaga() {
  yield takeLeading(identityIntents.newPlayerPromotionsRequested.type, loadNewPlayerPromotions);
  yield takeLeading(identityIntents.registerRequested.type, registerFlow);
  yield takeLeading(identityIntents.mobileRegisterRequested.type, mobileRegisterFlow);
}
