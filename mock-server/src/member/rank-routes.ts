import type { FastifyInstance } from 'fastify';
import { IdentityCode, memberCalls } from '@portal/contracts';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { playerRankOf } from './rank-levels';

/** The player rank page: level, progress to the next and every level's benefits. */
export async function rankRoutes(app: FastifyInstance) {
  defineCall(app, memberCalls.playerRank, ({ request, user }) =>
    user.type === 4 ? fail(IdentityCode.TrialNotAllowed, 'A trial account has no rank') : ok(playerRankOf(request.world, user)),
  );
}
