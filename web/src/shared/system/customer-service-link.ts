import { createAction } from '@reduxjs/toolkit';
import { call, takeEvery } from 'redux-saga/effects';
import { request } from '../store/saga-context';
import { openServiceWindow } from './open-customer-service';

/** A customer-service link was clicked (side menu, login form, registration, the account menu's VIP service). */
export const customerServiceRequested = createAction('site/customerServiceRequested');

// The path list's schema (and zod) load with the first click, not with the page.
const loadPathList = () => import('./path-list');

/**
 * Spec 02 section 4: "the service fetches the path list, decrypts the chat link and opens it in a popup …; on
 * failure the popup is closed". The popup opens first: a dispatch runs this saga synchronously up to its first
 * wait, so the window opens inside the click and no blocker stops it. The fake answers VIP service as the chat
 * link for a member above club rank 4 (the token tells it who asks), live chat otherwise.
 */
export function* openCustomerServiceLink() {
  const popup = (yield call(openServiceWindow)) as Window | null;
  try {
    const { fetchPathList, chatLinkOf } = (yield call(loadPathList)) as Awaited<ReturnType<typeof loadPathList>>;
    const { version } = yield* request(fetchPathList);
    const url = (yield call(chatLinkOf, version.pathList)) as string;
    if (popup) popup.location.href = url;
  } catch {
    popup?.close();
  }
}

export function* customerServiceLinkSaga() {
  yield takeEvery(customerServiceRequested.type, openCustomerServiceLink);
}
