import * as z from 'zod/mini';
import { hasAtMostTwoDecimals } from './money';
import { dateRange, isoDate, rangeInOrder } from './query-parts';
import { productIds } from './reports';
import { lazy } from './lazy-schema';

/**
 * Team management's downline detail and rebate settings (spec 02 section 2, "downline management"). Not
 * observed on the real platform: paths and shapes are decisions (contracts/README.md, "Agent centre:
 * downline detail and rebates").
 */
const username = lazy(() => z.string().check(z.minLength(1), z.maxLength(32)));

/** GET /wps/agent/downline/detail: one member of my team (any level), its account and what it did over the period. */
export const downlineDetailRequestSchema = lazy(() => z.strictObject({ username, ...dateRange }).check(...rangeInOrder));
export type DownlineDetailRequest = z.infer<typeof downlineDetailRequestSchema>;
export const downlineDetailSchema = lazy(() =>
  z.object({
    username: z.string(),
    /** 0 a player, else its agent type. */
    type: z.int(),
    /** 1 = a direct downline of mine. */
    level: z.int(),
    upline: z.string(),
    regDate: isoDate,
    /** The last login known (ms), null when it never logged in. */
    lastLogin: z.nullable(z.int()),
    /** Every wallet of the member. */
    balance: z.number(),
    /** Everyone below the member, every level. */
    teamSize: z.int(),
    /** The member's own figures over the period, from the ledger. */
    period: z.object({
      deposit: z.number(),
      depositCount: z.int(),
      withdrawal: z.number(),
      betAmount: z.number(),
      betCount: z.int(),
      winAmount: z.number(),
      /** Wins minus bets: negative when the member lost. */
      profitLoss: z.number(),
    }),
  }),
);
export type DownlineDetail = z.infer<typeof downlineDetailSchema>;

/** Highest rebate rate anyone may hold: a percentage of the valid bet. */
export const REBATE_RATE_MAX = 100;
/** A rebate rate as a percentage of the valid bet (0.8 means 0.8 %): 0 to 100, two decimals at most. */
export const rebateRateSchema = lazy(() =>
  z
    .number()
    .check(
      z.minimum(0, { error: 'a rebate rate is never below zero' }),
      z.maximum(REBATE_RATE_MAX, { error: `a rebate rate is at most ${REBATE_RATE_MAX} %` }),
      z.refine(hasAtMostTwoDecimals, { message: 'at most two decimals' }),
    ),
);
const productId = lazy(() =>
  z.int().check(z.refine((id) => (productIds as readonly number[]).includes(id), { message: 'an unknown product id' })),
);

/** GET /wps/agent/downline/rebate: the rates I set a direct downline, beside my own (its ceiling). */
export const downlineRebatesRequestSchema = lazy(() => z.strictObject({ username }));
export const rebateRowSchema = lazy(() =>
  z.object({
    productId: z.int(),
    /** The downline's rate, a percentage. */
    rate: z.number(),
    /** My own rate for the product: the downline's can be no higher. */
    ceiling: z.number(),
  }),
);
export type RebateRow = z.infer<typeof rebateRowSchema>;
export const downlineRebatesSchema = lazy(() => z.object({ username: z.string(), rates: z.array(rebateRowSchema) }));
export type DownlineRebates = z.infer<typeof downlineRebatesSchema>;

/** PUT /wps/agent/downline/rebate: new rates for some or all products of a direct downline; all of them or none. */
export const setDownlineRebatesRequestSchema = lazy(() =>
  z.strictObject({
    username,
    rates: z.array(z.strictObject({ productId, rate: rebateRateSchema })).check(
      z.minLength(1),
      z.maxLength(productIds.length),
      z.refine((rows) => new Set(rows.map((r) => r.productId)).size === rows.length, { message: 'each product once' }),
    ),
  }),
);
export type SetDownlineRebatesRequest = z.infer<typeof setDownlineRebatesRequestSchema>;
export const setDownlineRebatesSchema = lazy(() =>
  z.object({
    ...downlineRebatesSchema.shape,
    /** Rates of the downline's own downlines that were above its new rate and were brought down to it. */
    lowered: z.int(),
  }),
);
