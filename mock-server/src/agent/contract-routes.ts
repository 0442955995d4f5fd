import type { FastifyInstance } from 'fastify';
import { agentCalls, ALL_PRODUCT_TYPE, type ContractKind } from '@portal/contracts';
import type { User } from '../identity/users';
import { defineCall } from '../platform/define-call';
import { ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { answerContract, nameOf, offerContract } from './contract-flow';

/** A contract's records, newest first, for either side (ODSFE2_QueryDividend and its siblings). */
function recordsOf(world: World, user: User, kind: ContractKind, pageNo: number, pageSize: number) {
  const rows = world.agent.records
    .filter((r) => r.kind === kind && (r.uplineId === user.id || r.downlineId === user.id))
    .sort((a, b) => b.day.localeCompare(a.day) || b.recordId - a.recordId);
  const list = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(({ uplineId, downlineId, ...r }) => ({
    ...r,
    upline: nameOf(world, uplineId),
    downline: nameOf(world, downlineId),
  }));
  return ok({ list, total: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / pageSize)) });
}

/** Dividend, hourly salary and real-time salary: offers, answers and records (contracts/src/agent-contracts.ts). */
export async function contractRoutes(app: FastifyInstance) {
  defineCall(app, agentCalls.offerDividend, ({ request, user, body }) =>
    offerContract(request.world, user, 'DIVIDEND', body.downline, { details: [], dividend: { period: body.period, tiers: body.tiers } }),
  );
  defineCall(app, agentCalls.offerHourSalary, ({ request, user, body }) =>
    offerContract(request.world, user, 'HOURLY_SALARY', body.downline, {
      details: body.hourSalaryRates.map(({ minimumBet, ...t }) => ({ betVolume: minimumBet, ...t })),
    }),
  );
  defineCall(app, agentCalls.offerRealtimeSalary, ({ request, user, body: { downline, ...realtime } }) =>
    offerContract(request.world, user, 'REALTIME_SALARY', downline, { details: [], realtime }),
  );

  // Spec 04: the dividend is answered by product type; the one offer of that type waiting for me.
  defineCall(app, agentCalls.answerDividend, ({ request, user, query }) => {
    const waiting =
      query.type === ALL_PRODUCT_TYPE
        ? [...request.world.agent.contracts.values()].find(
            (c) => c.kind === 'DIVIDEND' && c.downlineId === user.id && c.offerStatus !== undefined && c.state !== 'REPLACED',
          )
        : undefined;
    return answerContract(request.world, user, waiting, 'DIVIDEND', query.status, query.confirmHigherRate === 'true');
  });
  defineCall(app, agentCalls.answerHourSalary, ({ request, user, body }) =>
    answerContract(
      request.world,
      user,
      request.world.agent.contracts.get(body.contractId),
      'HOURLY_SALARY',
      body.status,
      body.confirmHigherRate === true,
    ),
  );
  defineCall(app, agentCalls.answerRealtimeSalary, ({ request, user, body }) =>
    answerContract(
      request.world,
      user,
      request.world.agent.contracts.get(body.contractId),
      'REALTIME_SALARY',
      body.status,
      body.confirmHigherRate === true,
    ),
  );

  defineCall(app, agentCalls.dividendRecords, ({ request, user, body }) =>
    recordsOf(request.world, user, 'DIVIDEND', body.pageNo, body.pageSize),
  );
  defineCall(app, agentCalls.hourSalaryRecords, ({ request, user, body }) =>
    recordsOf(request.world, user, 'HOURLY_SALARY', body.pageNo, body.pageSize),
  );
  defineCall(app, agentCalls.realtimeSalaryRecords, ({ request, user, body }) =>
    recordsOf(request.world, user, 'REALTIME_SALARY', body.pageNo, body.pageSize),
  );
}
