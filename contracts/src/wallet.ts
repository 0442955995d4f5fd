import * as z from 'zod/mini';
import { amountSchema } from './money';
import { dateRange, isoDate, pageNoParam, pageSizeParam, rangeBothOrNeither, rangeInOrder } from './query-parts';
import { lazy } from './lazy-schema';

/**
 * The player's money (spec 02 sections 2 and 7, spec 04 "Member centre"): wallets, transfers between them,
 * transaction details, deposits and withdrawals. Names the real backend was not seen to use are decisions
 * recorded in contracts/README.md ("Wallet").
 */
export const MAIN_WALLET_CODE = 'MAIN';
const walletCode = lazy(() => z.string().check(z.minLength(1), z.maxLength(32)));

export const walletSchema = lazy(() => z.object({ walletCode: z.string(), walletName: z.string(), balance: z.number() }));
export type Wallet = z.infer<typeof walletSchema>;
/** `isSingle` 1: one wallet for every game, so the wallet page is hidden (spec 04). */
export const merchantWalletSchema = lazy(() =>
  z.object({ isSingle: z.union([z.literal(0), z.literal(1)]), wallets: z.array(walletSchema) }),
);
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/** Between the main wallet and one vendor wallet, or every vendor wallet back to main (`recallAll`). */
export const walletTransferRequestSchema = lazy(() =>
  z.union([
    z.strictObject({ fromWallet: walletCode, toWallet: walletCode, amount: amountSchema }),
    z.strictObject({ recallAll: z.literal(true) }),
  ]),
);
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;
export const walletTransferSchema = lazy(() => z.object({ wallets: z.array(walletSchema), sumBalance: z.number() }));

export const txCodes = [
  'OPENING',
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_RETURN',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'BET',
  'WIN',
  'BONUS',
  'REBATE',
  'SALARY_IN',
  'SALARY_OUT',
  'DIVIDEND_IN',
  'DIVIDEND_OUT',
  'POINTS_CONVERT',
] as const;
export const txCodeSchema = lazy(() => z.enum(txCodes));
export const txCodeListSchema = lazy(() => z.array(z.object({ txCode: txCodeSchema, txName: z.string() })));

const page = pageNoParam;
const pageSize = lazy(() => pageSizeParam());

/** ODSFE2_MemTransDet: the filter travels as the query (spec 04); dates are the player's days, inclusive. */
export const transactionsRequestSchema = lazy(() =>
  z
    .strictObject({
      ...dateRange,
      txCode: z.optional(txCodeSchema),
      wallet: z.optional(walletCode),
      pageNo: page,
      pageSize,
    })
    .check(...rangeInOrder),
);
export type TransactionsRequest = z.input<typeof transactionsRequestSchema>;
export const transactionSchema = lazy(() =>
  z.object({
    txId: z.int(),
    txCode: txCodeSchema,
    wallet: z.string(),
    amount: z.number(),
    balanceAfter: z.number(),
    /** ms since the epoch. */
    txTime: z.int(),
    reference: z.string(),
  }),
);
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsSchema = lazy(() =>
  z.object({ list: z.array(transactionSchema), total: z.int(), totalPages: z.int(), pageNo: z.int() }),
);

export const depositMethodSchema = lazy(() =>
  z.object({ methodId: z.string(), methodName: z.string(), minAmount: z.number(), maxAmount: z.number() }),
);
export const depositMethodsSchema = lazy(() => z.array(depositMethodSchema));
export type DepositMethod = z.infer<typeof depositMethodSchema>;
export const depositRequestSchema = lazy(() =>
  z.strictObject({ methodId: z.string().check(z.minLength(1), z.maxLength(32)), amount: amountSchema }),
);
/** Encrypted, through the password-checked relay (spec 04): the login password confirms a withdrawal. */
export const withdrawRequestSchema = lazy(() =>
  z.strictObject({ amount: amountSchema, password: z.string().check(z.minLength(1), z.maxLength(64)) }),
);

export const orderStatuses = ['PENDING', 'APPROVED', 'REJECTED', 'PAID'] as const;
/**
 * After a payout the player confirms it: received, partly received (with the amount received) or not
 * received (with proof images). Unconfirmed by `confirmBy` it counts as received (AUTO_RECEIVED), and a
 * forced receipt is not refunded (spec 02 section 4).
 */
export const confirmations = ['WAITING', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED'] as const;
export const fundOrderSchema = lazy(() =>
  z.object({
    orderNo: z.string(),
    type: z.enum(['DEPOSIT', 'WITHDRAW']),
    amount: z.number(),
    status: z.enum(orderStatuses),
    methodId: z.optional(z.string()),
    createdAt: z.int(),
    updatedAt: z.int(),
    remark: z.optional(z.string()),
    confirmation: z.optional(z.enum(confirmations)),
    /** ms since the epoch: when an unconfirmed payout counts as received. */
    confirmBy: z.optional(z.int()),
    amountReceived: z.optional(z.number()),
    remainder: z.optional(z.number()),
    proofCount: z.optional(z.int()),
  }),
);
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_FILES = 3;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
/** Multipart text fields; the proof images travel as files named `proof` (png or jpg, 5 MB each, 3 at most). */
export const withdrawConfirmRequestSchema = lazy(() =>
  z.strictObject({
    orderNo: z.string().check(z.minLength(1), z.maxLength(20)),
    result: z.enum(['RECEIVED', 'PARTIAL', 'NOT_RECEIVED']),
    amountReceived: z.optional(
      z.pipe(z.string().check(z.regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'an amount such as 150 or 150.50' })), z.transform(Number)),
    ),
  }),
);
export type FundOrder = z.infer<typeof fundOrderSchema>;
/** My deposits or withdrawals, newest first, a page at a time; optionally only those created within the days given (both or neither). */
export const fundOrdersRequestSchema = lazy(() =>
  z
    .strictObject({
      type: z.optional(z.enum(['DEPOSIT', 'WITHDRAW'])),
      startDate: z.optional(isoDate),
      endDate: z.optional(isoDate),
      pageNo: page,
      pageSize,
    })
    .check(rangeBothOrNeither, ...rangeInOrder),
);
export type FundOrdersRequest = z.input<typeof fundOrdersRequestSchema>;
export const fundOrdersSchema = lazy(() =>
  z.object({ list: z.array(fundOrderSchema), total: z.int(), totalPages: z.int(), pageNo: z.int() }),
);

export const WalletCode = {
  InsufficientBalance: 'INSUFFICIENT_BALANCE',
  WalletNotFound: 'WALLET_NOT_FOUND',
  SingleWallet: 'WALLET_SINGLE',
  SameWallet: 'WALLET_SAME',
  MethodNotFound: 'DEPOSIT_METHOD_NOT_FOUND',
  OutOfLimits: 'AMOUNT_OUT_OF_LIMITS',
  PasswordWrong: 'PASSWORD_WRONG',
  MobileRequired: 'WITHDRAW_NEEDS_MOBILE',
  TooManyPending: 'WITHDRAW_TOO_MANY_PENDING',
  TrialNotAllowed: 'TRIAL_NOT_ALLOWED',
  NotConfirmable: 'WITHDRAW_NOT_CONFIRMABLE',
  ProofRequired: 'PROOF_REQUIRED',
  ProofRejected: 'PROOF_REJECTED',
  OrderNotFound: 'ORDER_NOT_FOUND',
} as const;
