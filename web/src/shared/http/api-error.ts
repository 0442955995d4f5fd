/** Codes the client itself assigns; any other code came from the server. */
export const ClientErrorCode = {
  Network: 'NETWORK_ERROR',
  Timeout: 'TIMEOUT',
  BadResponse: 'BAD_RESPONSE',
  Http: 'HTTP_ERROR',
} as const;

/** Every failed call becomes one of these: a code for the saga, the server's message when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    readonly value?: unknown,
    /** The catalogue says the player sees this failure in a dialog (the entry's alert flag). */
    public alert = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The plain form a saga puts into the store: serialisable, no class instances. */
export type ErrorInfo = { code: string; message: string; status?: number };
export const toErrorInfo = (e: unknown): ErrorInfo =>
  isApiError(e)
    ? { code: e.code, message: e.message, ...(e.status === undefined ? {} : { status: e.status }) }
    : { code: 'UNKNOWN', message: e instanceof Error ? e.message : String(e) };
