/**
 * Failure codes and how a client reads them, without zod: the web's http client imports these on the first
 * load (zod-free.test.ts). The failure envelope's schemas are in envelope.ts.
 */

/** A failure's code as a client reads it: `errorCode` (spec 04, "Transport"), else `code` (spec 03, "Envelope"). */
export const failureCodeOf = (body: { errorCode?: unknown; code?: unknown }): string | undefined =>
  typeof body.errorCode === 'string' ? body.errorCode : typeof body.code === 'string' ? body.code : undefined;

/** Error codes the fake (and, by contract, the real backend) answers with. */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  MalformedJson: 'MALFORMED_JSON',
  MalformedRequest: 'MALFORMED_REQUEST',
  /** A part of the path is longer than the router takes (100 characters): HTTP 414. */
  UriTooLong: 'URI_TOO_LONG',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  NotFound: 'NOT_FOUND',
  MethodNotAllowed: 'METHOD_NOT_ALLOWED',
  Unauthorized: 'UNAUTHORIZED',
  /**
   * Spec 04 ("Other"): a launch whose session is missing or ended, a business failure (HTTP 200). The client
   * treats it exactly as a 401: the session is over.
   */
  NotInSession: 'login.not.session',
  /** A sealed request whose timestamp is more than 5 minutes from the server's clock (HTTP 400, payload-cipher.ts). */
  RequestExpired: 'REQUEST_EXPIRED',
  /** A sealed request whose nonce the server already took within the window: a replay (HTTP 400, payload-cipher.ts). */
  RequestReplayed: 'REQUEST_REPLAYED',
  /** The server holds too many nonces of the last 5 minutes to take another sealed request (HTTP 503). */
  SealedRequestsBusy: 'SEALED_REQUESTS_BUSY',
  /** A call that moves money or points (`once` in the catalogue) came without its Idempotency-Key (HTTP 400). */
  IdempotencyKeyMissing: 'IDEMPOTENCY_KEY_MISSING',
  /** An Idempotency-Key already taken by this player for this call with another request (HTTP 422). */
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** The first request with this Idempotency-Key is still being answered (HTTP 409): try again in a moment. */
  RequestInProgress: 'REQUEST_IN_PROGRESS',
  /** The whitelabel module that gates the call is off: HTTP 200, a business failure. */
  ModuleDisabled: 'MODULE_DISABLED',
  /** Fake backend only: an answer broke its own contract (a bug in the fake, never sent by a real backend). */
  ContractDrift: 'CONTRACT_DRIFT',
  InjectedFault: 'INJECTED_FAULT',
  /** Fake backend only: the scenario forwards this route, but the fake was started without a BACKEND_URL (HTTP 502). */
  PassThroughUnset: 'PASS_THROUGH_UNSET',
  /** Fake backend only: a forwarded call found no answer at the BACKEND_URL (HTTP 502 or 504). */
  BackendUnreachable: 'BACKEND_UNREACHABLE',
  /** Fake backend only: the fake holds as many worlds as it may; a new one waits until QA deletes one (HTTP 503). */
  WorldLimit: 'WORLD_LIMIT',
  /** Fake backend only: a world's state failed to catch up with its clock; POST /__admin/reset starts it afresh (HTTP 500). */
  WorldBroken: 'WORLD_BROKEN',
  Internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
