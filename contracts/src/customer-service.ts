import * as z from 'zod/mini';
import { lazy } from './lazy-schema';

/**
 * The customer-service path list (spec 02 sections 3, 4 and 7: "Customer service path list … value.version.pathList",
 * type '3' the chat link, its path sealed with the key in its last 8 characters) and the announcements a player has
 * read. Decisions in contracts/README.md ("Customer-service link").
 */
export const PathType = { Messenger: '1', ChatLink: '3' } as const;
export const CHAT_LINK_PATH_TYPE = PathType.ChatLink;

/** A customer-service entry as the system status lists it (spec 04: `{ path, title, csType, labelIds }`). */
export const customerServiceEntrySchema = lazy(() =>
  z.object({
    csType: z.string(),
    /** Sealed: the key is in its last 8 characters; decryptChatLink opens it. */
    path: z.string(),
    /** The name the site gives the entry; a spec 02 backend may leave it out (the client falls back to a label by csType). */
    title: z.optional(z.string()),
    /** The member labels the entry is meant for (spec 04; meaning and type not seen): empty for everyone. Carried, not read. */
    labelIds: z.optional(z.array(z.union([z.int(), z.string()]))),
  }),
);
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

export const pathListEntrySchema = lazy(() =>
  z.object({
    ...customerServiceEntrySchema.shape,
    /** '3' the chat link (live chat, or VIP service for a member who gets it); '1' a messenger channel. */
    type: z.string(),
  }),
);
export type PathListEntry = z.infer<typeof pathListEntrySchema>;
export const pathListSchema = lazy(() => z.object({ version: z.object({ pathList: z.array(pathListEntrySchema) }) }));

/** The same pair the mark-read call takes (spec 04: `{ announcementId, read }`), one per announcement read. */
export const announcementReadStateSchema = lazy(() => z.array(z.object({ announcementId: z.int(), read: z.boolean() })));
