import { CHAT_HEADER_COLOR, inboxCalls, serviceCalls, type SiteLanguage } from '@portal/contracts';
import { announcementPage, fetchAnnouncements, newestFirst } from '../../shared/announcements/announcements';
import { callApi, type HttpClient } from '../../shared/http/http-client';
import type { FeedbackDraft } from './types';

/** Spec 02 section 7: the chat window asks with b2c 1, a title, the language and the header colour #6142bf. */
export const launchChat = (http: HttpClient, title: string, language: SiteLanguage) =>
  callApi(http, serviceCalls.chatLaunch, { params: { b2c: '1', title, language, headerColor: CHAT_HEADER_COLOR } });
export const fetchChatUnread = (http: HttpClient) => callApi(http, serviceCalls.chatUnread);

export const fetchInboxUnread = (http: HttpClient) => callApi(http, inboxCalls.inboxUnread);
export const fetchInbox = (http: HttpClient, pageNo: number, pageSize = INBOX_PAGE_SIZE) =>
  callApi(http, inboxCalls.inboxList, { data: { pageNo, pageSize } });
export const readInbox = (http: HttpClient, inboxIds: number[]) => callApi(http, inboxCalls.inboxRead, { data: { inboxIds } });
export const deleteInbox = (http: HttpClient, inboxIds: number[]) => callApi(http, inboxCalls.inboxDelete, { data: { inboxIds } });

/** The announcements list: the relay's `player` (spec 04), 9 a page (the relay answers it whole). */
export const fetchAnnouncementPage = async (http: HttpClient, pageNo: number) =>
  announcementPage(newestFirst((await fetchAnnouncements(http)).player), pageNo);
export const markAnnouncementRead = (http: HttpClient, announcementId: number) =>
  callApi(http, serviceCalls.announcementRead, { data: { announcementId, read: true } });
/** The announcements this member has read (the list itself is the visitors' too and carries none). */
export const fetchAnnouncementReadState = (http: HttpClient) => callApi(http, serviceCalls.announcementReadState);

export const fetchHelpCenter = (http: HttpClient, language: SiteLanguage) =>
  callApi(http, serviceCalls.helpCenter, { params: { language } });
export const sendFeedback = (http: HttpClient, feedback: FeedbackDraft) => callApi(http, serviceCalls.feedback, { data: feedback });
export const fetchWinners = (http: HttpClient, language: SiteLanguage) =>
  callApi(http, serviceCalls.winners, { params: { gameCategory: 'ALL', language, limitNum: WINNERS_COUNT } });

export const INBOX_PAGE_SIZE = 10;
export const WINNERS_COUNT = 20;
