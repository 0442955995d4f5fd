import type { FastifyInstance } from 'fastify';
import { agentCalls, AgentCode, ALL_PRODUCT_TYPE } from '@portal/contracts';
import { defineCall } from '../platform/define-call';
import { fail } from '../platform/envelope';
import { answerContract, changeContract, offerContract } from './contract-flow';
import { recordsOf } from './settlement-records';
import { agentPart } from './contract-state';
import { identityPart } from '../identity/identity-state';

/** Dividend, hourly salary and real-time salary: offers, answers and records (contracts/src/agent-contracts.ts). */
export async function contractRoutes(app: FastifyInstance) {
  // A dividend in force is changed by its own call (spec 04's MCSFE_modifyContractDividend), not offered again.
  defineCall(app, agentCalls.offerDividend, ({ request, user, body }) => {
    const downline = request.world.part(identityPart).findUser(body.downline);
    if (downline && request.world.part(agentPart).activeBetween(user.id, downline.id, 'DIVIDEND'))
      return fail(AgentCode.ContractInForce, `${downline.username} holds a dividend of yours already: change it instead`);
    return offerContract(request.world, user, 'DIVIDEND', body.downline, {
      details: [],
      dividend: { period: body.period, tiers: body.tiers },
    });
  });
  defineCall(app, agentCalls.changeDividend, ({ request, user, body }) =>
    changeContract(request.world, user, body.contractId, 'DIVIDEND', { details: [], dividend: { period: body.period, tiers: body.tiers } }),
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
        ? [...request.world.part(agentPart).contracts.values()].find(
            (c) => c.kind === 'DIVIDEND' && c.downlineId === user.id && c.offerStatus !== undefined && c.state !== 'REPLACED',
          )
        : undefined;
    return answerContract(request.world, user, waiting, 'DIVIDEND', query.status, query.confirmHigherRate === 'true');
  });
  defineCall(app, agentCalls.answerHourSalary, ({ request, user, body }) =>
    answerContract(
      request.world,
      user,
      request.world.part(agentPart).contracts.get(body.contractId),
      'HOURLY_SALARY',
      body.status,
      body.confirmHigherRate === true,
    ),
  );
  defineCall(app, agentCalls.answerRealtimeSalary, ({ request, user, body }) =>
    answerContract(
      request.world,
      user,
      request.world.part(agentPart).contracts.get(body.contractId),
      'REALTIME_SALARY',
      body.status,
      body.confirmHigherRate === true,
    ),
  );

  defineCall(app, agentCalls.dividendRecords, ({ request, user, body }) => recordsOf(request.world, user, 'DIVIDEND', body, 'MINE'));
  defineCall(app, agentCalls.dividendPayouts, ({ request, user, body }) => recordsOf(request.world, user, 'DIVIDEND', body, 'PAID_OUT'));
  defineCall(app, agentCalls.hourSalaryRecords, ({ request, user, body }) => recordsOf(request.world, user, 'HOURLY_SALARY', body));
  defineCall(app, agentCalls.realtimeSalaryRecords, ({ request, user, body }) => recordsOf(request.world, user, 'REALTIME_SALARY', body));
}
