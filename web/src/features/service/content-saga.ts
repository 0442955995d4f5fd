import type { PayloadAction } from '@reduxjs/toolkit';
import type { SiteLanguage } from '@portal/contracts';
import { fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { selectHasToken } from '../../shared/access/access';
import type { HttpClient } from '../../shared/http/http-client';
import { fromI18nCode } from '../../shared/i18n/languages';
import { fetchRemote, redoable } from '../../shared/remote/remote-saga';
import type { RootState } from '../../shared/store/root-state';
import { contextOf, request } from '../../shared/store/saga-context';
import { showFailure } from '../../shared/ui-state/show-failure';
import * as api from './api';
import { serviceIntents } from './intents';
import { selectAnnouncements, selectHelp, selectInbox } from './selectors';
import { serviceActions } from './slice';
import { serviceSource } from './source';
import type { FeedbackDraft } from './types';

function* selected<T>(selector: (state: RootState) => T): Generator<unknown, T, unknown> {
  return (yield select(selector)) as T;
}

/** A page of messages; deleting the last message of the last page leaves an empty page, so the one before shows. */
async function fetchInboxPage(http: HttpClient, asked: number) {
  for (let page = Math.max(1, asked); ;) {
    const { content, totalPages, total } = await api.fetchInbox(http, page);
    if (content.length > 0 || page <= 1) return { items: content, page, totalPages: Math.max(1, totalPages), total };
    page = Math.max(1, Math.min(page - 1, totalPages));
  }
}

function* loadInbox(action: PayloadAction<number>) {
  if (!(yield* selected(selectHasToken))) return;
  yield* fetchRemote(serviceSource, 'inbox', action.payload, fetchInboxPage, action.payload);
}

/** Opening a message marks it read (spec 04: a mark-read call beside the list). */
function* openMessage(action: PayloadAction<number>) {
  const { value } = yield* selected(selectInbox);
  const item = value.items.find((m) => m.inboxId === action.payload);
  if (!item || item.read) return;
  try {
    const { unread } = yield* request(api.readInbox, [item.inboxId]);
    yield put(serviceActions.inboxChanged({ ids: [item.inboxId], change: 'read', unread }));
  } catch {
    // Its own catch: a mark that did not take is no failure to show; it stays unread and opening it again tries again.
  }
}

function* deleteMessage(action: PayloadAction<number>) {
  try {
    const { unread } = yield* request(api.deleteInbox, [action.payload]);
    yield put(serviceActions.inboxChanged({ ids: [action.payload], change: 'deleted', unread }));
  } catch (error) {
    // Its own catch: the list stays as it was and the failure shows in the notice dialog.
    yield* showFailure(error);
    return;
  }
  // The page fills up again from the next one.
  const { value } = yield* selected(selectInbox);
  yield* loadInbox(serviceIntents.inboxPageRequested(value.page));
}

const fetchAnnouncements = async (http: HttpClient, pageNo: number) => {
  const { list, page, totalPages } = await api.fetchAnnouncementPage(http, pageNo);
  return { items: list, page, totalPages };
};

function* loadAnnouncements(action: PayloadAction<number>) {
  yield fork(loadAnnouncementReads);
  yield* fetchRemote(serviceSource, 'announcements', action.payload, fetchAnnouncements, action.payload);
}

/** Beside a member's page of announcements, the ones read before (this visit or another); a visitor has none. */
function* loadAnnouncementReads() {
  if (!(yield* selected(selectHasToken))) return;
  try {
    const reads = yield* request(api.fetchAnnouncementReadState);
    yield put(serviceActions.announcementReadsLoaded(reads.filter((r) => r.read).map((r) => r.announcementId)));
  } catch {
    // Its own catch: the marks are an extra beside the list, which shows without them; the next page asks again.
  }
}

/** A member who opens an announcement has read it; a visitor's reading is not recorded. */
function* openAnnouncement(action: PayloadAction<number>) {
  const { read } = yield* selected(selectAnnouncements);
  if (read.includes(action.payload) || !(yield* selected(selectHasToken))) return;
  try {
    yield* request(api.markAnnouncementRead, action.payload);
    yield put(serviceActions.announcementRead(action.payload));
  } catch {
    // Its own catch: not recorded this time is no failure to show; opening it again tries again.
  }
}

/** The help centre in the page's language; asked again only when the language changed or it is not read. */
function* loadHelp() {
  const i18n = yield* contextOf('i18n');
  const language: SiteLanguage = fromI18nCode(i18n.language);
  const help = yield* selected(selectHelp);
  if (help.query === language && help.status === 'ready') return;
  yield* fetchRemote(serviceSource, 'help', language, api.fetchHelpCenter, language);
}

const sendFeedbackDraft = async (http: HttpClient, draft: FeedbackDraft) => (await api.sendFeedback(http, draft)).feedbackId;

/** Sending feedback: the form shows the failure's text, or the thank-you with its number. */
function* sendFeedback(action: PayloadAction<FeedbackDraft>) {
  yield* fetchRemote(serviceSource, 'feedback', action.payload, sendFeedbackDraft, action.payload);
}

/** The winners board, highest win first (spec 04 "Other"). */
const fetchWinners = async (http: HttpClient, language: SiteLanguage) => {
  const { list } = await api.fetchWinners(http, language);
  return [...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
};

function* loadWinners() {
  const i18n = yield* contextOf('i18n');
  yield* fetchRemote(serviceSource, 'winners', null, fetchWinners, fromI18nCode(i18n.language));
}

/** The service centre's lists and forms, and the home page's winners board. */
export function* contentSaga() {
  yield takeLatest(serviceIntents.inboxPageRequested.type, loadInbox);
  // The player's actions: a 401 on the way logs out, and the action is done again after the login.
  yield takeEvery(serviceIntents.inboxOpened.type, redoable(openMessage));
  yield takeEvery(serviceIntents.inboxDeleted.type, redoable(deleteMessage));
  yield takeLatest(serviceIntents.announcementPageRequested.type, loadAnnouncements);
  yield takeEvery(serviceIntents.announcementOpened.type, redoable(openAnnouncement));
  yield takeLatest(serviceIntents.helpRequested.type, loadHelp);
  yield takeLeading(serviceIntents.feedbackSent.type, redoable(sendFeedback));
  yield takeLeading(serviceIntents.winnersRequested.type, loadWinners);
}
