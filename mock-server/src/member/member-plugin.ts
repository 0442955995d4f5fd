import type { FastifyInstance } from 'fastify';
import { missionRoutes } from './mission-routes';
import { rankRoutes } from './rank-routes';
import { referralRoutes } from './referral-routes';
import { registerReferralRewards } from './referral-rewards';
import { securityRoutes } from './security-routes';
import { uplineRoutes } from './upline-routes';

/** The member centre's second half: security centre and login protection, transfer to upline, referral, missions, player rank. */
export async function memberPlugin(app: FastifyInstance) {
  registerReferralRewards(app.worlds.hooks);
  await app.register(securityRoutes);
  await app.register(uplineRoutes);
  await app.register(referralRoutes);
  await app.register(missionRoutes);
  await app.register(rankRoutes);
}
