import * as z from 'zod/mini';
import { siteLanguageSchema } from './languages';
import { lazy } from './lazy-schema';

/**
 * Talking to the player (spec 02 sections 4 and 7, spec 04 "Chat and customer service" and "Other"): live
 * chat and VIP service, the help centre, feedback and the winners board. Decisions are recorded in
 * contracts/README.md ("Service").
 */
export const CHAT_HEADER_COLOR = '#6142bf';
/** VIP service above this club rank level (spec 02 section 4). */
export const VIP_CHAT_ABOVE_LEVEL = 4;

export const chatLaunchRequestSchema = lazy(() =>
  z.strictObject({
    b2c: z.optional(z.literal('1')),
    title: z.optional(z.string().check(z.maxLength(60))),
    language: z.optional(z.string().check(z.maxLength(8))),
    headerColor: z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'a colour such as #6142bf' }))),
  }),
);
/** `queue` is ours: which service the player was put through to. */
export const chatLaunchSchema = lazy(() => z.object({ chatUrl: z.string(), queue: z.optional(z.enum(['LIVECHAT', 'VIP'])) }));
export const chatUnreadSchema = lazy(() => z.int());

export const helpCenterRequestSchema = lazy(() => z.strictObject({ language: z.optional(siteLanguageSchema) }));
export const helpArticleSchema = lazy(() => z.object({ articleId: z.int(), title: z.string(), content: z.string() }));
export const helpCategorySchema = lazy(() => z.object({ categoryId: z.int(), name: z.string(), articles: z.array(helpArticleSchema) }));
export const helpCenterSchema = lazy(() => z.array(helpCategorySchema));
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const feedbackTypes = ['SUGGESTION', 'COMPLAINT', 'BUG', 'OTHER'] as const;
/**
 * Spec 02 section 5: feedback content "must lie between two word-count bounds". Words as Intl.Segmenter counts
 * them, so Chinese and Thai, written without spaces, count their words too; the character ceiling stops one
 * endless "word" (contracts/README.md, "Service").
 */
export const FEEDBACK_MIN_WORDS = 3;
export const FEEDBACK_MAX_WORDS = 300;
export const FEEDBACK_MAX_CHARS = 3000;
let words: Intl.Segmenter | undefined;
export function countWords(text: string): number {
  words ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let n = 0;
  for (const segment of words.segment(text)) if (segment.isWordLike) n += 1;
  return n;
}
export const feedbackRequestSchema = lazy(() =>
  z.strictObject({
    type: z.enum(feedbackTypes),
    content: z.pipe(
      z.pipe(
        z.string(),
        z.transform((text) => text.trim()),
      ),
      z.string().check(
        z.maxLength(FEEDBACK_MAX_CHARS, { error: `at most ${FEEDBACK_MAX_CHARS} characters` }),
        z.refine((text) => countWords(text) >= FEEDBACK_MIN_WORDS, { error: `at least ${FEEDBACK_MIN_WORDS} words` }),
        z.refine((text) => countWords(text) <= FEEDBACK_MAX_WORDS, { error: `at most ${FEEDBACK_MAX_WORDS} words` }),
      ),
    ),
    contact: z.optional(z.string().check(z.maxLength(100))),
  }),
);
export const feedbackSchema = lazy(() => z.object({ feedbackId: z.int() }));

export const winnersRequestSchema = lazy(() =>
  z.strictObject({
    gameCategory: z._default(z.string().check(z.maxLength(16)), 'ALL'),
    language: z.optional(z.string().check(z.maxLength(8))),
    limitNum: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
  }),
);
export const winnerSchema = lazy(() =>
  z.object({
    vo: z.object({ winAmount: z.number(), userName: z.string(), gameName: z.string(), gameCategory: z.string(), winTime: z.int() }),
  }),
);
export const winnersSchema = lazy(() => z.object({ list: z.array(winnerSchema) }));
export type Winner = z.infer<typeof winnerSchema>;

export const announcementReadRequestSchema = lazy(() => z.strictObject({ announcementId: z.int().check(z.positive()), read: z.boolean() }));
export const announcementReadSchema = lazy(() => z.object({ announcementId: z.int(), read: z.boolean() }));

export const ServiceCode = { TrialNotAllowed: 'TRIAL_NOT_ALLOWED', AnnouncementNotFound: 'ANNOUNCEMENT_NOT_FOUND' } as const;
