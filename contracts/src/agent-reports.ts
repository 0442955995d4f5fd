import * as z from 'zod/mini';
import { dateRange, isoDate, rangeInOrder } from './query-parts';
import { lazy } from './lazy-schema';

/**
 * The agent centre's team reports (spec 02 section 2: team betting, user profit and loss, my income,
 * transaction details). Not observed on the real platform: names and shapes are decisions
 * (contracts/README.md, "Agent centre").
 */
const pageNo = lazy(() => z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))));
const pageSize = lazy(() => z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))));
const username = lazy(() => z.optional(z.string().check(z.maxLength(32))));
const period = dateRange;
const paged = <S extends z.ZodMiniType>(row: S) => z.object({ list: z.array(row), total: z.int(), totalPages: z.int() });

/** GET /wps/agent/team/bets: the team's bets over UTC days, one member's when `username` is given. */
export const teamBetsRequestSchema = lazy(() => z.strictObject({ ...period, username, pageNo, pageSize }).check(...rangeInOrder));
export type TeamBetsRequest = z.input<typeof teamBetsRequestSchema>;
export const teamBetSchema = lazy(() =>
  z.object({
    betId: z.string(),
    username: z.string(),
    /** 1 = a direct downline. */
    level: z.int(),
    productId: z.int(),
    gameName: z.string(),
    stake: z.number(),
    payout: z.number(),
    winLoss: z.number(),
    betTime: z.int(),
  }),
);
export const teamBetsSchema = lazy(() =>
  z.object({
    ...paged(teamBetSchema).shape,
    footer: z.object({ stake: z.number(), payout: z.number(), winLoss: z.number() }),
  }),
);

/** GET /wps/agent/team/profitLoss: each member's figures over the period, largest bet first. */
export const teamProfitLossRequestSchema = teamBetsRequestSchema;
export const memberProfitLossSchema = lazy(() =>
  z.object({
    username: z.string(),
    level: z.int(),
    type: z.int(),
    betAmount: z.number(),
    validBet: z.number(),
    winAmount: z.number(),
    /** The member's result: wins minus bets (negative when the member lost). */
    profitLoss: z.number(),
    bonus: z.number(),
    rebate: z.number(),
    deposit: z.number(),
    withdrawal: z.number(),
  }),
);
export const teamProfitLossSchema = lazy(() =>
  z.object({
    ...paged(memberProfitLossSchema).shape,
    footer: z.object({
      betAmount: z.number(),
      validBet: z.number(),
      winAmount: z.number(),
      profitLoss: z.number(),
      bonus: z.number(),
      rebate: z.number(),
      deposit: z.number(),
      withdrawal: z.number(),
    }),
  }),
);

/** GET /wps/agent/income: what the agent earned by contract, a UTC day a row, newest first. */
export const agentIncomeRequestSchema = lazy(() => z.strictObject(period).check(...rangeInOrder));
/**
 * Contract pay received and paid, salary and dividend apart. Each payout counts on the day it was earned: the
 * period it pays for, not the instant it was posted (a day's salary posted at the next 00:00 is that day's).
 */
export const incomeFiguresSchema = lazy(() =>
  z.object({
    /** Salary received from my upline: daily, hourly and real-time. */
    salaryIn: z.number(),
    /** Salary I paid to my downlines: daily, hourly and real-time. */
    salaryOut: z.number(),
    /** Dividend received from my upline. */
    dividendIn: z.number(),
    /** Dividend I paid to my downlines. */
    dividendOut: z.number(),
    /** Everything received minus everything paid. */
    net: z.number(),
  }),
);
export type IncomeFigures = z.infer<typeof incomeFiguresSchema>;
export const incomeDaySchema = lazy(() => z.object({ day: isoDate, ...incomeFiguresSchema.shape }));
export const agentIncomeSchema = lazy(() => z.object({ list: z.array(incomeDaySchema), footer: incomeFiguresSchema }));

/** GET /wps/agent/team/transactions: the team's ledger rows, newest first (the member's ODSFE2_MemTransDet, for the team). */
export const teamTransactionsRequestSchema = lazy(() =>
  z
    .strictObject({
      ...period,
      username,
      txCode: z.optional(z.string().check(z.regex(/^[A-Z_]{1,24}$/))),
      pageNo,
      pageSize,
    })
    .check(...rangeInOrder),
);
export type TeamTransactionsRequest = z.input<typeof teamTransactionsRequestSchema>;
export const teamTransactionSchema = lazy(() =>
  z.object({
    txId: z.int(),
    username: z.string(),
    level: z.int(),
    txCode: z.string(),
    /** The wallet the row moved: MAIN, or a game vendor's wallet code. */
    wallet: z.string(),
    amount: z.number(),
    /** That wallet's balance after the row. */
    balanceAfter: z.number(),
    txTime: z.int(),
  }),
);
export const teamTransactionsSchema = lazy(() => paged(teamTransactionSchema));

/** One UTC day of the team's activity: the overview's charts. */
export const teamDaySchema = lazy(() =>
  z.object({
    day: isoDate,
    bet: z.number(),
    deposit: z.number(),
    withdrawal: z.number(),
    profitLoss: z.number(),
    activeMembers: z.int(),
  }),
);
export type TeamDay = z.infer<typeof teamDaySchema>;

/**
 * The registration centre: POST /wps/agent/downline (encrypted, spec 04) creates a downline of mine at
 * once; the username and password follow the site's usual rules (a letter first, 4 to 16 letters and
 * digits; 6 to 20 characters with a letter and a digit).
 */
/** A new downline's username: a letter first, 4 to 16 letters and digits (the create form, the check and the create call). */
export const DOWNLINE_USERNAME = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
const downlineUsername = lazy(() =>
  z.string().check(z.regex(DOWNLINE_USERNAME, { error: 'a letter first, then 4 to 16 letters and digits' })),
);
/** GET /wps/check/username (spec 04): asked before a downline is created. */
export const checkUsernameRequestSchema = lazy(() => z.strictObject({ username: downlineUsername }));
/** Decision: whether an account of that name exists (the name is free when it does not). */
export const usernameCheckSchema = lazy(() => z.object({ exists: z.boolean() }));
export const createDownlineRequestSchema = lazy(() =>
  z.strictObject({
    username: downlineUsername,
    password: z.string().check(z.regex(/^(?=.*[A-Za-z])(?=.*\d)\S{6,20}$/, { error: '6 to 20 characters with a letter and a digit' })),
    /** 0 a player, 1 an agent of mine. */
    type: z.union([z.literal(0), z.literal(1)]),
  }),
);
export type CreateDownlineRequest = z.infer<typeof createDownlineRequestSchema>;
export const createdDownlineSchema = lazy(() => z.object({ username: z.string(), type: z.int(), regDate: isoDate }));
/** GET /wps/agent/affiliate: my affiliate code, for the registration link the client builds (`/register?affiliateCode=`). */
export const agentAffiliateSchema = lazy(() => z.object({ affiliateCode: z.string() }));

/** POST /wps/agent/downline/promote: a direct downline player becomes an agent of my agent type. */
export const promoteDownlineRequestSchema = lazy(() => z.strictObject({ username: z.string().check(z.minLength(1), z.maxLength(32)) }));
export const promotedDownlineSchema = lazy(() => z.object({ username: z.string(), type: z.int() }));
