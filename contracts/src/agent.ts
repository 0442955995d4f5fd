import * as z from 'zod/mini';
import { decimalSchema } from './money';
import { incomeFiguresSchema, teamDaySchema } from './agent-reports';
import { dateRange, rangeInOrder } from './query-parts';

import {
  contractKinds,
  inForceRow,
  rateTypeSchema,
  dividendInForceSchema,
  dividendOfferRowSchema,
  dividendPeriodSchema,
  dividendTierSchema,
  hourSalaryInForceSchema,
  hourSalaryOfferSchema,
  realtimeInForceSchema,
  realtimeOfferSchema,
  realtimeTermsSchema,
} from './agent-contracts';
import { lazy } from './lazy-schema';

// The team reports and the other contract types live beside this file; one import of the package reaches all.
export * from './agent-reports';
export * from './agent-contracts';
export * from './agent-downline';

/**
 * The agent centre (spec 02 sections 2, 3, 4, 6; spec 04 "Agent centre and contracts"): the consolidated hub
 * of offers and contracts, the downline's answers, the upline's offers, records, the team and transfers.
 * Names the real backend was not seen to use are decisions (contracts/README.md, "Agent centre").
 */
export const ALL_PRODUCT_TYPE = 'CONS';
/** Offer statuses: P new, E changed, V termination asked by the upline (spec 04). */
export const offerStatuses = ['P', 'E', 'V'] as const;
/** Answers: A accept, R reject, C consent to a termination. */
export const answerStatuses = ['A', 'R', 'C'] as const;
export const yesNo = lazy(() => z.enum(['Y', 'N']));

/** A tier of a salary contract: from this bet volume and this many active members, `rate` (rateType P: percent of the volume; any other: a fixed amount, spec 04). */
export const salaryTierSchema = lazy(() =>
  z.object({ betVolume: z.number(), activeMember: z.int(), rateType: rateTypeSchema, rate: z.number() }),
);
export type SalaryTier = z.infer<typeof salaryTierSchema>;

/** A contract's terms whatever its kind, as the history shows them: salary tiers, a dividend's, a real-time salary's. */
const contractTerms = {
  /** Salary tiers (daily, hourly: betVolume is the hour's minimum bet); empty for the other kinds. */
  details: z.array(salaryTierSchema),
  dividend: z.optional(z.object({ period: z.string(), tiers: z.array(dividendTierSchema) })),
  realtime: z.optional(realtimeTermsSchema),
};
/**
 * Ours (spec 04 names only the flag `downlineHigherRate`): on an offer flagged Y, the contracts I gave my
 * downlines that accepting it ends, each with its downline and terms, so the consent can name them.
 */
export const endingContractSchema = lazy(() => z.object({ contractId: z.int(), downline: z.string(), ...contractTerms }));
export type EndingContract = z.infer<typeof endingContractSchema>;
const endingContracts = { downlineHigherRateContracts: z.optional(z.array(endingContractSchema)) };
/** Ours: an offer I sent that waits for my downline's answer (P new, E a change of the contract `replaces`). */
export const sentOfferSchema = lazy(() =>
  z.object({
    contractId: z.int(),
    kind: z.enum(contractKinds),
    status: z.enum(['P', 'E']),
    downline: z.string(),
    /** ms since the epoch. */
    sentAt: z.int(),
    replaces: z.optional(z.int()),
    ...contractTerms,
  }),
);
export type SentOffer = z.infer<typeof sentOfferSchema>;

export const dailySalaryOfferSchema = lazy(() =>
  z.object({
    id: z.int(),
    status: z.enum(offerStatuses),
    downlineHigherRate: yesNo,
    details: z.array(salaryTierSchema),
    /** Ours: who offers. */
    upline: z.optional(z.string()),
    ...endingContracts,
  }),
);
const byProductType = <S extends z.ZodMiniType>(schema: S) => z.record(z.string(), schema);
export const contractInForceSchema = lazy(() => z.object({ ...inForceRow, details: z.array(salaryTierSchema) }));

/** GET /wps/member/info/funds/consolidated: what waits for my answer, and what is in force (spec 04). */
export const consolidatedSchema = lazy(() =>
  z.object({
    divtypereq: byProductType(z.array(z.object({ ...dividendOfferRowSchema.shape, ...endingContracts }))),
    dailysalreqtype: byProductType(z.array(dailySalaryOfferSchema)),
    contracthoursalreq: byProductType(z.array(z.object({ ...hourSalaryOfferSchema.shape, ...endingContracts }))),
    realtimesalreqtype: byProductType(z.array(z.object({ ...realtimeOfferSchema.shape, ...endingContracts }))),
    divtypeinfo: byProductType(z.object({ agent: z.array(dividendInForceSchema) })),
    divtypecompperiodinfo: byProductType(z.object({ agent: z.array(dividendPeriodSchema) })),
    dailysalinfotype: byProductType(z.object({ agent: z.array(contractInForceSchema) })),
    contracthoursalinfo: byProductType(z.object({ agent: z.array(hourSalaryInForceSchema) })),
    realtimesalinfotype: byProductType(z.object({ agent: z.array(realtimeInForceSchema) })),
    /** Ours: the offers I sent that wait for an answer, every kind (the contract pages show them). */
    sentOffers: z.optional(byProductType(z.array(sentOfferSchema))),
  }),
);
export type Consolidated = z.infer<typeof consolidatedSchema>;

/** MCS2_processDailySalContract is a GET relay: its payload travels as the query. */
export const dailySalaryAnswerRequestSchema = lazy(() =>
  z.strictObject({
    id: z.coerce.number().check(z.int(), z.positive()),
    status: z.enum(answerStatuses),
    /** Ours: the downline confirmed that its own downlines' higher-rate contracts end (downlineHigherRate Y). */
    confirmHigherRate: z.optional(z.enum(['true', 'false'])),
  }),
);
export const contractAnswerSchema = lazy(() =>
  z.object({
    id: z.int(),
    status: z.enum(['ACTIVE', 'REJECTED', 'TERMINATED']),
    endedDownlineContracts: z.int(),
  }),
);

const rate = lazy(() => decimalSchema({ max: 10_000 }));
/** A percentage (P) runs 0 to 100; a fixed amount (F) 0 to 10,000, the site's ceiling. */
export const salaryTierInputSchema = lazy(() =>
  z
    .strictObject({
      betVolume: z.number().check(z.minimum(0), z.maximum(1e9)),
      activeMember: z.int().check(z.minimum(0), z.maximum(10_000)),
      rateType: z.enum(['P', 'F']),
      rate,
    })
    .check(z.refine((t) => t.rateType === 'F' || t.rate <= 100, { message: 'a percentage is at most 100', path: ['rate'] })),
);
/** A tier as an offer sends it: P or F. */
export type SalaryTierInput = z.infer<typeof salaryTierInputSchema>;
/** The upline offers a daily salary to a direct downline, or changes the one offered or in force. */
export const dailySalaryOfferRequestSchema = lazy(() =>
  z.strictObject({
    downline: z.string().check(z.minLength(1), z.maxLength(32)),
    details: z.array(salaryTierInputSchema).check(z.minLength(1), z.maxLength(5)),
  }),
);
export const terminateRequestSchema = lazy(() => z.strictObject({ contractId: z.int().check(z.positive()) }));
export const contractHistoryRequestSchema = lazy(() =>
  z.strictObject({
    downline: z.optional(z.string().check(z.maxLength(32))),
    /** Ours: one kind of contract only. */
    kind: z.optional(z.enum(contractKinds)),
    pageNo: z._default(z.int().check(z.minimum(1)), 1),
    pageSize: z._default(z.int().check(z.minimum(1), z.maximum(50)), 10),
  }),
);
export const contractEventSchema = lazy(() =>
  z.object({
    contractId: z.int(),
    kind: z.enum(contractKinds),
    upline: z.string(),
    downline: z.string(),
    event: z.enum(['OFFERED', 'CHANGED', 'ACCEPTED', 'REJECTED', 'TERMINATION_ASKED', 'TERMINATED', 'ENDED_BY_HIGHER_RATE']),
    /** Ours: a dividend's tiers and pay period, a real-time salary's terms. */
    ...contractTerms,
    at: z.int(),
  }),
);
export const contractHistorySchema = lazy(() => z.object({ list: z.array(contractEventSchema), total: z.int(), totalPages: z.int() }));
export const offerResultSchema = lazy(() => z.object({ contractId: z.int(), status: z.enum(offerStatuses) }));

export const teamOverviewRequestSchema = lazy(() => z.strictObject(dateRange).check(...rangeInOrder));
/**
 * The team's figures over the period (spec 04). The team is the agent and everyone below it, as the
 * contracts count a downline's team (its own bets and active membership included).
 */
export const teamOverviewSchema = lazy(() =>
  z.object({
    totalBet: z.number(),
    totalValidBet: z.number(),
    totalDeposit: z.number(),
    totalDepositCount: z.int(),
    totalWithdrawal: z.number(),
    totalPNL: z.number(),
    totalRebate: z.number(),
    totalRegisterCount: z.int(),
    totalLoginCount: z.int(),
    totalBetCount: z.int(),
    totalPromotion: z.number(),
    totalWin: z.number(),
    /** The dividend I paid my downlines, earned in the period (My income's dividendOut). */
    totalProfitSharing: z.number(),
    /** The daily salary I received, earned in the period (part of My income's salaryIn). */
    totalDailyIncome: z.number(),
    /** The agent and everyone below it. */
    teamSize: z.int(),
    /** Ours: My income's figures over the same period, counted the same way. */
    income: incomeFiguresSchema,
    /** Ours: the period a UTC day a row, oldest first (the overview's charts). */
    days: z.array(teamDaySchema),
  }),
);
export type TeamOverview = z.infer<typeof teamOverviewSchema>;
export const downlinesRequestSchema = lazy(() =>
  z.strictObject({
    username: z.optional(z.string().check(z.maxLength(32))),
    directOnly: z.optional(z.enum(['true', 'false'])),
    pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
    pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  }),
);
export const downlineSchema = lazy(() =>
  z.object({
    username: z.string(),
    type: z.int(),
    level: z.int(),
    upline: z.string(),
    regDate: z.string(),
    balance: z.number(),
    hasDailySalary: z.boolean(),
  }),
);
export const downlinesSchema = lazy(() => z.object({ list: z.array(downlineSchema), total: z.int(), totalPages: z.int() }));
/** PUT /wps/agent/transferDownline, encrypted: the login password confirms it. */
export const transferDownlineRequestSchema = lazy(() =>
  z.strictObject({
    username: z.string().check(z.minLength(1), z.maxLength(32)),
    amount: decimalSchema({ max: 1_000_000, positive: true }),
    password: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
);
export const transferDownlineSchema = lazy(() => z.object({ balance: z.number() }));

export const AgentCode = {
  NotAgent: 'error_not_agent',
  NotYourDownline: 'NOT_YOUR_DOWNLINE',
  ContractNotFound: 'CONTRACT_NOT_FOUND',
  WrongState: 'CONTRACT_WRONG_STATE',
  RateAboveOwn: 'RATE_ABOVE_OWN',
  TiersOutOfOrder: 'TIERS_OUT_OF_ORDER',
  ConfirmHigherRate: 'CONFIRM_HIGHER_RATE',
  InsufficientBalance: 'INSUFFICIENT_BALANCE',
  PasswordWrong: 'PASSWORD_WRONG',
  AlreadyAgent: 'ALREADY_AGENT',
  /** Decision: a new dividend offer to a downline already holding one of mine; it is changed instead (MCSFE_modifyContractDividend). */
  ContractInForce: 'CONTRACT_IN_FORCE',
} as const;
