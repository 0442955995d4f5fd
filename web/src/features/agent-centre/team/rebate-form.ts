import { rebateRateSchema, type RebateRow } from '@portal/contracts';
import { z } from 'zod';

/** The form's values: each product's rate as typed, keyed `p<productId>`. */
export type RebateValues = Record<string, string>;
export const fieldOf = (productId: number) => `p${productId}`;

export type RebateProblem = 'format' | 'aboveCeiling';
/** Texts for the problems, so the builder stays free of i18next. */
export type RebateTexts = (problem: RebateProblem, ceiling: number) => string;

const twoDecimals = /^\d{1,3}(\.\d{1,2})?$/;

/** What is wrong with a typed rate: the contract's rule (0 to 100, two decimals at most), then my own rate as its ceiling. */
export function rateProblem(text: string, ceiling: number): RebateProblem | null {
  const typed = text.trim();
  if (!twoDecimals.test(typed) || !rebateRateSchema.safeParse(Number(typed)).success) return 'format';
  return Number(typed) > ceiling ? 'aboveCeiling' : null;
}

/** The rates as the form starts: the downline's own, with two decimals. */
export const valuesOf = (rows: readonly RebateRow[]): RebateValues =>
  Object.fromEntries(rows.map((r) => [fieldOf(r.productId), r.rate.toFixed(2)]));

/** Checks each product's rate as the fake does (contracts/README.md, "downline detail and rebates"). */
export const rebateSchema = (rows: readonly RebateRow[], texts: RebateTexts) =>
  z.record(z.string(), z.string()).superRefine((values, ctx) => {
    for (const row of rows) {
      const problem = rateProblem(values[fieldOf(row.productId)] ?? '', row.ceiling);
      if (problem) ctx.addIssue({ code: 'custom', path: [fieldOf(row.productId)], message: texts(problem, row.ceiling) });
    }
  });

/** The rates that differ from what the downline holds now: what the form sends. */
export const changedRates = (rows: readonly RebateRow[], values: RebateValues) =>
  rows
    .map((r) => ({ productId: r.productId, rate: Number(values[fieldOf(r.productId)]) }))
    .filter((r, i) => Math.abs(r.rate - rows[i]!.rate) > 1e-9);
