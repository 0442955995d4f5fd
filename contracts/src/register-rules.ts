import * as z from 'zod/mini';
import { matchesPattern } from './safe-pattern';
import { lazy } from './lazy-schema';

/** Every registration field the server may switch on, in display order. */
export const registerFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
export type RegisterField = (typeof registerFields)[number];

export const registerRuleSchema = lazy(() =>
  z.object({
    enabled: z.boolean(),
    required: z.boolean(),
    /** A regular expression source, or "*" for anything. */
    acceptedPattern: z.string(),
    /** Names the text that explains the pattern to the player. */
    patternId: z.string(),
    minLength: z.int().check(z.nonnegative()),
    maxLength: z.int().check(z.positive()),
  }),
);
export type RegisterRule = z.infer<typeof registerRuleSchema>;

export const registerRulesSchema = lazy(() => z.partialRecord(z.enum(registerFields), registerRuleSchema));
export type RegisterRules = z.infer<typeof registerRulesSchema>;

/**
 * Whether a filled value meets its registration rule (spec 01, section 5): within the length bounds, then the
 * pattern ("*" is anything). One rule for the registration form, the agent's create-downline form and the fake.
 */
export const meetsRegisterRule = (rule: Pick<RegisterRule, 'minLength' | 'maxLength' | 'acceptedPattern'>, value: string) =>
  value.length >= rule.minLength &&
  value.length <= rule.maxLength &&
  (rule.acceptedPattern === '*' || matchesPattern(rule.acceptedPattern, value));

/** Pattern ids and the character rule each names (spec 02, section 5). */
export const patternIds = [
  'ANY',
  'LETTER_FIRST_ALNUM',
  'CHINESE_DIGITS',
  'EMAIL',
  'ALNUM',
  'LETTERS_AND_DIGITS_REQUIRED',
  'DIGITS',
  'ALNUM_ONE_UPPER',
  'ENGLISH_AND_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCTUATION',
  'DATE_YMD',
  'DATE_MDY',
  'LETTERS_AND_SPACE',
  'KOREAN',
  'THAI',
  'THAI_OR_ENGLISH',
  'UPPER_AND_SPACES',
  'LETTERS_DIGITS_SYMBOLS',
  'STRONG_PASSWORD',
] as const;
