import { dateRangeProblem, MAIN_WALLET_CODE, type DepositMethod, type Wallet } from '@portal/contracts';
import { z } from 'zod';
import type { MemberCentreTexts } from './texts/en';

/**
 * The texts the forms need, so the builders stay free of i18next and easy to test; the amounts in them are
 * written by the texts (in the player's language), not by the builders.
 */
export type FormTexts = (key: `validation.${keyof MemberCentreTexts['validation']}`, values?: { min?: number; max?: number }) => string;

/** Withdrawals: 100 to 50,000 a time (contracts/README.md, "Wallet"). */
export const WITHDRAW_LIMITS = { min: 100, max: 50_000 } as const;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * Checks a typed amount: digits with at most two decimals, within the limits, and no more than the
 * money there is. Adds its issue under `path`; answers the number when it is good.
 */
function checkAmount(
  t: FormTexts,
  ctx: z.RefinementCtx,
  path: string,
  text: string,
  { min, max, balance }: { min: number; max: number; balance?: number },
): number | null {
  const issue = (message: string) => (ctx.addIssue({ code: 'custom', path: [path], message }), null);
  const value = text.trim();
  if (value === '') return issue(t('validation.amountRequired'));
  if (!AMOUNT.test(value) || Number(value) <= 0) return issue(t('validation.amountFormat'));
  const amount = Number(value);
  if (amount < min || amount > max) return issue(t('validation.amountRange', { min, max }));
  if (balance !== undefined && amount > balance) return issue(t('validation.amountOverBalance', { max: balance }));
  return amount;
}

export type TransferValues = { direction: 'toGame' | 'toMain'; wallet: string; amount: string };

/** Main wallet to a game wallet or back: at most what the wallet it comes from holds. */
export const transferSchema = (t: FormTexts, wallets: Wallet[]) =>
  z.object({ direction: z.enum(['toGame', 'toMain']), wallet: z.string(), amount: z.string() }).superRefine((v, ctx) => {
    const game = wallets.find((w) => w.walletCode === v.wallet && w.walletCode !== MAIN_WALLET_CODE);
    if (!game) return void ctx.addIssue({ code: 'custom', path: ['wallet'], message: t('validation.walletRequired') });
    const main = wallets.find((w) => w.walletCode === MAIN_WALLET_CODE)?.balance ?? 0;
    checkAmount(t, ctx, 'amount', v.amount, { min: 0.01, max: Infinity, balance: v.direction === 'toGame' ? main : game.balance });
  });

export type DepositValues = { methodId: string; amount: string };

/** A deposit within the limits of the method picked. */
export const depositSchema = (t: FormTexts, methods: DepositMethod[]) =>
  z.object({ methodId: z.string(), amount: z.string() }).superRefine((v, ctx) => {
    const method = methods.find((m) => m.methodId === v.methodId);
    if (!method) return void ctx.addIssue({ code: 'custom', path: ['methodId'], message: t('validation.methodRequired') });
    checkAmount(t, ctx, 'amount', v.amount, { min: method.minAmount, max: method.maxAmount });
  });

export type WithdrawValues = { amount: string; password: string };

/** A withdrawal within its limits and the main wallet's balance, confirmed by the login password. */
export const withdrawSchema = (t: FormTexts, available: number) =>
  z.object({ amount: z.string(), password: z.string() }).superRefine((v, ctx) => {
    checkAmount(t, ctx, 'amount', v.amount, { ...WITHDRAW_LIMITS, balance: available });
    if (v.password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: t('validation.passwordRequired') });
  });

export type HistoryValues = { startDate: string; endDate: string; txCode: string };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The account record's filter: its days by the contract's one date rule (rangeError below). */
export const historySchema = (t: FormTexts) =>
  z.object({ startDate: z.string().regex(DAY), endDate: z.string().regex(DAY), txCode: z.string() }).superRefine((v, ctx) => {
    // One message under the filter, whichever day is at fault.
    const message = rangeError(t, v);
    if (message) ctx.addIssue({ code: 'custom', path: ['startDate'], message });
  });

/** A report's days by the contract's one date rule (real days, in order, MAX_RANGE_DAYS at most): asked only when it holds. */
export const rangeError = (t: FormTexts, range: { startDate: string; endDate: string }) => {
  const problem = dateRangeProblem(range);
  if (problem === 'date') return t('validation.dateRequired');
  if (problem === 'order') return t('validation.dateOrder');
  return problem === 'length' ? t('validation.dateLength') : null;
};

export type PayoutResult = 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';

/** What is still missing of a payout when part of it arrived (cents, never below zero). */
export const remainderOf = (amount: number, received: number) => Math.max(0, Math.round((amount - received) * 100) / 100);

/**
 * The payout confirmation's own checks, as the server applies them: a part is more than 0 and less than
 * the whole, with at most two decimals; not received needs at least one proof image.
 */
export function payoutErrors(t: FormTexts, order: { amount: number }, v: { result: PayoutResult; amountReceived: string; proofs: number }) {
  const errors: { amountReceived?: string; proofs?: string } = {};
  if (v.result === 'PARTIAL') {
    const text = v.amountReceived.trim();
    if (text === '') errors.amountReceived = t('validation.amountRequired');
    else if (!AMOUNT.test(text) || Number(text) <= 0) errors.amountReceived = t('validation.amountFormat');
    else if (Number(text) >= order.amount) errors.amountReceived = t('validation.partialRange', { max: order.amount });
  }
  if (v.result === 'NOT_RECEIVED' && v.proofs === 0) errors.proofs = t('validation.proofRequired');
  return errors;
}

/** The security centre's fields, as the contract checks them (contracts/src/member.ts). */
export const MOBILE = /^\d{5,15}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SIX_DIGITS = /^\d{6}$/;

/** Transfer to upline: within its limits and the main wallet, confirmed by the login password. */
export const uplineSchema = (t: FormTexts, info: { available: number; minAmount: number; maxAmount: number }) =>
  z.object({ amount: z.string(), password: z.string() }).superRefine((v, ctx) => {
    checkAmount(t, ctx, 'amount', v.amount, { min: info.minAmount, max: info.maxAmount, balance: info.available });
    if (v.password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: t('validation.passwordRequired') });
  });
