import type { FastifyRequest } from 'fastify';
import { DecryptionError, decryptPayload } from '@portal/contracts';
import { badRequest } from './http-error';

/** Opens an encrypted call's body with the server key; what it holds is checked by the call's schema after. */
export async function decryptBody(request: FastifyRequest): Promise<unknown> {
  try {
    return await decryptPayload(request.server.privateKey, request.body, request.headers as Record<string, string | undefined>);
  } catch (error) {
    throw badRequest(error instanceof DecryptionError ? error.message : 'body: cannot be decrypted');
  }
}
