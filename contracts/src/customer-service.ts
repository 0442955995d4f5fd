import * as z from 'zod/mini';

/**
 * The customer-service path list (spec 02 sections 3, 4 and 7: "Customer service path list … value.version.pathList",
 * type '3' the chat link, its path sealed with the key in its last 8 characters) and the announcements a player has
 * read. Decisions in contracts/README.md ("Customer-service link").
 */
export const PathType = { Messenger: '1', ChatLink: '3' } as const;
export const CHAT_LINK_PATH_TYPE = PathType.ChatLink;

export const pathListEntrySchema = z.object({
  /** '3' the chat link (live chat, or VIP service for a member above club rank 4); '1' a messenger channel. */
  type: z.string(),
  csType: z.string(),
  title: z.optional(z.string()),
  /** Sealed: decryptChatLink opens it. */
  path: z.string(),
});
export type PathListEntry = z.infer<typeof pathListEntrySchema>;
export const pathListSchema = z.object({ version: z.object({ pathList: z.array(pathListEntrySchema) }) });

/** The same pair the mark-read call takes (spec 04: `{ announcementId, read }`), one per announcement read. */
export const announcementReadStateSchema = z.array(z.object({ announcementId: z.int(), read: z.boolean() }));
