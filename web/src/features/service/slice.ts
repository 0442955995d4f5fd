import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SiteLanguage } from '@portal/contracts';
import { idleRemote as idle, remoteReducers, type Remote } from '../../shared/remote/remote';
import type { Announcement, ChatQueue, HelpCategory, InboxItem, Page, Winner } from './types';

const firstPage = <T>(): Page<T> => ({ items: [], page: 1, totalPages: 1 });

export type ChatState = {
  open: boolean;
  /** Enlarged: nearly the whole screen instead of the corner window. */
  large: boolean;
  /** The chat page this tab's chatLaunch answered, and the service it put the player through to. */
  launch: Remote<{ url: string; queue: ChatQueue } | null>;
  /** Agent messages not read yet; 0 while the window is open. */
  unread: number;
};

export type ServiceState = {
  chat: ChatState;
  /** A page of messages and how many there are in all; the unread count is polled beside it. */
  inbox: Remote<Page<InboxItem> & { total: number }, number> & { unread: number };
  announcements: Remote<Page<Announcement>, number> & { read: number[] };
  /** The help centre; its query is the language it was asked in. */
  help: Remote<HelpCategory[], SiteLanguage>;
  /** The feedback form's sending: its value is the number the server gave the feedback. */
  feedback: Remote<number | null>;
  winners: Remote<Winner[]>;
};

export const initialServiceState: ServiceState = {
  chat: { open: false, large: false, launch: idle(null), unread: 0 },
  inbox: { ...idle<Page<InboxItem> & { total: number }, number>({ ...firstPage<InboxItem>(), total: 0 }), unread: 0 },
  announcements: { ...idle<Page<Announcement>, number>(firstPage<Announcement>()), read: [] },
  help: idle<HelpCategory[], SiteLanguage>([]),
  feedback: idle(null),
  winners: idle([]),
};

/** The values read through shared/remote (keyed loads: loadStarted, loadSucceeded, loadFailed, loadCancelled). */
export type ServiceKey = 'chat' | 'inbox' | 'announcements' | 'help' | 'feedback' | 'winners';

export const serviceSlice = createSlice({
  name: 'service',
  initialState: initialServiceState,
  reducers: {
    ...remoteReducers<ServiceState, ServiceKey>((state, key) => (key === 'chat' ? state.chat.launch : state[key]) as Remote<unknown>),
    chatOpened(state) {
      state.chat.open = true;
      state.chat.unread = 0;
    },
    chatClosed(state) {
      state.chat.open = false;
    },
    chatResized(state) {
      state.chat.large = !state.chat.large;
    },
    chatUnreadLoaded(state, action: PayloadAction<number>) {
      // The open window shows every message: nothing is unread while it is open.
      state.chat.unread = state.chat.open ? 0 : action.payload;
    },
    inboxUnreadLoaded(state, action: PayloadAction<number>) {
      state.inbox.unread = action.payload;
    },
    inboxChanged(state, action: PayloadAction<{ ids: number[]; change: 'read' | 'deleted'; unread: number }>) {
      const { ids, change, unread } = action.payload;
      const page = state.inbox.value;
      state.inbox.unread = unread;
      if (change === 'read') for (const item of page.items) item.read ||= ids.includes(item.inboxId);
      else {
        page.items = page.items.filter((item) => !ids.includes(item.inboxId));
        page.total = Math.max(0, page.total - ids.length);
      }
    },
    /** The server's record of what this member read: read on another visit stays read. */
    announcementReadsLoaded(state, action: PayloadAction<number[]>) {
      state.announcements.read = [...new Set([...state.announcements.read, ...action.payload])];
    },
    announcementRead(state, action: PayloadAction<number>) {
      if (!state.announcements.read.includes(action.payload)) state.announcements.read.push(action.payload);
    },
    feedbackReset(state) {
      state.feedback = initialServiceState.feedback;
    },
    /** Logout: the chat closes and the player's own things go; the public lists stay. */
    sessionEnded(state) {
      state.chat = initialServiceState.chat;
      state.inbox = initialServiceState.inbox;
      state.announcements.read = [];
    },
  },
});

export const serviceActions = serviceSlice.actions;

declare module '../../shared/store/root-state' {
  interface RootState {
    /** Joins when the service feature first loads. */
    service?: ServiceState;
  }
}
