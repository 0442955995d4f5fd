import * as z from 'zod/mini';
import { lazy } from './lazy-schema';

/**
 * Every /wps answer is wrapped in this envelope. A failure names its code `errorCode` (spec 04, "Transport");
 * spec 03 saw `code`: a client reads either, the fake sends `errorCode` (contracts/README.md, "Failures").
 */
export const envelopeSchema = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    success: z.boolean(),
    errorCode: z.optional(z.string()),
    code: z.optional(z.string()),
    message: z.optional(z.string()),
    value: z.optional(value),
  });

/** A failure as the fake sends it (its own answers are checked against this): `{ success: false, errorCode, message, value? }`. */
export const failureSchema = lazy(() =>
  z.object({
    success: z.literal(false),
    errorCode: z.string(),
    message: z.string(),
    value: z.optional(z.unknown()),
  }),
);

/**
 * A failure as a client takes it from any backend: `errorCode` (spec 04) or `code` (spec 03), at least one.
 * The drift report of a real backend checks against this one.
 */
export const wireFailureSchema = lazy(() =>
  z
    .object({
      success: z.literal(false),
      errorCode: z.optional(z.string()),
      code: z.optional(z.string()),
      message: z.string(),
      value: z.optional(z.unknown()),
    })
    .check(
      z.refine((f) => f.errorCode !== undefined || f.code !== undefined, {
        message: 'errorCode (or code) is required',
        path: ['errorCode'],
      }),
    ),
);

export type Envelope<T> = { success: boolean; errorCode?: string; code?: string; message?: string; value?: T };
export type Failure = z.infer<typeof failureSchema>;
