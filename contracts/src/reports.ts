import * as z from 'zod/mini';
import { dateRange, pageNoParam, pageSizeParam, rangeInOrder } from './query-parts';
import { lazy } from './lazy-schema';

/**
 * The player's reports (spec 02 section 2, spec 04 "Member centre"): betting records, profit and loss,
 * bonus details, and the rebate (settings and the manual claim). Paths are decisions (contracts/README.md,
 * "Reports").
 */
export const products = {
  1: 'PVP',
  2: 'LIVE',
  3: 'RNG',
  4: 'LOTT',
  41: 'VIETNAM_LOTTO',
  5: 'SPORTS',
  7: 'FISH',
  8: 'ELOTT',
  9: 'SEA_LOTT',
} as const;
export type ProductId = keyof typeof products;
export const productIds = Object.keys(products).map(Number) as ProductId[];
/** `CONS` asks for every product (spec 04). */
export const ALL_PRODUCTS = 'CONS';

const page = pageNoParam;
const pageSize = lazy(() => pageSizeParam());
const productParam = lazy(() =>
  z.optional(
    z.union([z.literal(ALL_PRODUCTS), z.pipe(z.string().check(z.regex(/^\d{1,2}$/)), z.transform(Number))], {
      error: `a product id or ${ALL_PRODUCTS}`,
    }),
  ),
);

export const betRecordsRequestSchema = lazy(() =>
  z.strictObject({ ...dateRange, productId: productParam, pageNo: page, pageSize }).check(...rangeInOrder),
);
export const betRecordSchema = lazy(() =>
  z.object({
    betId: z.string(),
    productId: z.int(),
    gameName: z.string(),
    stake: z.number(),
    validBet: z.number(),
    payout: z.number(),
    /** The player's side: payout minus stake. */
    winLoss: z.number(),
    betTime: z.int(),
    status: z.enum(['PENDING', 'SETTLED']),
  }),
);
export type BetRecord = z.infer<typeof betRecordSchema>;
const sums = lazy(() => z.object({ stake: z.number(), validBet: z.number(), payout: z.number(), winLoss: z.number() }));
export const betRecordsSchema = lazy(() => z.object({ list: z.array(betRecordSchema), total: z.int(), totalPages: z.int(), footer: sums }));

export const profitRequestSchema = lazy(() => z.strictObject(dateRange).check(...rangeInOrder));
export const profitSchema = lazy(() =>
  z.object({
    list: z.array(z.object({ productId: z.int(), validBet: z.number(), winLoss: z.number() })),
    deposit: z.number(),
    withdraw: z.number(),
    bonus: z.number(),
    rebate: z.number(),
    /** winLoss of every product plus bonus and rebate. */
    profit: z.number(),
  }),
);

export const bonusRequestSchema = lazy(() => z.strictObject({ ...dateRange, pageNo: page, pageSize }).check(...rangeInOrder));
export const bonusSchema = lazy(() =>
  z.object({
    list: z.array(
      z.object({ txId: z.int(), type: z.enum(['BONUS', 'REBATE']), amount: z.number(), txTime: z.int(), reference: z.string() }),
    ),
    total: z.int(),
    totalPages: z.int(),
    sum: z.number(),
  }),
);

export const rebateSettingsSchema = lazy(() => z.array(z.object({ productId: z.int(), rate: z.number() })));
/** What a manual rebate would pay now: valid bets since the last claim, by product, times each rate. */
export const manualRebateSchema = lazy(() =>
  z.object({
    since: z.int(),
    list: z.array(z.object({ productId: z.int(), validBet: z.number(), rate: z.number(), amount: z.number() })),
    claimable: z.number(),
  }),
);
export const rebateClaimSchema = lazy(() => z.object({ claimed: z.number(), txId: z.int() }));

export const ReportCode = { NothingToClaim: 'REBATE_NOTHING_TO_CLAIM' } as const;
