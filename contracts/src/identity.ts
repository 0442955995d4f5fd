import { z } from 'zod';
import { registerFields } from './register-rules';

const text = (max: number) => z.string().max(max, { error: `at most ${max} characters` });
const mobile = z.string().regex(/^\d{5,15}$/, { error: 'digits only, 5 to 15 of them' });
const dialingCode = z.string().regex(/^\+\d{1,4}$/, { error: 'a dialling code such as +63' });

/** Account types: 1, 2, 41, 42 agents; 4 trial (demo); 0 member. */
export const AGENT_CENTRE_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;
/** The literal six-digit default password that forces a change (spec 01, section 9). */
export const DEFAULT_PASSWORD = '123456';

// ---- captcha and human verification -------------------------------------------------------

/** GET /wps/captcha: value is a base64 PNG; the answer is bound to the caller's captcha cookie. */
export const captchaSchema = z.string().regex(/^[A-Za-z0-9+/]+=*$/);
export const CAPTCHA_COOKIE = 'captcha_id';

/** The slide check: the client slides a piece to targetX and gets a one-use validate token. */
export const slideChallengeSchema = z.object({ challengeId: z.string(), width: z.number().int(), targetX: z.number().int() });
export const slideAnswerSchema = z.object({ challengeId: text(64).min(1), x: z.number().int().min(0).max(1000) }).strict();
export const slideResultSchema = z.object({ validate: z.string() });

// ---- SMS codes ------------------------------------------------------------------------------

export const smsRequestSchema = z
  .object({ countryDialingCode: dialingCode, mobileNo: mobile, validate: text(128).min(1, { error: 'the human check is required' }) })
  .strict();
export type SmsRequest = z.infer<typeof smsRequestSchema>;
export const smsSentSchema = z.object({ expiredMinutes: z.number().int().positive() });
/** Forgot-by-phone answers an absolute expiry instead (ms since epoch). */
export const smsSentUntilSchema = z.object({ expirationTime: z.number().int().positive() });

// ---- registration -------------------------------------------------------------------------

const registerFieldShape = Object.fromEntries(registerFields.map((f) => [f, text(128).optional()])) as unknown as Record<
  (typeof registerFields)[number],
  z.ZodOptional<z.ZodString>
>;

/** The decrypted body of POST /wps/member/register. */
export const registerRequestSchema = z
  .object({
    ...registerFieldShape,
    username: text(32).min(1, { error: 'is required' }),
    password: text(64).min(1, { error: 'is required' }),
    confirmPassword: text(64).min(1, { error: 'is required' }),
    countryDialingCode: dialingCode.optional(),
    domain: text(253),
    registerUrl: text(2048),
    registerMethod: z.literal('WEB'),
    login: z.literal(true),
    /** The one-use token of a passed slide check. */
    validate: text(128).min(1, { error: 'the human check is required' }),
  })
  .strict();
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The decrypted body of POST /wps/member/register/mobile. */
export const mobileRegisterRequestSchema = z
  .object({
    mobileNum: mobile,
    countryDialingCode: dialingCode,
    verificationCode: z.string().regex(/^\d{6}$/, { error: 'six digits' }),
    password: text(64).optional(),
    affiliateCode: text(32).optional(),
    referralCode: text(32).optional(),
    domain: text(253),
    registerUrl: text(2048),
    registerMethod: z.literal('WEB'),
  })
  .strict();
export type MobileRegisterRequest = z.infer<typeof mobileRegisterRequestSchema>;

export const sessionValueSchema = z.object({
  token: z.string().min(16),
  id: z.number().int(),
  userName: z.string(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
export type SessionValue = z.infer<typeof sessionValueSchema>;

/** Mobile registration answers the generated account as well. */
export const mobileRegisterValueSchema = sessionValueSchema.extend({ account: z.string() });

/** A registration refused by the rules in force names each field and why. */
export const fieldErrorsSchema = z.object({ fields: z.record(z.string(), z.string()) });

export const affiliateRequestSchema = z.object({ code: text(32).min(1, { error: 'is required' }), domain: text(253) }).strict();

// ---- login, free play, logout ---------------------------------------------------------------

export const loginRequestSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('username'),
      username: text(32).min(1, { error: 'is required' }),
      password: text(64).min(1, { error: 'is required' }),
      captcha: text(8).optional(),
      loginDeviceId: text(64).optional(),
      validate: text(128).min(1, { error: 'the human check is required' }),
    })
    .strict(),
  z
    .object({
      type: z.literal('sms'),
      mobileNum: mobile,
      countryDialingCode: dialingCode,
      verificationCode: z.string().regex(/^\d{6}$/, { error: 'six digits' }),
      loginDeviceId: text(64).optional(),
    })
    .strict(),
]);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A failed login's value: captcha true asks the client to show one. */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() });

export const freePlayRequestSchema = z
  .object({ os: text(32), platform: z.literal('W'), random: text(2048).min(1), gatewayVersion: z.literal(3) })
  .strict();

// ---- member -------------------------------------------------------------------------------

export const clubLabelSchema = z.object({ labelName: z.string(), color: z.string(), color2: z.string() });
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  mobile: z.string(),
  regDate: z.string(),
  toUpline: z.boolean(),
  clubLabel: clubLabelSchema.nullable(),
  memberLabel: z.array(clubLabelSchema),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
export const memberIconSchema = z.object({ icon: z.string() });

export const balanceSchema = z.object({
  sumBalance: z.number(),
  balance: z.array(z.object({ accountTypeId: z.number().int(), availBalance: z.number() })),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const changePasswordRequestSchema = z
  .object({ oldPassword: text(64).min(1, { error: 'is required' }), newPassword: text(64).min(1), confirmNewPassword: text(64).min(1) })
  .strict();
export const forgotByEmailRequestSchema = z
  .object({ username: text(32).min(1, { error: 'is required' }), email: z.email().max(128) })
  .strict();
export const forgotByPhoneRequestSchema = z
  .object({
    newPassword: text(64).min(1, { error: 'is required' }),
    mobileNum: mobile,
    countryDialingCode: dialingCode,
    verificationCode: z.string().regex(/^\d{6}$/, { error: 'six digits' }),
  })
  .strict();
/** After a reset by phone the backend names the account, so the client can log in with it. */
export const passwordResetValueSchema = z.object({ userName: z.string() });

/** Business failure codes of the identity calls (HTTP 200, success false). */
export const IdentityCode = {
  CaptchaInvalid: 'CAPTCHA_INVALID',
  LoginFailed: 'LOGIN_FAILED',
  UsernameTaken: 'USERNAME_TAKEN',
  MobileTaken: 'MOBILE_TAKEN',
  FieldInvalid: 'REGISTER_FIELD_INVALID',
  AffiliateInvalid: 'AFFILIATE_INVALID',
  SmsTooFrequent: 'SMS_TOO_FREQUENT',
  SmsLocked: 'SMS_LOCKED',
  SmsCodeInvalid: 'SMS_CODE_INVALID',
  HumanCheckFailed: 'HUMAN_CHECK_FAILED',
  PasswordWrong: 'PASSWORD_WRONG',
  PasswordRule: 'PASSWORD_RULE',
  PasswordMismatch: 'PASSWORD_MISMATCH',
  AccountNotFound: 'ACCOUNT_NOT_FOUND',
  ModuleDisabled: 'MODULE_DISABLED',
  TrialNotAllowed: 'TRIAL_NOT_ALLOWED',
} as const;

export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type ForgotByPhoneRequest = z.infer<typeof forgotByPhoneRequestSchema>;
