import type { FastifyInstance } from 'fastify';
import { identityPart } from '../identity/identity-state';
import { accountPart } from './member-account';
import { seededReferralRewards, seedReferralFriends } from './referral-codes';
import { securityPart } from './security-state';
import { missionRoutes } from './mission-routes';
import { rankRoutes } from './rank-routes';
import { referralRoutes } from './referral-routes';
import { registerReferralRewards } from './referral-rewards';
import { securityRoutes } from './security-routes';
import { uplineRoutes } from './upline-routes';

/** The member centre's second half: security centre and login protection, transfer to upline, referral, missions, player rank. */
export async function memberPlugin(app: FastifyInstance) {
  app.worlds.hooks.part(securityPart);
  app.worlds.hooks.part(accountPart);
  // The seeded friends are agents' team players: they join with player01's code once agent/ has seeded the teams.
  app.worlds.hooks.reseed(
    'member.referral-friends',
    (world) => {
      const users = world.part(identityPart).users;
      seedReferralFriends(users.values());
      for (const key of seededReferralRewards(users.values())) world.part(accountPart).referralRewards.add(key);
    },
    { after: ['agent.teams'] },
  );
  registerReferralRewards(app.worlds.hooks);
  await app.register(securityRoutes);
  await app.register(uplineRoutes);
  await app.register(referralRoutes);
  await app.register(missionRoutes);
  await app.register(rankRoutes);
}
