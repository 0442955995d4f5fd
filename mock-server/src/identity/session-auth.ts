import type { FastifyRequest } from 'fastify';
import { Header } from '@portal/contracts';
import type { User } from './users';
import { unauthorized } from '../platform/http-error';
import { identityPart } from './identity-state';

/** The portal token a request carries (Authorization, with or without "Bearer "). */
export const tokenOf = (request: FastifyRequest) => {
  const raw = request.headers[Header.Authorization.toLowerCase()];
  return (Array.isArray(raw) ? raw[0] : raw)?.replace(/^Bearer\s+/i, '');
};

/** The caller's user when a live token comes with the call (calls open to everyone that note who sent them). */
export const sessionUser = (request: FastifyRequest): User | undefined => request.world.part(identityPart).sessionUser(tokenOf(request));

/** The caller's user and token; 401 when the token is missing, unknown or expired. */
export function requireUser(request: FastifyRequest): { user: User; token: string } {
  const token = tokenOf(request);
  const user = request.world.part(identityPart).sessionUser(token);
  if (!user || !token) throw unauthorized(token ? 'Your session has expired, please login' : undefined);
  return { user, token };
}
