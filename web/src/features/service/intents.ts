import { createAction } from '@reduxjs/toolkit';
import type { FeedbackDraft } from './types';

/** What the player asks of the service feature; the saga answers with the slice's results. */
export const serviceIntents = {
  /** The chat button: open the chat window, or close it when it is open. */
  chatToggled: createAction('service/chatToggled'),
  /** Try the chat address again after a failure. */
  chatRetried: createAction('service/chatRetried'),
  inboxPageRequested: createAction<number>('service/inboxPageRequested'),
  /** A message opened: it is marked read. */
  inboxOpened: createAction<number>('service/inboxOpened'),
  inboxDeleted: createAction<number>('service/inboxDeleted'),
  announcementPageRequested: createAction<number>('service/announcementPageRequested'),
  announcementOpened: createAction<number>('service/announcementOpened'),
  helpRequested: createAction('service/helpRequested'),
  feedbackSent: createAction<FeedbackDraft>('service/feedbackSent'),
  /** The winners board came into view, a minute passed, or the tab came back into focus. */
  winnersRequested: createAction('service/winnersRequested'),
  /** The feature found a session already there when it loaded (the session began before it). */
  sessionFound: createAction('service/sessionFound'),
};
