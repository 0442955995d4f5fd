import type { FastifyRequest } from 'fastify';
import type { User } from '../identity/users';
import type { LobbySession } from './lottery-state';

export type LotterySession = { session: LobbySession; user: User };

/** The lobby session a request's `:id` names in its world, with its player; null when it has ended. */
export function lobbySessionOf(request: FastifyRequest): LotterySession | null {
  const { id } = request.params as { id: string };
  const session = request.world.lottery.lobbies.get(id);
  const user = session && request.world.identity.userById(session.userId);
  return session && user ? { session, user } : null;
}
