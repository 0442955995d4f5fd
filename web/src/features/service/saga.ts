import type { PayloadAction } from '@reduxjs/toolkit';
import type { SiteLanguage } from '@portal/contracts';
import type { EventChannel } from 'redux-saga';
import { all, call, delay, fork, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { accessActions, selectRealAccountCheck, type AccessCheck } from '../../shared/access/access';
import type { HttpClient } from '../../shared/http/http-client';
import { fromI18nCode } from '../../shared/i18n/languages';
import { isPending } from '../../shared/remote/remote';
import { fetchRemote, redoable } from '../../shared/remote/remote-saga';
import type { RootState } from '../../shared/store/root-state';
import { contextOf, request, textOf } from '../../shared/store/saga-context';
import * as api from './api';
import { contentSaga } from './content-saga';
import { serviceIntents } from './intents';
import { selectChat, selectChatOn, selectHasMember, selectInboxOn } from './selectors';
import { serviceActions } from './slice';
import { serviceSource } from './source';
import { tabReturns } from '../../shared/store/tab-returns';

/** How often the unread counts are asked for while a member is logged in (and at once when the tab returns). */
export const UNREAD_POLL_MS = 30_000;

function* selected<T>(selector: (state: RootState) => T): Generator<unknown, T, unknown> {
  return (yield select(selector)) as T;
}

const fetchChat = async (http: HttpClient, title: string, language: SiteLanguage) => {
  const { chatUrl, queue } = await api.launchChat(http, title, language);
  return { url: chatUrl, queue: queue ?? ('LIVECHAT' as const) };
};

/** The chat page for this tab (spec 02 section 7: b2c 1, a title, the language, header colour #6142bf). */
function* launchChat() {
  const i18n = yield* contextOf('i18n');
  const title = yield* textOf('common:common.customerService');
  yield* fetchRemote(serviceSource, 'chat', null, fetchChat, title, fromI18nCode(i18n.language));
}

/** The chat's unread agent messages (not while the window is open: it reads them) and the inbox's unread messages. */
function* refreshUnread() {
  const chatOn = yield* selected(selectChatOn);
  const inboxOn = yield* selected(selectInboxOn);
  const check = yield* selected(selectRealAccountCheck);
  const { open } = yield* selected(selectChat);
  const loads = [];
  if (chatOn && check === 'ok' && !open) loads.push(call(loadChatUnread));
  if (inboxOn && check !== 'login') loads.push(call(loadInboxUnread));
  yield all(loads);
}

// The unread counts are badges polled in the background, not a view: a failed round keeps the count shown.
function* loadChatUnread() {
  try {
    yield put(serviceActions.chatUnreadLoaded(yield* request(api.fetchChatUnread)));
  } catch {
    // The count shown stays; the next round asks again.
  }
}

function* loadInboxUnread() {
  try {
    yield put(serviceActions.inboxUnreadLoaded(yield* request(api.fetchInboxUnread)));
  } catch {
    // As above.
  }
}

/**
 * Spec 02 section 4: logging in fetches the chat address and the unread count when CBS3 is on (a trial
 * account never chats); logging out closes the chat. While logged in the counts are asked for again
 * now and then, and when the player comes back to the tab.
 */
function* sessionFlow(action: PayloadAction<boolean | undefined>) {
  const loggedIn = action.type === serviceIntents.sessionFound.type || action.payload === true;
  if (!loggedIn) {
    yield put(serviceActions.sessionEnded());
    return;
  }
  const chatOn = yield* selected(selectChatOn);
  const check: AccessCheck = yield* selected(selectRealAccountCheck);
  if (chatOn && check === 'ok') yield fork(launchChat);
  const returns = (yield call(tabReturns)) as EventChannel<true>;
  try {
    while (true) {
      yield* refreshUnread();
      yield race({ wait: delay(UNREAD_POLL_MS), back: take(returns) });
    }
  } finally {
    returns.close();
  }
}

/** The chat button: a visitor is asked to log in, a trial account warned, a member gets the window. */
function* toggleChat() {
  const { open, launch } = yield* selected(selectChat);
  if (open) {
    yield put(serviceActions.chatClosed());
    return;
  }
  const check = yield* selected(selectRealAccountCheck);
  if (check !== 'ok') {
    yield put(check === 'login' ? accessActions.loginPromptRequested() : accessActions.trialWarningRequested());
    return;
  }
  yield put(serviceActions.chatOpened());
  if (launch.status !== 'ready' && !isPending(launch)) yield* launchChat();
}

export function* serviceSaga() {
  yield takeLatest([accessActions.sessionChanged.type, serviceIntents.sessionFound.type], sessionFlow);
  // A 401 while the chat opens logs out; after the login the window opens again.
  yield takeLatest(serviceIntents.chatToggled.type, redoable(toggleChat));
  yield takeLatest(serviceIntents.chatRetried.type, redoable(launchChat));
  yield fork(contentSaga);
  // The session may have begun before this feature loaded.
  if (yield* selected(selectHasMember)) yield put(serviceIntents.sessionFound());
}
