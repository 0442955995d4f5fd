import type { FastifyInstance } from 'fastify';
import { identityPart } from '../identity/identity-state';
import { agentPart } from './contract-state';
import { settleDailySalaries } from './salary-settlement';
import { seedTeams } from './team-seed';
import { agentRoutes } from './agent-routes';
import { contractRoutes } from './contract-routes';
import { downlineRoutes } from './downline-routes';
import { registerCentreRoutes } from './register-centre-routes';
import { teamReportRoutes } from './team-report-routes';

/** The agent centre: teams, daily salary contracts between uplines and downlines, their settlement and records. */
export async function agentPlugin(app: FastifyInstance) {
  app.worlds.hooks.part(agentPart);
  app.worlds.hooks.reseed('agent.teams', (world) => seedTeams(world.part(identityPart)));
  // Salaries of the days the clock passed, after the wallet's payouts and before the lottery's draws.
  app.worlds.hooks.tick('agent.salaries', settleDailySalaries, { after: ['wallet.payouts'] });
  await app.register(agentRoutes);
  await app.register(contractRoutes);
  await app.register(teamReportRoutes);
  await app.register(registerCentreRoutes);
  await app.register(downlineRoutes);
}
