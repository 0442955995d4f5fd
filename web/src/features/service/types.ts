import type { Announcement, feedbackTypes, HelpCategory, InboxItem, Winner } from '@portal/contracts';

/** One page of a paged list, with how many pages there are. */
export type Page<T> = { items: T[]; page: number; totalPages: number };

export type ChatQueue = 'LIVECHAT' | 'VIP';
export type FeedbackType = (typeof feedbackTypes)[number];
export type FeedbackDraft = { type: FeedbackType; content: string; contact?: string };

/** The tabs of the service centre (/helpmc?tab=...), as the side menu names them. */
export const serviceTabs = ['help', 'messages', 'announcements', 'feedback'] as const;
export type ServiceTab = (typeof serviceTabs)[number];

export type { Announcement, HelpCategory, InboxItem, Winner };
