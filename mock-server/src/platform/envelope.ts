import type { Failure } from '@portal/contracts';

export type Success<T> = { success: true; value: T };

export const ok = <T>(value: T): Success<T> => ({ success: true, value });

/** A business failure: HTTP 200, success false, a code and a message. */
export const fail = (code: string, message: string, value?: unknown): Failure =>
  value === undefined ? { success: false, code, message } : { success: false, code, message, value };
