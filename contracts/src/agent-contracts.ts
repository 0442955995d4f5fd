import * as z from 'zod/mini';
import { decimalSchema, isWholeUnits } from './money';
import { isoDate, rangeBothOrNeither, rangeInOrder } from './query-parts';
import { lazy } from './lazy-schema';

/**
 * Dividend, hourly salary and real-time salary contracts (spec 02 sections 3 and 4, spec 04 "Agent centre
 * and contracts"). Offer and answer shapes follow spec 04 where it saw them; the upline's calls, the records
 * and the real-time terms are decisions (contracts/README.md, "Agent centre: dividend, hourly and real-time").
 */
export const contractKinds = ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof contractKinds)[number];
/** Spec 02 section 4: dividend pay periods. */
export const payPeriods = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type PayPeriod = (typeof payPeriods)[number];

const money = lazy(() => decimalSchema({ max: 1e9 }));
const members = lazy(() => z.int().check(z.minimum(0), z.maximum(10_000)));
/** A percentage with two decimals, 0 to 100. */
const percent = lazy(() => decimalSchema({ max: 100 }));
/** Spec 04: a dividend's contractRate is a fraction (0.25 = 25 %), four decimals at most (two of a percentage). */
const fraction = lazy(() =>
  z.number().check(
    z.minimum(0),
    z.maximum(1),
    z.refine((n) => isWholeUnits(n, 10_000), { message: 'at most two decimals of a percentage' }),
  ),
);
const yesNo = lazy(() => z.enum(['Y', 'N']));
/**
 * Spec 04: a tier's `rateType` is "P" percent, else a fixed amount. The answers take any other text as a fixed
 * amount; what a client sends in an offer is P or F.
 */
export const PERCENT_RATE = 'P';
export const isPercentRate = (rateType: string) => rateType === PERCENT_RATE;
export const rateTypeSchema = lazy(() => z.string());
/**
 * Spec 04: each row of a contract in force carries `status` (values not seen). Ours: A in force, V in force while
 * the upline's termination waits for the downline's consent (the offer status V). Any other value reads as in force.
 */
export const InForceStatus = { Active: 'A', TerminationAsked: 'V' } as const;
export const isTerminationAsked = (row: { status: string }) => row.status === InForceStatus.TerminationAsked;
const offerStatus = lazy(() => z.enum(['P', 'E', 'V']));

/** A dividend tier: over the pay period, from this valid bet and this net loss of the team and this many active members, `contractRate` of the net loss. */
export const dividendTierSchema = lazy(() =>
  z.object({
    minimumBet: z.number(),
    netLoss: z.number(),
    activeMember: z.int(),
    contractRate: z.number(),
  }),
);
export type DividendTier = z.infer<typeof dividendTierSchema>;
export const dividendTierInputSchema = lazy(() =>
  z.strictObject({ minimumBet: money, netLoss: money, activeMember: members, contractRate: fraction }),
);
/** An hourly salary tier: in the hour, from this team bet and this many active members, `rate` (P percent of the bet, else fixed). */
export const hourSalaryRateSchema = lazy(() =>
  z.object({
    minimumBet: z.number(),
    activeMember: z.int(),
    rateType: rateTypeSchema,
    rate: z.number(),
  }),
);
export type HourSalaryRate = z.infer<typeof hourSalaryRateSchema>;
export const hourSalaryRateInputSchema = lazy(() =>
  z
    .strictObject({ minimumBet: money, activeMember: members, rateType: z.enum(['P', 'F']), rate: money })
    .check(z.refine((t) => t.rateType === 'F' || t.rate <= 100, { message: 'a percentage is at most 100', path: ['rate'] })),
);
/** Real-time salary: each settled team bet of at least `singleBetAmount` pays `lossRate` % of its stake when the member lost, `profitRate` % when the member won. */
export const realtimeTermsSchema = lazy(() => z.object({ profitRate: z.number(), lossRate: z.number(), singleBetAmount: z.number() }));
export type RealtimeTerms = z.infer<typeof realtimeTermsSchema>;
export const realtimeTermsInputSchema = lazy(() => z.strictObject({ profitRate: percent, lossRate: percent, singleBetAmount: money }));

/** consolidated `divtypereq`: each row a tier of the offer waiting for that product type, with its status (spec 04). */
export const dividendOfferRowSchema = lazy(() =>
  z.object({
    ...dividendTierSchema.shape,
    status: offerStatus,
    downlineHigherRate: yesNo,
    /** Ours: the offer, its pay period and who offers. */
    id: z.int(),
    period: z.enum(payPeriods),
    upline: z.string(),
  }),
);
export const hourSalaryOfferSchema = lazy(() =>
  z.object({
    contractId: z.int(),
    status: offerStatus,
    downlineHigherRate: yesNo,
    hourSalaryRates: z.array(hourSalaryRateSchema),
    upline: z.string(),
  }),
);
export const realtimeOfferSchema = lazy(() =>
  z.object({
    contractId: z.int(),
    status: offerStatus,
    downlineHigherRate: yesNo,
    ...realtimeTermsSchema.shape,
    upline: z.string(),
  }),
);
/** The common part of a row of a contract in force (`{ <productType>: { agent: [{ status, … }] } }`, spec 04). */
export const inForceRow = {
  id: z.int(),
  /** A, or V when the upline asked to end it (InForceStatus). */
  status: z.string(),
  /** Ours: the other side, the upline for my contract, the downline for one I gave. */
  counterpart: z.string(),
  /** Ours: MINE when I am its downline (I am paid), GIVEN when I gave it to a downline (I pay). */
  side: z.enum(['MINE', 'GIVEN']),
  since: z.int(),
};
export const dividendInForceSchema = lazy(() =>
  z.object({ ...inForceRow, period: z.enum(payPeriods), tiers: z.array(dividendTierSchema) }),
);
/** `divtypecompperiodinfo`: the pay period each dividend contract is counting now (UTC days, both inclusive), with the contract's status. */
export const dividendPeriodSchema = lazy(() =>
  z.object({
    id: z.int(),
    status: z.string(),
    period: z.enum(payPeriods),
    periodStart: z.string(),
    periodEnd: z.string(),
  }),
);
export const hourSalaryInForceSchema = lazy(() => z.object({ ...inForceRow, hourSalaryRates: z.array(hourSalaryRateSchema) }));
export const realtimeInForceSchema = lazy(() => z.object({ ...inForceRow, ...realtimeTermsSchema.shape }));

/** The downline's answers (spec 04): the dividend by product type (GET), hourly and real-time by contract (POST). */
const answer = lazy(() => z.enum(['A', 'R', 'C']));
const confirm = lazy(() => z.optional(z.enum(['true', 'false'])));
export const dividendAnswerRequestSchema = lazy(() =>
  z.strictObject({
    type: z.string().check(z.minLength(1), z.maxLength(16)),
    status: answer,
    confirmHigherRate: confirm,
  }),
);
export const contractAnswerByIdSchema = lazy(() =>
  z.strictObject({
    contractId: z.int().check(z.positive()),
    status: answer,
    confirmHigherRate: z.optional(z.boolean()),
  }),
);

const downline = lazy(() => z.string().check(z.minLength(1), z.maxLength(32)));
export const dividendOfferRequestSchema = lazy(() =>
  z.strictObject({
    downline,
    period: z.enum(payPeriods),
    tiers: z.array(dividendTierInputSchema).check(z.minLength(1), z.maxLength(5)),
  }),
);
export type DividendOfferRequest = z.infer<typeof dividendOfferRequestSchema>;
/** MCSFE_modifyContractDividend (decision): new terms for a dividend I gave, in force or still offered, by its id. */
export const dividendChangeRequestSchema = lazy(() =>
  z.strictObject({
    contractId: z.int().check(z.positive()),
    period: z.enum(payPeriods),
    tiers: z.array(dividendTierInputSchema).check(z.minLength(1), z.maxLength(5)),
  }),
);
export type DividendChangeRequest = z.infer<typeof dividendChangeRequestSchema>;
export const hourSalaryOfferRequestSchema = lazy(() =>
  z.strictObject({
    downline,
    hourSalaryRates: z.array(hourSalaryRateInputSchema).check(z.minLength(1), z.maxLength(5)),
  }),
);
export type HourSalaryOfferRequest = z.infer<typeof hourSalaryOfferRequestSchema>;
export const realtimeOfferRequestSchema = lazy(() => z.strictObject({ downline, ...realtimeTermsInputSchema.shape }));
export type RealtimeOfferRequest = z.infer<typeof realtimeOfferRequestSchema>;

/** What a settled period came to: paid, found nothing due, or left unpaid because the upline could not pay. */
export const recordStatuses = ['PAID', 'UNPAID', 'NOTHING_DUE'] as const;
export type RecordStatus = (typeof recordStatuses)[number];

/**
 * ODSFE2_QueryDailySalary, ODSFE2_QueryHourSalary, ODSFE2_QueryRealTimeSalary, ODSFE2_QueryDividend and
 * ODSFE2_PayoutDividend (payloads not seen, decisions): a page of settled periods, newest first, filtered by the
 * downline (its username), the status and the UTC days the periods began on (both days or neither). Periods that
 * paid nothing are left out unless `showNothingDue` (or the NOTHING_DUE status) asks for them.
 */
export const salaryRecordsRequestSchema = lazy(() =>
  z
    .strictObject({
      pageNo: z._default(z.int().check(z.minimum(1), z.maximum(10_000)), 1),
      pageSize: z._default(z.int().check(z.minimum(1), z.maximum(50)), 10),
      downline: z.optional(downline),
      status: z.optional(z.enum(recordStatuses)),
      startDate: z.optional(isoDate),
      endDate: z.optional(isoDate),
      showNothingDue: z._default(z.boolean(), false),
    })
    .check(rangeBothOrNeither, ...rangeInOrder),
);
export type SalaryRecordsRequest = z.input<typeof salaryRecordsRequestSchema>;

/**
 * One settled period of a contract of any kind, with what the rule used: the period (`periodStart` to
 * `periodEnd`, ms, the end excluded; `day` its key as the ledger's reference names it), the team's valid bets,
 * net loss and active members, for a real-time salary the stakes of the bets it counted (lost and won) and its
 * two rates, the tier met and its rate (`rateType` P: `rate` percent; else a fixed amount; a dividend's rate as a
 * percentage of the net loss), what was paid and when.
 */
export const contractRecordSchema = lazy(() =>
  z.object({
    recordId: z.int(),
    contractId: z.int(),
    kind: z.enum(contractKinds),
    day: z.string(),
    periodStart: z.int(),
    periodEnd: z.int(),
    upline: z.string(),
    downline: z.string(),
    betVolume: z.number(),
    /** The team's bets minus its wins (below 0 when the team won). */
    netLoss: z.number(),
    activeMembers: z.int(),
    /** Real-time salary: the stakes of the counted bets the members lost, and of those they won (0 for other kinds). */
    lostStakes: z.number(),
    wonStakes: z.number(),
    /** The tier met (0 the first); null when none was, and always for a real-time salary, which has no tiers. */
    tier: z.nullable(z.int()),
    rateType: z.nullable(rateTypeSchema),
    rate: z.nullable(z.number()),
    /** Real-time salary: % of a lost stake and of a won stake; null for the other kinds. */
    lossRate: z.nullable(z.number()),
    profitRate: z.nullable(z.number()),
    amount: z.number(),
    status: z.enum(recordStatuses),
    /** When the amount reached the downline's main wallet (ms); null unless PAID. */
    paidAt: z.nullable(z.int()),
  }),
);
export type ContractRecord = z.infer<typeof contractRecordSchema>;
/** A page of records; `nothingDue`: how many periods of the downline and days asked paid nothing (folded unless shown). */
export const contractRecordsSchema = lazy(() =>
  z.object({
    list: z.array(contractRecordSchema),
    total: z.int(),
    totalPages: z.int(),
    nothingDue: z.int(),
  }),
);
