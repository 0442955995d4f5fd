import { WhitelabelFlag } from '@portal/contracts';
import type { RootState } from '../../shared/store/root-state';
import { initialServiceState } from './slice';

/** Before the service feature loads its state is absent: selectors read the initial state then. */
export const selectService = (s: RootState) => s.service ?? initialServiceState;
export const selectServiceLoaded = (s: RootState) => s.service !== undefined;
export const selectChat = (s: RootState) => selectService(s).chat;
export const selectChatUnread = (s: RootState) => selectService(s).chat.unread;
export const selectInbox = (s: RootState) => selectService(s).inbox;
export const selectInboxUnread = (s: RootState) => selectService(s).inbox.unread;
export const selectAnnouncements = (s: RootState) => selectService(s).announcements;
export const selectHelp = (s: RootState) => selectService(s).help;
export const selectFeedback = (s: RootState) => selectService(s).feedback;
export const selectWinners = (s: RootState) => selectService(s).winners;

/** A member is there: a token and the member's details loaded. */
export const selectHasMember = (s: RootState) => s.session.token !== null && s.session.member !== null;
export const selectChatOn = (s: RootState) => s.system.flags[WhitelabelFlag.ChatService] === true;
// The module tree may leave INBOX3 and FEEDBACK3 out: only a module switched off hides them (the server refuses then too).
export const selectInboxOn = (s: RootState) => s.system.flags[WhitelabelFlag.Inbox] !== false;
export const selectFeedbackOn = (s: RootState) => s.system.flags[WhitelabelFlag.Feedback] !== false;
