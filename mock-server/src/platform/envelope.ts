import type { Failure } from '@portal/contracts';

export type Success<T> = { success: true; value: T };

export const ok = <T>(value: T): Success<T> => ({ success: true, value });

/** A business failure: HTTP 200, success false, an errorCode and a message (spec 04, "Transport"). */
export const fail = (errorCode: string, message: string, value?: unknown): Failure =>
  value === undefined ? { success: false, errorCode, message } : { success: false, errorCode, message, value };
