import type { FastifyInstance } from 'fastify';
import { agentRoutes } from './agent-routes';

/** The agent centre: teams, daily salary contracts between uplines and downlines, their settlement and records. */
export async function agentPlugin(app: FastifyInstance) {
  await app.register(agentRoutes);
}
