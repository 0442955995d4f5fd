import * as z from 'zod/mini';
import { ErrorCode } from './failure-codes';
import { siteLanguageSchema } from './languages';
import { registerFields } from './register-rules';
import { lazy } from './lazy-schema';

export * from './identity-constants';

const text = (max: number) => z.string().check(z.maxLength(max, { error: `at most ${max} characters` }));
/** Present and at most `max` characters; `missing` names what an empty value lacks. */
const required = (max: number, missing = 'is required') =>
  z.string().check(z.maxLength(max, { error: `at most ${max} characters` }), z.minLength(1, { error: missing }));
const optionalText = (max: number) => z.optional(text(max));
const mobile = lazy(() => z.string().check(z.regex(/^\d{5,15}$/, { error: 'digits only, 5 to 15 of them' })));
const dialingCode = lazy(() => z.string().check(z.regex(/^\+\d{1,4}$/, { error: 'a dialling code such as +63' })));
const smsCode = lazy(() => z.string().check(z.regex(/^\d{6}$/, { error: 'six digits' })));
const humanCheck = lazy(() => required(128, 'the human check is required'));

// ---- captcha and human verification -------------------------------------------------------

/** GET /wps/captcha: value is a base64 PNG; the answer is bound to the caller's captcha cookie. */
export const captchaSchema = lazy(() => z.string().check(z.regex(/^[A-Za-z0-9+/]+=*$/)));
export const CAPTCHA_COOKIE = 'captcha_id';

/**
 * The slide check: `image` (base64 PNG, `width` px wide) is the puzzle with its gap drawn in; the
 * player slides the piece onto the gap and the server checks x. The answer never travels to the client.
 */
export const slideChallengeSchema = lazy(() => z.object({ challengeId: z.string(), width: z.int(), image: captchaSchema }));
export const slideAnswerSchema = lazy(() => z.strictObject({ challengeId: required(64), x: z.int().check(z.minimum(0), z.maximum(1000)) }));
export const slideResultSchema = lazy(() => z.object({ validate: z.string() }));

// ---- SMS codes ------------------------------------------------------------------------------

export const smsRequestSchema = lazy(() => z.strictObject({ countryDialingCode: dialingCode, mobileNo: mobile, validate: humanCheck }));
export type SmsRequest = z.infer<typeof smsRequestSchema>;
export const smsSentSchema = lazy(() => z.object({ expiredMinutes: z.int().check(z.positive()) }));
/** Forgot-by-phone answers an absolute expiry instead (ms since epoch). */
export const smsSentUntilSchema = lazy(() => z.object({ expirationTime: z.int().check(z.positive()) }));

// ---- registration -------------------------------------------------------------------------

const registerFieldShape = Object.fromEntries(registerFields.map((f) => [f, optionalText(128)])) as unknown as Record<
  (typeof registerFields)[number],
  ReturnType<typeof optionalText>
>;

/** The decrypted body of POST /wps/member/register. */
export const registerRequestSchema = lazy(() =>
  z.strictObject({
    ...registerFieldShape,
    username: required(32),
    password: required(64),
    confirmPassword: required(64),
    countryDialingCode: z.optional(dialingCode),
    domain: text(253),
    registerUrl: text(2048),
    registerMethod: z.literal('WEB'),
    login: z.literal(true),
    /** The one-use token of a passed slide check. */
    validate: humanCheck,
  }),
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The decrypted body of POST /wps/member/register/mobile. */
export const mobileRegisterRequestSchema = lazy(() =>
  z.strictObject({
    mobileNum: mobile,
    countryDialingCode: dialingCode,
    verificationCode: smsCode,
    password: optionalText(64),
    affiliateCode: optionalText(32),
    referralCode: optionalText(32),
    domain: text(253),
    registerUrl: text(2048),
    registerMethod: z.literal('WEB'),
  }),
);
export type MobileRegisterRequest = z.infer<typeof mobileRegisterRequestSchema>;

export const sessionValueSchema = lazy(() =>
  z.object({
    token: z.string().check(z.minLength(16)),
    id: z.int(),
    userName: z.string(),
    customerType: z.int(),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
  }),
);
export type SessionValue = z.infer<typeof sessionValueSchema>;

/** Mobile registration answers the generated account as well. */
export const mobileRegisterValueSchema = lazy(() => z.extend(sessionValueSchema, { account: z.string() }));

/** A registration refused by the rules in force names each field and why. */
export const fieldErrorsSchema = lazy(() => z.object({ fields: z.record(z.string(), z.string()) }));

export const affiliateRequestSchema = lazy(() => z.strictObject({ code: required(32), domain: text(253) }));

// ---- login, free play, logout ---------------------------------------------------------------

export const loginRequestSchema = lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('username'),
      username: required(32),
      password: required(64),
      captcha: optionalText(8),
      loginDeviceId: optionalText(64),
      validate: humanCheck,
    }),
    z.strictObject({
      type: z.literal('sms'),
      mobileNum: mobile,
      countryDialingCode: dialingCode,
      verificationCode: smsCode,
      loginDeviceId: optionalText(64),
    }),
  ]),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A failed login's value: captcha true asks the client to show one; a locked account (ACCOUNT_LOCKED) says for how long. */
export const loginFailureValueSchema = lazy(() => z.object({ captcha: z.boolean(), minutesLeft: z.optional(z.int().check(z.positive())) }));

export const freePlayRequestSchema = lazy(() =>
  z.strictObject({
    os: text(32),
    platform: z.literal('W'),
    random: required(2048),
    gatewayVersion: z.literal(3),
  }),
);

// ---- member -------------------------------------------------------------------------------

export const clubLabelSchema = lazy(() =>
  z.object({
    labelName: z.string(),
    color: z.string(),
    color2: z.string(),
    /** Spec 04; spec 03 did not see it, so it may be missing. Ours: RANK for a club rank's label, else SPECIAL. */
    type: z.optional(z.string()),
  }),
);
export const memberInfoSchema = lazy(() =>
  z.object({
    id: z.int(),
    account: z.string(),
    nickname: z.string(),
    type: z.int(),
    mobile: z.string(),
    regDate: z.string(),
    toUpline: z.boolean(),
    clubLabel: z.nullable(clubLabelSchema),
    memberLabel: z.array(clubLabelSchema),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
    /** The language the player chose last (PUT /wps/member/language); absent until they choose one. */
    language: z.optional(siteLanguageSchema),
  }),
);
export type MemberInfo = z.infer<typeof memberInfoSchema>;
export const memberLanguageRequestSchema = lazy(() => z.strictObject({ language: siteLanguageSchema }));
export const memberIconSchema = lazy(() => z.object({ icon: z.string() }));
/** MCSFE_getPlayerAvatar (spec 02 section 7; its answer not seen): the URL of the player's avatar image. */
export const playerAvatarSchema = lazy(() => z.object({ avatarUrl: z.string() }));

export const balanceSchema = lazy(() =>
  z.object({
    /** The sum over every wallet (spec 03). */
    sumBalance: z.number(),
    balance: z.array(z.object({ accountTypeId: z.int(), availBalance: z.number() })),
    currency: z.string(),
    currencySymbol: z.string(),
    /** Spec 04: the total the header shows; missing from a spec 03 backend, where sumBalance stands in. Ours: equal to sumBalance. */
    totalBalance: z.optional(z.number()),
    currencyPosition: z.optional(z.string()),
  }),
);
export type Balance = z.infer<typeof balanceSchema>;

export const changePasswordRequestSchema = lazy(() =>
  z.strictObject({
    oldPassword: required(64),
    newPassword: required(64),
    confirmNewPassword: required(64),
  }),
);
export const forgotByEmailRequestSchema = lazy(() => z.strictObject({ username: required(32), email: z.email().check(z.maxLength(128)) }));
export const forgotByPhoneRequestSchema = lazy(() =>
  z.strictObject({
    newPassword: required(64),
    mobileNum: mobile,
    countryDialingCode: dialingCode,
    verificationCode: smsCode,
  }),
);
/** After a reset by phone the backend names the account, so the client can log in with it. */
export const passwordResetValueSchema = lazy(() => z.object({ userName: z.string() }));

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
  /** Five wrong tries used the code up: the player asks for a new one. */
  SmsCodeVoid: 'SMS_CODE_VOID',
  HumanCheckFailed: 'HUMAN_CHECK_FAILED',
  PasswordWrong: 'PASSWORD_WRONG',
  PasswordRule: 'PASSWORD_RULE',
  PasswordMismatch: 'PASSWORD_MISMATCH',
  AccountNotFound: 'ACCOUNT_NOT_FOUND',
  /** Too many wrong passwords: no password login for a while (the scenario's loginLock). */
  AccountLocked: 'ACCOUNT_LOCKED',
  ModuleDisabled: ErrorCode.ModuleDisabled,
  TrialNotAllowed: 'TRIAL_NOT_ALLOWED',
} as const;

export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type ForgotByPhoneRequest = z.infer<typeof forgotByPhoneRequestSchema>;
