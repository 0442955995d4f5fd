import * as z from 'zod/mini';
import { lazy } from './lazy-schema';

/**
 * The points mall (spec 02 sections 2, 3, 4, 7; spec 04 "Points mall"), gated by PTSYS3. Field names were
 * not seen: the spec's list stands, named as decided in contracts/README.md ("Points mall").
 */
export const pointConfigSchema = lazy(() =>
  z.object({
    /** Points earned: 1 per `pointsRatio` of valid bet (1 per ₱10 in the fake). */
    pointsRatio: z.number(),
    units: z.string(),
    /** Cash one point converts to. */
    convertRate: z.number(),
    minConvert: z.int(),
    rules: z.string(),
  }),
);
export type PointConfig = z.infer<typeof pointConfigSchema>;

/**
 * Points are whole (the balance, costs and conversions are integers): each valid bet earns
 * floor(stake ÷ pointsRatio), counted in cents so 30.00 ÷ 10 is 3, not 2.9999. The balance is the sum of its bets'.
 */
export const pointsOfBet = (stake: number, pointsRatio: number) =>
  stake > 0 && pointsRatio > 0 ? Math.floor(Math.round(stake * 100) / Math.round(pointsRatio * 100)) : 0;
export const pointBalanceSchema = lazy(() => z.object({ points: z.int(), earned: z.int(), spent: z.int() }));
export type PointBalance = z.infer<typeof pointBalanceSchema>;
export const rewardCategories = ['ELECTRONICS', 'VOUCHER', 'LIFESTYLE', 'BONUS'] as const;
export type RewardCategory = (typeof rewardCategories)[number];
export const pointRewardSchema = lazy(() =>
  z.object({
    rewardId: z.int(),
    name: z.string(),
    category: z.enum(rewardCategories),
    image: z.string(),
    stock: z.int(),
    pointsRequired: z.int(),
    /** The valid bet (in the last 30 days) a player needs before redeeming it; 0 for none. */
    amountRequired: z.number(),
  }),
);
export type PointReward = z.infer<typeof pointRewardSchema>;
export const pointRewardsRequestSchema = lazy(() => z.strictObject({ category: z.optional(z.enum(rewardCategories)) }));
export const pointRewardsSchema = lazy(() => z.array(pointRewardSchema));

/** At most this many of one reward in one redemption. */
export const REDEEM_MAX_QUANTITY = 10;
export const redeemRequestSchema = lazy(() =>
  z.strictObject({
    rewardId: z.int().check(z.positive()),
    quantity: z.int().check(z.minimum(1), z.maximum(REDEEM_MAX_QUANTITY)),
    password: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
);
export const convertRequestSchema = lazy(() =>
  z.strictObject({
    points: z.int().check(z.positive(), z.maximum(10_000_000)),
    password: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
);
export const redemptionStatuses = ['IN_PROCESS', 'REJECTED', 'APPROVED'] as const;
export const redemptionSchema = lazy(() =>
  z.object({
    refNo: z.string(),
    applyTime: z.int(),
    type: z.enum(['REDEEM', 'CONVERT']),
    name: z.string(),
    quantity: z.int(),
    points: z.int(),
    /** CONVERT: the cash paid into the main wallet. */
    amount: z.optional(z.number()),
    status: z.enum(redemptionStatuses),
    remark: z.optional(z.string()),
    pointsBalance: z.int(),
  }),
);
export type Redemption = z.infer<typeof redemptionSchema>;
export type RedemptionStatus = (typeof redemptionStatuses)[number];
export const redeemListRequestSchema = lazy(() =>
  z.strictObject({
    pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
    pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))),
  }),
);
export const redeemListSchema = lazy(() => z.object({ list: z.array(redemptionSchema), total: z.int(), totalPages: z.int() }));

export const PointsCode = {
  RewardNotFound: 'REWARD_NOT_FOUND',
  OutOfStock: 'REWARD_OUT_OF_STOCK',
  PointsShort: 'POINTS_NOT_ENOUGH',
  AmountRequired: 'REWARD_AMOUNT_REQUIRED',
  BelowMinimum: 'POINTS_BELOW_MINIMUM',
  PasswordWrong: 'PASSWORD_WRONG',
  TrialNotAllowed: 'TRIAL_NOT_ALLOWED',
} as const;
