import type { FastifyInstance } from 'fastify';
import { agentCalls, AgentCode } from '@portal/contracts';
import { verifyPassword } from '../identity/password';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { cents, MAIN_WALLET, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { answerContract, askTermination, isAgent, nameOf, notAgent, offerContract } from './contract-flow';
import { consolidatedOf } from './consolidated';
import { teamOf } from './team-seed';
import { agentPart } from './contract-state';
import { recordsOf } from './settlement-records';
import { identityPart } from '../identity/identity-state';

export async function agentRoutes(app: FastifyInstance) {
  defineCall(app, agentCalls.consolidated, ({ request, user }) => consolidatedOf(request.world, user));

  // The upline offers (or changes) a daily salary to a direct downline agent, within its own rates.
  defineCall(app, agentCalls.offerDailySalary, ({ request, user, body }) =>
    offerContract(request.world, user, 'DAILY_SALARY', body.downline, { details: body.details }),
  );

  // The upline asks to end a contract in force, of any kind; it ends when the downline consents (C).
  defineCall(app, agentCalls.terminateContract, ({ request, user, body }) => askTermination(request.world, user, body.contractId));

  // The downline answers: A accept, R reject, C consent to a termination.
  defineCall(app, agentCalls.answerDailySalary, ({ request, user, query }) =>
    answerContract(
      request.world,
      user,
      request.world.part(agentPart).contracts.get(query.id),
      'DAILY_SALARY',
      query.status,
      query.confirmHigherRate === 'true',
    ),
  );

  defineCall(app, agentCalls.contractHistory, ({ request, user, body }) => {
    const world = request.world;
    const downline = body.downline ? world.part(identityPart).findUser(body.downline) : undefined;
    const rows = world
      .part(agentPart)
      .events.filter(
        (e) =>
          (e.uplineId === user.id || e.downlineId === user.id) &&
          (!body.downline || e.downlineId === downline?.id) &&
          (!body.kind || e.kind === body.kind),
      )
      // Newest first: events are kept in the order they happened.
      .reverse();
    const list = rows.slice((body.pageNo - 1) * body.pageSize, body.pageNo * body.pageSize).map((e) => ({
      contractId: e.contractId,
      kind: e.kind,
      upline: nameOf(world, e.uplineId),
      downline: nameOf(world, e.downlineId),
      event: e.event,
      details: e.details,
      ...(e.dividend && { dividend: e.dividend }),
      ...(e.realtime && { realtime: e.realtime }),
      at: e.at,
    }));
    return ok({ list, total: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / body.pageSize)) });
  });

  defineCall(app, agentCalls.dailySalaryRecords, ({ request, user, body }) => recordsOf(request.world, user, 'DAILY_SALARY', body));

  defineCall(app, agentCalls.downlines, ({ request, user, query }) => {
    const world = request.world;
    if (!isAgent(user)) return notAgent();
    const search = query.username?.toLowerCase();
    const rows = teamOf(world.part(identityPart), user.id).filter(
      ({ user: m, level }) => (query.directOnly !== 'true' || level === 1) && (!search || m.username.toLowerCase().includes(search)),
    );
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 20;
    const list = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(({ user: m, level }) => ({
      username: m.username,
      type: m.type,
      level,
      upline: nameOf(world, m.uplineId!),
      regDate: m.regDate,
      balance: ledgerOf(world, m).total(m.id),
      hasDailySalary: world.part(agentPart).activeBetween(user.id, m.id) !== undefined,
    }));
    return ok({ list, total: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / pageSize)) });
  });

  // Money to a direct downline, from the agent's main wallet; the login password confirms it.
  defineCall(app, agentCalls.transferDownline, ({ request, user, body }) => {
    const world = request.world;
    if (!isAgent(user)) return notAgent();
    if (!verifyPassword(body.password, user.passwordHash)) return fail(AgentCode.PasswordWrong, 'The login password is wrong');
    const downline = world.part(identityPart).findUser(body.username);
    if (!downline || downline.uplineId !== user.id)
      return fail(AgentCode.NotYourDownline, `${body.username} is not a direct downline of yours`);
    const amount = cents(body.amount);
    const mine = ledgerOf(world, user);
    if (amount > mine.balance(user.id))
      return fail(
        AgentCode.InsufficientBalance,
        `${amount.toFixed(2)} is more than your main wallet's ${mine.balance(user.id).toFixed(2)}`,
      );
    const theirs = ledgerOf(world, downline);
    const now = world.now();
    mine.post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.TransferOut, amount: -amount, reference: downline.username }], now);
    theirs.post(downline.id, [{ wallet: MAIN_WALLET, txCode: TxCode.TransferIn, amount, reference: user.username }], now);
    return ok({ balance: mine.balance(user.id) });
  });
}
