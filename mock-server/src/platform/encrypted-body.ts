import type { FastifyRequest } from 'fastify';
import { DecryptionError, decryptPayload, ErrorCode, SEAL_WINDOW_MS, sealIsFresh, type OpenedPayload } from '@portal/contracts';
import { badRequest, HttpError } from './http-error';

const MINUTES = SEAL_WINDOW_MS / 60_000;

/**
 * Opens an encrypted call's body with the server key and takes its seal once: the timestamp must be within
 * 5 minutes of the server's own clock (not the world's, which QA moves while browsers keep real time) and
 * the nonce new in this world. A refused request changes nothing; what the payload holds is checked after.
 */
export async function decryptBody(request: FastifyRequest): Promise<unknown> {
  let opened: OpenedPayload;
  try {
    opened = await decryptPayload(request.server.privateKey, request.body, request.headers as Record<string, string | undefined>);
  } catch (error) {
    throw badRequest(error instanceof DecryptionError ? error.message : 'body: cannot be decrypted');
  }
  // From here on no await: checking and recording the nonce is one step, so two copies sent together cannot both pass.
  const now = request.world.realNow();
  if (!sealIsFresh(opened, now)) {
    throw new HttpError(
      400,
      ErrorCode.RequestExpired,
      `This request was sealed at ${new Date(opened.timestamp).toISOString()}, more than ${MINUTES} minutes from the server's time ` +
        `(${new Date(now).toISOString()}): check the device's date and time, then try again`,
    );
  }
  const verdict = request.world.sealedNonces.accept(opened, now);
  if (verdict === 'replayed') {
    throw new HttpError(
      400,
      ErrorCode.RequestReplayed,
      'This request was already received and is not accepted twice (its X-Nonce was used): to do it again, send it again from the page',
    );
  }
  if (verdict === 'full') {
    throw new HttpError(
      503,
      ErrorCode.SealedRequestsBusy,
      'Too many protected requests in the last few minutes: please try again in a minute',
    );
  }
  return opened.payload;
}
