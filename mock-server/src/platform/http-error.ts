import { ErrorCode } from '@portal/contracts';

/** An error that becomes an envelope with this status, code and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, ErrorCode.ValidationFailed, message);
export const unauthorized = (message = 'You are not logged in, please login') => new HttpError(401, ErrorCode.Unauthorized, message);
