import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { fork, join, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { selectHasToken } from '../../shared/access/access';
import { toErrorInfo } from '../../shared/http/api-error';
import { fromI18nCode } from '../../shared/i18n/languages';
import type { RootState } from '../../shared/store/root-state';
import { contextOf, request } from '../../shared/store/saga-context';
import { showFailure } from '../../shared/ui-state/show-failure';
import * as api from './api';
import { serviceIntents } from './intents';
import { selectAnnouncements, selectHelp, selectInbox } from './selectors';
import { serviceActions } from './slice';
import type { FeedbackDraft } from './types';

function* selected<T>(selector: (state: RootState) => T): Generator<unknown, T, unknown> {
  return (yield select(selector)) as T;
}

function* loadInbox(action: PayloadAction<number>): Generator<unknown, void, unknown> {
  if (!(yield* selected(selectHasToken))) return;
  yield put(serviceActions.listLoading('inbox'));
  try {
    const page = Math.max(1, action.payload);
    const { content, totalPages, total } = yield* request(api.fetchInbox, page);
    // Deleting the last message of the last page leaves an empty page: show the one before.
    if (content.length === 0 && page > 1) {
      yield* loadInbox(serviceIntents.inboxPageRequested(Math.min(page - 1, totalPages)));
      return;
    }
    yield put(serviceActions.inboxLoaded({ items: content, page, totalPages: Math.max(1, totalPages), total }));
  } catch (error) {
    yield put(serviceActions.listFailed({ list: 'inbox', error: toErrorInfo(error) }));
  }
}

/** Opening a message marks it read (spec 04: a mark-read call beside the list). */
function* openMessage(action: PayloadAction<number>) {
  const { data } = yield* selected(selectInbox);
  const item = data.items.find((m) => m.inboxId === action.payload);
  if (!item || item.read) return;
  try {
    const { unread } = yield* request(api.readInbox, [item.inboxId]);
    yield put(serviceActions.inboxChanged({ ids: [item.inboxId], change: 'read', unread }));
  } catch {
    // It stays unread; opening it again tries again.
  }
}

function* deleteMessage(action: PayloadAction<number>) {
  try {
    const { unread } = yield* request(api.deleteInbox, [action.payload]);
    yield put(serviceActions.inboxChanged({ ids: [action.payload], change: 'deleted', unread }));
    // The page fills up again from the next one.
    const { data } = yield* selected(selectInbox);
    yield* loadInbox(serviceIntents.inboxPageRequested(data.page));
  } catch (error) {
    yield* showFailure(error);
  }
}

function* loadAnnouncements(action: PayloadAction<number>) {
  yield put(serviceActions.listLoading('announcements'));
  try {
    const reads = (yield fork(loadAnnouncementReads)) as Task;
    const { list, page, totalPages } = yield* request(api.fetchAnnouncementPage, action.payload);
    yield join(reads);
    yield put(serviceActions.announcementsLoaded({ items: list, page, totalPages }));
  } catch (error) {
    yield put(serviceActions.listFailed({ list: 'announcements', error: toErrorInfo(error) }));
  }
}

/** Beside a member's page of announcements, the ones read before (this visit or another); a visitor has none. */
function* loadAnnouncementReads() {
  if (!(yield* selected(selectHasToken))) return;
  try {
    const reads = yield* request(api.fetchAnnouncementReadState);
    yield put(serviceActions.announcementReadsLoaded(reads.filter((r) => r.read).map((r) => r.announcementId)));
  } catch {
    // The list shows without its read marks; the next page asks again.
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
    // Not recorded this time; opening it again tries again.
  }
}

/** The help centre in the page's language; asked again only when the language changed or it failed. */
function* loadHelp() {
  const i18n = yield* contextOf('i18n');
  const language = fromI18nCode(i18n.language);
  const help = yield* selected(selectHelp);
  if (help.language === language && help.status === 'ready') return;
  yield put(serviceActions.listLoading('help'));
  try {
    yield put(serviceActions.helpLoaded({ language, categories: yield* request(api.fetchHelpCenter, language) }));
  } catch (error) {
    yield put(serviceActions.listFailed({ list: 'help', error: toErrorInfo(error) }));
  }
}

function* sendFeedback(action: PayloadAction<FeedbackDraft>) {
  yield put(serviceActions.feedbackSending());
  try {
    const { feedbackId } = yield* request(api.sendFeedback, action.payload);
    yield put(serviceActions.feedbackSent(feedbackId));
  } catch (error) {
    yield put(serviceActions.feedbackFailed(toErrorInfo(error)));
  }
}

/** The winners board, highest win first (spec 04 "Other"). */
function* loadWinners() {
  yield put(serviceActions.listLoading('winners'));
  try {
    const i18n = yield* contextOf('i18n');
    const { list } = yield* request(api.fetchWinners, fromI18nCode(i18n.language));
    yield put(serviceActions.winnersLoaded([...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount)));
  } catch (error) {
    yield put(serviceActions.listFailed({ list: 'winners', error: toErrorInfo(error) }));
  }
}

/** The service centre's lists and forms, and the home page's winners board. */
export function* contentSaga() {
  yield takeLatest(serviceIntents.inboxPageRequested.type, loadInbox);
  yield takeEvery(serviceIntents.inboxOpened.type, openMessage);
  yield takeEvery(serviceIntents.inboxDeleted.type, deleteMessage);
  yield takeLatest(serviceIntents.announcementPageRequested.type, loadAnnouncements);
  yield takeEvery(serviceIntents.announcementOpened.type, openAnnouncement);
  yield takeLatest(serviceIntents.helpRequested.type, loadHelp);
  yield takeLeading(serviceIntents.feedbackSent.type, sendFeedback);
  yield takeLeading(serviceIntents.winnersRequested.type, loadWinners);
}
