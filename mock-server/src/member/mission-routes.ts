import type { FastifyInstance } from 'fastify';
import { IdentityCode, memberCalls, MissionCode } from '@portal/contracts';
import { maskAccount } from './referral-codes';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { MAIN_WALLET, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { activityOf, claimKey, missionDefinitions, missionsOf, periodOf } from './missions';
import { pageOf } from '../platform/paging';
import { identityPart } from '../identity/identity-state';
import { accountPart } from './member-account';

const LEADERBOARD_SIZE = 10;

/** Missions (spec 02 section 2, spec 04): the summary with progress from the ledger, the claim, the leaderboard. */
export async function missionRoutes(app: FastifyInstance) {
  defineCall(app, memberCalls.missionSummary, ({ request, user, query }) => {
    if (user.type === 4) return fail(IdentityCode.TrialNotAllowed, 'A trial account has no missions');
    const missions = missionsOf(request.world, user);
    const { list, totalPages } = pageOf(missions, query.pageNo, query.pageSize ?? 10);
    return ok({
      list,
      totalPages,
      claimable: missions.filter((m) => m.status === 'COMPLETED').length,
    });
  });

  defineCall(app, memberCalls.missionClaim, ({ request, user, body }) => {
    const world = request.world;
    if (user.type === 4) return fail(IdentityCode.TrialNotAllowed, 'A trial account has no missions');
    const mission = missionsOf(world, user).find((m) => m.missionId === body.missionId);
    if (!mission) return fail(MissionCode.NotFound, `No mission ${body.missionId}`);
    if (mission.status === 'CLAIMED') return fail(MissionCode.AlreadyClaimed, 'This mission’s reward was already claimed for this period');
    if (mission.status !== 'COMPLETED')
      return fail(MissionCode.NotCompleted, `Not completed yet: ${mission.progress} of ${mission.target}`);
    const { start } = periodOf(mission.period, world.now());
    world.part(accountPart).missionClaims.add(claimKey(user, mission.missionId, start));
    const ledger = ledgerOf(world, user);
    const reference = `MISSION-${mission.missionId}-${new Date(start).toISOString().slice(0, 10)}`;
    ledger.post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Bonus, amount: mission.rewardAmount, reference }], world.now());
    return ok({ missionId: mission.missionId, rewardAmount: mission.rewardAmount, balance: ledger.balance(user.id) });
  });

  defineCall(app, memberCalls.missionLeaderboard, ({ request, user, query }) => {
    const world = request.world;
    const period = query.period ?? 'WEEKLY';
    const { start, end } = periodOf(period, world.now());
    const definitions = missionDefinitions.filter((d) => d.period === period);
    // Every real account of the world: seeded ones (with their history), team members and registered players.
    const rows = [...world.part(identityPart).users.values()]
      .filter((u) => u.type !== 4)
      .map((u) => {
        const activity = activityOf(world, u, start, end);
        const completed = definitions.filter((d) => (d.measure === 'VALID_BET' ? activity.validBet : activity.deposit) >= d.target).length;
        return { user: u, completed, validBet: activity.validBet };
      })
      .sort((a, b) => b.completed - a.completed || b.validBet - a.validBet || a.user.id - b.user.id)
      .map((row, i) => ({ ...row, rank: i + 1 }));
    const mine = rows.find((r) => r.user.id === user.id);
    return ok({
      period,
      list: rows
        .slice(0, LEADERBOARD_SIZE)
        .map((r) => ({ rank: r.rank, account: maskAccount(r.user.username), completed: r.completed, validBet: r.validBet })),
      mine: mine ? { rank: mine.rank, completed: mine.completed, validBet: mine.validBet } : null,
    });
  });
}
