import * as z from 'zod/mini';
import { AMOUNT_CEILING, amountSchema, decimalSchema } from '@portal/contracts';
import { parseInput } from './validate';

export type Params = Record<string, unknown> | undefined;
type Shape = Record<string, z.ZodMiniType>;

/**
 * A provider state, documented for a backend team: `summary` says in one line what a provider must arrange
 * (and which values it answers), `params` is the zod shape its params are checked against, the one source
 * of their names, types and ranges (contracts/PROVIDER-STATES.md is generated from both).
 */
export type StateHandler<R = unknown> = ((params?: Params) => Promise<R>) & { readonly summary: string; readonly params: Shape };

/**
 * A provider state whose params are checked first: unknown, mistyped or out-of-range params are 400 naming
 * the param (params.amount: ...), never a 500 or a world left broken. Every param is optional; the state
 * keeps its own defaults, and gets the params as sent once they fit.
 */
export const checked = <R>(summary: string, shape: Shape, run: (params: Params) => Promise<R>): StateHandler<R> =>
  Object.assign(
    async (params?: Params): Promise<R> => {
      parseInput(z.strictObject(shape), params ?? {}, 'params');
      return run(params);
    },
    { summary, params: shape },
  );

/** A state that takes no params. */
export const plain = <R>(summary: string, run: () => Promise<R>) => checked(summary, {}, run);

/** Pieces of state params, each bounded. */
export const param = {
  text: (max = 200) => z.optional(z.string().check(z.minLength(1), z.maxLength(max))),
  username: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  /** Money: positive whole cents below the platform's ceiling (contracts/src/money.ts). */
  amount: z.optional(amountSchema.check(z.describe('money, at most two decimals'))),
  /** Money that may be 0 (a payout received in part). */
  amountOrZero: z.optional(decimalSchema({ max: AMOUNT_CEILING }).check(z.describe('money, at most two decimals'))),
  id: z.optional(z.int().check(z.minimum(1), z.maximum(1_000_000_000))),
  whole: (min: number, max: number) => z.optional(z.int().check(z.minimum(min), z.maximum(max))),
  oneOf: <T extends readonly [string, ...string[]]>(values: T) => z.optional(z.enum(values)),
};
