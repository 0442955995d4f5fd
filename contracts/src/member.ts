import * as z from 'zod/mini';
import { amountSchema } from './money';
import { pageNoParam, pageSizeParam } from './query-parts';
import { lazy } from './lazy-schema';

/**
 * The member centre's second half (spec 02 sections 2, 4, 5; spec 04 "Member centre"): the security
 * centre with its bindings and login protection, transfer to upline, referral, missions and the player
 * rank. Observed names are kept (MCSFE_getReferralDetails, MCSFE_getMissionSummaryDetails,
 * MCSFE_getMissionLeaderboard); every other path and field is a decision (contracts/README.md,
 * "Member centre, second half").
 */

const mobile = lazy(() => z.string().check(z.regex(/^\d{5,15}$/, { error: 'digits only, 5 to 15 of them' })));
const dialingCode = lazy(() => z.string().check(z.regex(/^\+\d{1,4}$/, { error: 'a dialling code such as +63' })));
const sixDigits = lazy(() => z.string().check(z.regex(/^\d{6}$/, { error: 'six digits' })));
const email = lazy(() => z.email({ error: 'an email address' }).check(z.maxLength(128, { error: 'at most 128 characters' })));
const page = pageNoParam;
const pageSize = lazy(() => pageSizeParam(50));

// ---- security centre --------------------------------------------------------------------------

export const knownIpSchema = lazy(() => z.object({ ip: z.string(), country: z.string(), firstSeen: z.int() }));
export const securityInfoSchema = lazy(() =>
  z.object({
    account: z.string(),
    nickname: z.string(),
    regDate: z.string(),
    /** Masked (`091****567`), empty when none is bound. */
    mobile: z.string(),
    mobileBound: z.boolean(),
    /**
     * The address on record, masked (`ju***@example.com`), empty when there is none: password resets by email go to it.
     * `emailBound` says whether a code sent to it was entered (only then may it confirm a login).
     */
    email: z.string(),
    emailBound: z.boolean(),
    /** A login from an address not in `knownIps` asks for a code first. */
    loginProtection: z.boolean(),
    knownIps: z.array(knownIpSchema),
    lastLogin: z.nullable(z.object({ ip: z.string(), country: z.string(), time: z.int() })),
  }),
);
export type SecurityInfo = z.infer<typeof securityInfoSchema>;

/** The one-use token of a passed slide check, as the registration's SMS code asks for (identity.ts). */
const humanCheck = lazy(() =>
  z.string().check(z.minLength(1, { error: 'the human check is required' }), z.maxLength(128, { error: 'at most 128 characters' })),
);
export const bindMobileCodeRequestSchema = lazy(() =>
  z.strictObject({ countryDialingCode: dialingCode, mobileNo: mobile, validate: humanCheck }),
);
export const bindMobileRequestSchema = lazy(() =>
  z.strictObject({ countryDialingCode: dialingCode, mobileNo: mobile, verificationCode: sixDigits }),
);
export const bindEmailCodeRequestSchema = lazy(() => z.strictObject({ email, validate: humanCheck }));
export const bindEmailRequestSchema = lazy(() => z.strictObject({ email, verificationCode: sixDigits }));
export const codeSentSchema = lazy(() => z.object({ expiredMinutes: z.int().check(z.positive()) }));
export const loginProtectionRequestSchema = lazy(() => z.strictObject({ enabled: z.boolean() }));

/** How a login from a new address can prove itself (spec 02 section 4 lists more; the fake has these). */
export const loginVerifyMethods = ['sms', 'email'] as const;
export type LoginVerifyMethod = (typeof loginVerifyMethods)[number];
/** The value of a LOGIN_VERIFY_REQUIRED failure: the challenge and the bound targets, masked. */
export const loginChallengeSchema = lazy(() =>
  z.object({
    challengeId: z.string(),
    ip: z.string(),
    country: z.string(),
    methods: z.array(z.object({ method: z.enum(loginVerifyMethods), target: z.string() })),
  }),
);
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;
const challengeId = lazy(() => z.string().check(z.minLength(1), z.maxLength(64)));
export const loginCodeRequestSchema = lazy(() => z.strictObject({ challengeId, method: z.enum(loginVerifyMethods) }));
export const loginVerifyRequestSchema = lazy(() => z.strictObject({ challengeId, method: z.enum(loginVerifyMethods), code: sixDigits }));

export const SecurityCode = {
  /** A login from an unknown address: the failure's value is a LoginChallenge. */
  LoginVerifyRequired: 'LOGIN_VERIFY_REQUIRED',
  ChallengeInvalid: 'LOGIN_CHALLENGE_INVALID',
  CodeInvalid: 'VERIFY_CODE_INVALID',
  CodeVoid: 'VERIFY_CODE_VOID',
  CodeTooFrequent: 'VERIFY_CODE_TOO_FREQUENT',
  /** The account asked for too many binding codes in the last hour, over every number and address. */
  CodeLimitReached: 'VERIFY_CODE_LIMIT',
  MobileTaken: 'MOBILE_TAKEN',
  EmailTaken: 'EMAIL_TAKEN',
  AlreadyBound: 'ALREADY_BOUND',
  NothingBound: 'NOTHING_BOUND',
} as const;

// ---- transfer to upline -----------------------------------------------------------------------

export const uplineInfoSchema = lazy(() =>
  z.object({
    /** The upline's account, masked. */
    uplineAccount: z.string(),
    available: z.number(),
    minAmount: z.number(),
    maxAmount: z.number(),
  }),
);
export const uplineTransferRequestSchema = lazy(() =>
  z.strictObject({
    amount: amountSchema,
    password: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
);
export const uplineTransferSchema = lazy(() =>
  z.object({
    transferId: z.string(),
    amount: z.number(),
    balance: z.number(),
    uplineAccount: z.string(),
  }),
);
export const UplineCode = {
  NotAllowed: 'UPLINE_TRANSFER_NOT_ALLOWED',
  NoUpline: 'NO_UPLINE',
} as const;

// ---- referral ------------------------------------------------------------------------------------

export const referralDetailsRequestSchema = lazy(() =>
  z.strictObject({
    autoGenerate: z.optional(
      z.union([
        z.boolean(),
        z.pipe(
          z.enum(['true', 'false']),
          z.transform((v) => v === 'true'),
        ),
      ]),
    ),
  }),
);
/** Observed (spec 04): the invite link is a promotion domain + `?affiliateCode=…&referralCode=…`. */
export const referralDetailsSchema = lazy(() =>
  z.object({
    affiliateCode: z.string(),
    referralCode: z.nullable(z.string()),
    promotionDomains: z.array(z.string()),
  }),
);
export const referralFriendsRequestSchema = lazy(() => z.strictObject({ pageNo: page, pageSize }));
export const referralFriendSchema = lazy(() =>
  z.object({
    account: z.string(),
    regDate: z.string(),
    deposited: z.boolean(),
    reward: z.number(),
  }),
);
export const referralFriendsSchema = lazy(() =>
  z.object({
    list: z.array(referralFriendSchema),
    total: z.int(),
    totalPages: z.int(),
    totalReward: z.number(),
    /** What one friend's first deposit earns the referrer. */
    rewardPerFriend: z.number(),
  }),
);

// ---- missions -----------------------------------------------------------------------------------

export const missionStatuses = ['IN_PROGRESS', 'COMPLETED', 'CLAIMED'] as const;
export const missionSchema = lazy(() =>
  z.object({
    missionId: z.string(),
    title: z.string(),
    period: z.enum(['DAILY', 'WEEKLY']),
    /** What counts: valid bets or deposits in the period. */
    measure: z.enum(['VALID_BET', 'DEPOSIT']),
    target: z.number(),
    progress: z.number(),
    rewardAmount: z.number(),
    status: z.enum(missionStatuses),
    endTime: z.int(),
  }),
);
export type Mission = z.infer<typeof missionSchema>;
export const missionSummaryRequestSchema = lazy(() => z.strictObject({ pageNo: page, pageSize }));
/** Observed: `value { list, totalPages }`. */
export const missionSummarySchema = lazy(() => z.object({ list: z.array(missionSchema), totalPages: z.int(), claimable: z.int() }));
export const missionClaimRequestSchema = lazy(() => z.strictObject({ missionId: z.string().check(z.minLength(1), z.maxLength(64)) }));
export const missionClaimSchema = lazy(() => z.object({ missionId: z.string(), rewardAmount: z.number(), balance: z.number() }));
export const leaderboardRequestSchema = lazy(() => z.strictObject({ period: z.optional(z.enum(['DAILY', 'WEEKLY'])) }));
export const leaderboardSchema = lazy(() =>
  z.object({
    period: z.enum(['DAILY', 'WEEKLY']),
    list: z.array(z.object({ rank: z.int(), account: z.string(), completed: z.int(), validBet: z.number() })),
    mine: z.nullable(z.object({ rank: z.int(), completed: z.int(), validBet: z.number() })),
  }),
);
export const MissionCode = {
  NotFound: 'MISSION_NOT_FOUND',
  NotCompleted: 'MISSION_NOT_COMPLETED',
  AlreadyClaimed: 'MISSION_ALREADY_CLAIMED',
} as const;

// ---- player rank ---------------------------------------------------------------------------------

export const rankLevelSchema = lazy(() =>
  z.object({
    level: z.int(),
    name: z.string(),
    /** Valid bets over the last 90 days that reach this level. */
    validBetRequired: z.number(),
    benefits: z.object({ rebatePercent: z.number(), birthdayBonus: z.number(), withdrawalsPerDay: z.int(), vipService: z.boolean() }),
  }),
);
export const playerRankSchema = lazy(() =>
  z.object({
    level: z.int(),
    name: z.string(),
    validBet: z.number(),
    /** 0 to 100: the way from this level's requirement to the next one's; 100 at the top. */
    progress: z.number(),
    nextLevel: z.nullable(z.object({ level: z.int(), name: z.string(), validBetRequired: z.number(), remaining: z.number() })),
    levels: z.array(rankLevelSchema),
  }),
);
export type PlayerRank = z.infer<typeof playerRankSchema>;
