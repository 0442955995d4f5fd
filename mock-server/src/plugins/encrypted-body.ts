import type { FastifyRequest } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import { DecryptionError, decryptPayload } from '@portal/contracts';
import { badRequest } from '../http/http-error';
import { parseInput } from '../http/validate';

/** Decrypts an encrypted call's body with the server key and checks it against the call's schema. */
export async function readEncrypted<T extends $ZodType>(request: FastifyRequest, schema: T): Promise<output<T>> {
  let payload: unknown;
  try {
    payload = await decryptPayload(request.server.privateKey, request.body, request.headers as Record<string, string | undefined>);
  } catch (error) {
    throw badRequest(error instanceof DecryptionError ? error.message : 'body: cannot be decrypted');
  }
  return parseInput(schema, payload);
}
