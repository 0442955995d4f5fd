import * as z from 'zod/mini';
import { lazy } from './lazy-schema';

/**
 * Whether a number is a whole count of `1 / scale` units exactly: the double the wire carries for "12.34" is
 * the one nearest 1234 / 100, so rounding to units and back gives the same number. No tolerance: 1e-9 is
 * not a cent (it would round to 0.00 and write empty ledger rows).
 */
export const isWholeUnits = (n: number, scale: number) => Number.isFinite(n) && Math.round(n * scale) / scale === n;
export const hasAtMostTwoDecimals = (n: number) => isWholeUnits(n, 100);

/** An amount rounded to whole cents (sums and rates of money). */
export const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The ceiling of any one amount the platform moves (a transfer, an order, a state QA sets up). */
export const AMOUNT_CEILING = 10_000_000;

/** A number of at most two decimals from `min` to `max`; `positive` refuses 0 as well. */
export const decimalSchema = ({ min = 0, max, positive = false }: { min?: number; max: number; positive?: boolean }) =>
  z
    .number()
    .check(
      positive ? z.positive({ error: 'must be more than 0' }) : z.minimum(min),
      z.maximum(max),
      z.refine(hasAtMostTwoDecimals, { message: 'at most two decimals' }),
    );

/** Money as the wire carries it: a positive amount of whole cents, at most the platform's ceiling. */
export const amountSchema = lazy(() => decimalSchema({ max: AMOUNT_CEILING, positive: true }));
