import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../shared/http/api-error';
import type { Announcement, ChatQueue, HelpCategory, InboxItem, Loaded, Page, Winner } from './types';

const idle = <T>(data: T): Loaded<T> => ({ data, status: 'idle', error: null });
const firstPage = <T>(): Page<T> => ({ items: [], page: 1, totalPages: 1 });

export type ChatState = {
  open: boolean;
  /** Enlarged: nearly the whole screen instead of the corner window. */
  large: boolean;
  /** The chat page this tab's chatLaunch answered, and the service it put the player through to. */
  launch: Loaded<{ url: string; queue: ChatQueue } | null>;
  /** Agent messages not read yet; 0 while the window is open. */
  unread: number;
};

export type ServiceState = {
  chat: ChatState;
  inbox: Loaded<Page<InboxItem>> & { unread: number; total: number };
  announcements: Loaded<Page<Announcement>> & { read: number[] };
  help: Loaded<HelpCategory[]> & { language: string | null };
  feedback: { status: 'idle' | 'sending' | 'sent' | 'failed'; feedbackId: number | null; error: ErrorInfo | null };
  winners: Loaded<Winner[]>;
};

export const initialServiceState: ServiceState = {
  chat: { open: false, large: false, launch: idle(null), unread: 0 },
  inbox: { ...idle(firstPage<InboxItem>()), unread: 0, total: 0 },
  announcements: { ...idle(firstPage<Announcement>()), read: [] },
  help: { ...idle([]), language: null },
  feedback: { status: 'idle', feedbackId: null, error: null },
  winners: idle([]),
};

type ListKey = 'inbox' | 'announcements' | 'help' | 'winners';

export const serviceSlice = createSlice({
  name: 'service',
  initialState: initialServiceState,
  reducers: {
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
    chatLaunching(state) {
      state.chat.launch = { data: null, status: 'loading', error: null };
    },
    chatLaunched(state, action: PayloadAction<{ url: string; queue: ChatQueue }>) {
      state.chat.launch = { data: action.payload, status: 'ready', error: null };
    },
    chatFailed(state, action: PayloadAction<ErrorInfo>) {
      state.chat.launch = { data: null, status: 'failed', error: action.payload };
    },
    chatUnreadLoaded(state, action: PayloadAction<number>) {
      // The open window shows every message: nothing is unread while it is open.
      state.chat.unread = state.chat.open ? 0 : action.payload;
    },
    inboxUnreadLoaded(state, action: PayloadAction<number>) {
      state.inbox.unread = action.payload;
    },
    listLoading(state, action: PayloadAction<ListKey>) {
      // A list already shown stays while it refreshes.
      if (state[action.payload].status !== 'ready') state[action.payload].status = 'loading';
    },
    listFailed(state, action: PayloadAction<{ list: ListKey; error: ErrorInfo }>) {
      state[action.payload.list].status = 'failed';
      state[action.payload.list].error = action.payload.error;
    },
    inboxLoaded(state, action: PayloadAction<Page<InboxItem> & { total: number }>) {
      const { total, ...page } = action.payload;
      Object.assign(state.inbox, { data: page, status: 'ready', error: null, total });
    },
    inboxChanged(state, action: PayloadAction<{ ids: number[]; change: 'read' | 'deleted'; unread: number }>) {
      const { ids, change, unread } = action.payload;
      state.inbox.unread = unread;
      if (change === 'read') for (const item of state.inbox.data.items) item.read ||= ids.includes(item.inboxId);
      else {
        state.inbox.data.items = state.inbox.data.items.filter((item) => !ids.includes(item.inboxId));
        state.inbox.total = Math.max(0, state.inbox.total - ids.length);
      }
    },
    announcementsLoaded(state, action: PayloadAction<Page<Announcement>>) {
      Object.assign(state.announcements, { data: action.payload, status: 'ready', error: null });
    },
    /** The server's record of what this member read: read on another visit stays read. */
    announcementReadsLoaded(state, action: PayloadAction<number[]>) {
      state.announcements.read = [...new Set([...state.announcements.read, ...action.payload])];
    },
    announcementRead(state, action: PayloadAction<number>) {
      if (!state.announcements.read.includes(action.payload)) state.announcements.read.push(action.payload);
    },
    helpLoaded(state, action: PayloadAction<{ language: string; categories: HelpCategory[] }>) {
      state.help = { data: action.payload.categories, status: 'ready', error: null, language: action.payload.language };
    },
    feedbackSending(state) {
      state.feedback = { status: 'sending', feedbackId: null, error: null };
    },
    feedbackSent(state, action: PayloadAction<number>) {
      state.feedback = { status: 'sent', feedbackId: action.payload, error: null };
    },
    feedbackFailed(state, action: PayloadAction<ErrorInfo>) {
      state.feedback = { status: 'failed', feedbackId: null, error: action.payload };
    },
    feedbackReset(state) {
      state.feedback = initialServiceState.feedback;
    },
    winnersLoaded(state, action: PayloadAction<Winner[]>) {
      state.winners = { data: action.payload, status: 'ready', error: null };
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
