import * as z from 'zod/mini';
import { lazy } from './lazy-schema';

/**
 * Platform messages (spec 02 sections 2 and 7, spec 04 "Chat and customer service"): the player's inbox,
 * its unread number, mark read and delete. Relay names other than CSP_unreadCount are decisions
 * (contracts/README.md, "Inbox").
 */
export const inboxCategories = ['SYSTEM', 'FUND', 'PROMOTION', 'SERVICE'] as const;
/** What a notice from the platform is about, so a client can word it in the player's language. */
export const noticeTypes = ['DEPOSIT_CREDITED', 'DEPOSIT_REJECTED', 'WITHDRAW_APPROVED', 'WITHDRAW_FAILED', 'WELCOME'] as const;
export type NoticeType = (typeof noticeTypes)[number];

export const inboxItemSchema = lazy(() =>
  z.object({
    inboxId: z.int(),
    category: z.enum(inboxCategories),
    title: z.string(),
    /** HTML from the platform: clients sanitise it. */
    content: z.string(),
    read: z.boolean(),
    /** ms since the epoch. */
    createdAt: z.int(),
    noticeType: z.optional(z.enum(noticeTypes)),
    /** The notice's figures, e.g. { amount, orderNo }. */
    params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
);
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxListRequestSchema = lazy(() =>
  z.strictObject({
    pageNo: z._default(z.int().check(z.minimum(1), z.maximum(10_000)), 1),
    pageSize: z._default(z.int().check(z.minimum(1), z.maximum(50)), 10),
    category: z.optional(z.enum(inboxCategories)),
  }),
);
export const inboxListSchema = lazy(() => z.object({ content: z.array(inboxItemSchema), totalPages: z.int(), total: z.int() }));
export const inboxIdsRequestSchema = lazy(() =>
  z.strictObject({
    inboxIds: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(100)),
  }),
);
/** How many messages changed (ids that are not the player's are left out). */
export const inboxChangeSchema = lazy(() => z.object({ changed: z.int(), unread: z.int() }));
export const unreadCountSchema = lazy(() => z.int());
