import type { Envelope } from '@portal/contracts';

export const ok = <T>(value: T): Envelope<T> => ({ success: true, value });

/** A business failure: HTTP 200, success false, a code and a message. */
export const fail = (code: string, message: string, value?: unknown): Envelope<unknown> =>
  value === undefined ? { success: false, code, message } : { success: false, code, message, value };
