import type { FastifyInstance } from 'fastify';
import { agentRoutes } from './agent-routes';
import { contractRoutes } from './contract-routes';
import { downlineRoutes } from './downline-routes';
import { registerCentreRoutes } from './register-centre-routes';
import { teamReportRoutes } from './team-report-routes';

/** The agent centre: teams, daily salary contracts between uplines and downlines, their settlement and records. */
export async function agentPlugin(app: FastifyInstance) {
  await app.register(agentRoutes);
  await app.register(contractRoutes);
  await app.register(teamReportRoutes);
  await app.register(registerCentreRoutes);
  await app.register(downlineRoutes);
}
