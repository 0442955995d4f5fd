import type { Announcement, feedbackTypes, HelpCategory, InboxItem, Winner } from '@portal/contracts';
import type { ErrorInfo } from '../../shared/http/api-error';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
/** A list from the backend with where its load stands; a failure keeps its code for the component's text. */
export type Loaded<T> = { data: T; status: LoadStatus; error: ErrorInfo | null };
/** One page of a paged list, with how many pages there are. */
export type Page<T> = { items: T[]; page: number; totalPages: number };

export type ChatQueue = 'LIVECHAT' | 'VIP';
export type FeedbackType = (typeof feedbackTypes)[number];
export type FeedbackDraft = { type: FeedbackType; content: string; contact?: string };

/** The tabs of the service centre (/helpmc?tab=...), as the side menu names them. */
export const serviceTabs = ['help', 'messages', 'announcements', 'feedback'] as const;
export type ServiceTab = (typeof serviceTabs)[number];

export type { Announcement, HelpCategory, InboxItem, Winner };
