import type { FastifyReply, FastifyRequest } from 'fastify';
import { launchedFor, type PageKind } from '../identity/launched-page';
import type { User } from '../identity/users';
import { type LobbySession, lotteryPart } from './lottery-state';

export type LotterySession = { session: LobbySession; user: User };

export const LOBBY: PageKind = { noun: 'lottery session', again: 'open the lottery again from the portal' };
export const lobbyPath = (id: string) => `/wps/static/lottery/${id}`;

/** The lobby session a request's `:id` names in its world, with its player, when the request may act for it. */
export function lobbySessionOf(request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id: string };
  return launchedFor(request, reply, id, request.world.part(lotteryPart).lobbies.get(id), LOBBY);
}
