import type { FastifyRequest } from 'fastify';
import { Header } from '@portal/contracts';
import type { User } from './users';
import { unauthorized } from '../platform/http-error';

/** The caller's user and token; 401 when the token is missing, unknown or expired. */
export function requireUser(request: FastifyRequest): { user: User; token: string } {
  const raw = request.headers[Header.Authorization.toLowerCase()];
  const token = (Array.isArray(raw) ? raw[0] : raw)?.replace(/^Bearer\s+/i, '');
  const user = request.world.identity.sessionUser(token);
  if (!user || !token) throw unauthorized(token ? 'Your session has expired, please login' : undefined);
  return { user, token };
}
