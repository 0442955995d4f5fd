import { countWords, FEEDBACK_MAX_CHARS, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS, feedbackTypes } from '@portal/contracts';
import { z } from 'zod';
import type { FeedbackDraft } from '../types';

/** The contract's bound on the optional contact (contracts/src/service.ts, feedbackRequestSchema). */
export const FEEDBACK_CONTACT_MAX = 100;

export type FeedbackTexts = (
  key: 'feedback.tooShort' | 'feedback.tooLong' | 'feedback.tooManyChars' | 'feedback.contactTooLong',
  values: { min?: number; max?: number },
) => string;
export type FeedbackValues = { type: FeedbackDraft['type']; content: string; contact: string };

/** The form's rules are the contract's: 3 to 300 words (as the contract counts them) and 3,000 characters at most once trimmed, a contact of at most 100. */
export const feedbackSchema = (t: FeedbackTexts) =>
  z.object({
    type: z.enum(feedbackTypes),
    content: z
      .string()
      .refine((v) => v.trim().length <= FEEDBACK_MAX_CHARS, { message: t('feedback.tooManyChars', { max: FEEDBACK_MAX_CHARS }) })
      .refine((v) => countWords(v) >= FEEDBACK_MIN_WORDS, { message: t('feedback.tooShort', { min: FEEDBACK_MIN_WORDS }) })
      .refine((v) => countWords(v) <= FEEDBACK_MAX_WORDS, { message: t('feedback.tooLong', { max: FEEDBACK_MAX_WORDS }) }),
    contact: z.string().refine((v) => v.trim().length <= FEEDBACK_CONTACT_MAX, {
      message: t('feedback.contactTooLong', { max: FEEDBACK_CONTACT_MAX }),
    }),
  });

/** What is sent: trimmed, and no contact when none was given. */
export const toDraft = ({ type, content, contact }: FeedbackValues): FeedbackDraft => ({
  type,
  content: content.trim(),
  ...(contact.trim() && { contact: contact.trim() }),
});
