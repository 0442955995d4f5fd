import type { FastifyInstance } from 'fastify';
import { AGENT_CENTRE_TYPES, agentCalls, AgentCode, ALL_PRODUCT_TYPE, type Consolidated, type SalaryTier } from '@portal/contracts';
import { verifyPassword } from '../identity/password';
import type { User } from '../identity/users';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { cents, MAIN_WALLET, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import type { Contract } from './contract-state';
import { maxRates, SITE_MAX_RATE, tiersInOrder } from './salary-rules';
import { teamDays } from './team-reports';
import { teamOf } from './team-seed';

const isAgent = (user: User) => (AGENT_CENTRE_TYPES as readonly number[]).includes(user.type);
const notAgent = () => fail(AgentCode.NotAgent, 'Non-agents cannot use the agent centre');
const nameOf = (world: World, id: number) => world.identity.userById(id)?.username ?? '';
const DAY_MS = 86_400_000;

/** Whether accepting these tiers ends a contract the downline gave its own downlines at a higher rate. */
function endsHigherRates(world: World, downlineId: number, details: SalaryTier[]) {
  const offered = maxRates(details);
  return [...world.agent.contracts.values()].filter((c) => {
    if (c.state !== 'ACTIVE' || c.uplineId !== downlineId) return false;
    const theirs = maxRates(c.details);
    return theirs.P > offered.P || theirs.F > offered.F;
  });
}

const offerView = (world: World, c: Contract) => ({
  id: c.id,
  status: c.offerStatus!,
  downlineHigherRate: (c.offerStatus !== 'V' && endsHigherRates(world, c.downlineId, c.details).length > 0 ? 'Y' : 'N') as 'Y' | 'N',
  details: c.details,
  upline: nameOf(world, c.uplineId),
});

export async function agentRoutes(app: FastifyInstance) {
  defineCall(app, agentCalls.consolidated, ({ request, user }) => {
    const world = request.world;
    const all = [...world.agent.contracts.values()];
    const waiting = all.filter(
      (c) => c.downlineId === user.id && c.offerStatus !== undefined && (c.state === 'OFFERED' || c.state === 'ACTIVE'),
    );
    const inForce = all.filter((c) => c.state === 'ACTIVE' && (c.downlineId === user.id || c.uplineId === user.id));
    const empty = {} as Record<string, never>;
    const offers: Consolidated['dailysalreqtype'] = {};
    if (waiting.length) offers[ALL_PRODUCT_TYPE] = waiting.map((c) => offerView(world, c));
    const info: Consolidated['dailysalinfotype'] = {};
    if (inForce.length) {
      info[ALL_PRODUCT_TYPE] = {
        agent: inForce.map((c) => ({
          id: c.id,
          status: 'ACTIVE' as const,
          counterpart: nameOf(world, c.downlineId === user.id ? c.uplineId : c.downlineId),
          side: c.downlineId === user.id ? ('MINE' as const) : ('GIVEN' as const),
          terminationAsked: c.offerStatus === 'V',
          details: c.details,
          since: c.since!,
        })),
      };
    }
    return ok({
      divtypereq: empty,
      dailysalreqtype: offers,
      contracthoursalreq: empty,
      realtimesalreqtype: empty,
      divtypeinfo: empty,
      divtypecompperiodinfo: empty,
      dailysalinfotype: info,
      contracthoursalinfo: empty,
      realtimesalinfotype: empty,
    });
  });

  // The upline offers (or changes) a daily salary to a direct downline agent, within its own rates.
  defineCall(app, agentCalls.offerDailySalary, ({ request, user, body }) => {
    const world = request.world;
    if (!isAgent(user)) return notAgent();
    const downline = world.identity.findUser(body.downline);
    if (!downline || downline.uplineId !== user.id)
      return fail(AgentCode.NotYourDownline, `${body.downline} is not a direct downline of yours`);
    if (!isAgent(downline)) return fail(AgentCode.NotAgent, `${downline.username} is not an agent: salary contracts are between agents`);
    if (!tiersInOrder(body.details))
      return fail(AgentCode.TiersOutOfOrder, 'Each tier needs a larger bet volume and no fewer active members than the one before');
    const own = [...world.agent.contracts.values()].find((c) => c.state === 'ACTIVE' && c.downlineId === user.id);
    const ceiling = own ? maxRates(own.details) : SITE_MAX_RATE;
    const offered = maxRates(body.details);
    if (offered.P > ceiling.P || offered.F > ceiling.F) {
      return fail(
        AgentCode.RateAboveOwn,
        `A rate above your own (${ceiling.P.toFixed(2)} % or ${ceiling.F.toFixed(2)} fixed) cannot be offered`,
      );
    }
    const now = world.now();
    const active = world.agent.activeBetween(user.id, downline.id);
    const pending = world.agent.pendingBetween(user.id, downline.id);
    if (pending) pending.state = 'REPLACED';
    const contract = world.agent.create({
      kind: 'DAILY_SALARY',
      uplineId: user.id,
      downlineId: downline.id,
      details: body.details,
      state: 'OFFERED',
      offerStatus: active ? 'E' : 'P',
      ...(active && { replaces: active.id }),
    });
    world.agent.log(contract, active ? 'CHANGED' : 'OFFERED', now);
    return ok({ contractId: contract.id, status: contract.offerStatus! });
  });

  // The upline asks to end a contract in force; it ends when the downline consents (C).
  defineCall(app, agentCalls.terminateContract, ({ request, user, body }) => {
    const world = request.world;
    if (!isAgent(user)) return notAgent();
    const contract = world.agent.contracts.get(body.contractId);
    if (!contract || contract.uplineId !== user.id) return fail(AgentCode.ContractNotFound, `No contract ${body.contractId} you gave`);
    if (contract.state !== 'ACTIVE' || contract.offerStatus === 'V')
      return fail(AgentCode.WrongState, `Contract ${contract.id} is not one in force to end`);
    contract.offerStatus = 'V';
    world.agent.log(contract, 'TERMINATION_ASKED', world.now());
    return ok({ contractId: contract.id, status: 'V' as const });
  });

  // The downline answers: A accept, R reject, C consent to a termination.
  defineCall(app, agentCalls.answerDailySalary, ({ request, user, query }) => {
    const world = request.world;
    const contract = world.agent.contracts.get(query.id);
    if (!contract || contract.downlineId !== user.id || contract.offerStatus === undefined) {
      return fail(AgentCode.ContractNotFound, `No offer ${query.id} waiting for your answer`);
    }
    const now = world.now();
    const termination = contract.offerStatus === 'V';
    if (termination !== (query.status === 'C')) {
      return fail(
        AgentCode.WrongState,
        termination ? 'A termination is consented to (C), not accepted or rejected' : 'Only a termination is consented to',
      );
    }
    if (query.status === 'C') {
      contract.state = 'TERMINATED';
      delete contract.offerStatus;
      world.agent.log(contract, 'TERMINATED', now);
      return ok({ id: contract.id, status: 'TERMINATED' as const, endedDownlineContracts: 0 });
    }
    if (query.status === 'R') {
      contract.state = 'REJECTED';
      delete contract.offerStatus;
      world.agent.log(contract, 'REJECTED', now);
      return ok({ id: contract.id, status: 'REJECTED' as const, endedDownlineContracts: 0 });
    }
    const ended = endsHigherRates(world, user.id, contract.details);
    if (ended.length > 0 && query.confirmHigherRate !== 'true') {
      return fail(AgentCode.ConfirmHigherRate, `Accepting ends ${ended.length} contract(s) you gave at a higher rate: confirm to go on`);
    }
    for (const lower of ended) {
      lower.state = 'ENDED_BY_HIGHER_RATE';
      delete lower.offerStatus;
      world.agent.log(lower, 'ENDED_BY_HIGHER_RATE', now);
    }
    if (contract.replaces !== undefined) {
      const old = world.agent.contracts.get(contract.replaces);
      if (old?.state === 'ACTIVE') {
        old.state = 'REPLACED';
        delete old.offerStatus;
        // The day the change is accepted is the new contract's: the old one settles up to the day before.
      }
    }
    contract.state = 'ACTIVE';
    contract.since = now;
    delete contract.offerStatus;
    world.agent.log(contract, 'ACCEPTED', now);
    return ok({ id: contract.id, status: 'ACTIVE' as const, endedDownlineContracts: ended.length });
  });

  defineCall(app, agentCalls.contractHistory, ({ request, user, body }) => {
    const world = request.world;
    const downline = body.downline ? world.identity.findUser(body.downline) : undefined;
    const rows = world.agent.events
      .filter((e) => (e.uplineId === user.id || e.downlineId === user.id) && (!body.downline || e.downlineId === downline?.id))
      // Newest first: events are kept in the order they happened.
      .reverse();
    const list = rows.slice((body.pageNo - 1) * body.pageSize, body.pageNo * body.pageSize).map((e) => ({
      contractId: e.contractId,
      kind: e.kind,
      upline: nameOf(world, e.uplineId),
      downline: nameOf(world, e.downlineId),
      event: e.event,
      details: e.details,
      at: e.at,
    }));
    return ok({ list, total: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / body.pageSize)) });
  });

  defineCall(app, agentCalls.dailySalaryRecords, ({ request, user, body }) => {
    const world = request.world;
    const rows = world.agent.records
      .filter((r) => r.uplineId === user.id || r.downlineId === user.id)
      .sort((a, b) => (a.day < b.day ? 1 : -1) || b.recordId - a.recordId);
    const list = rows.slice((body.pageNo - 1) * body.pageSize, body.pageNo * body.pageSize).map(({ uplineId, downlineId, ...r }) => ({
      ...r,
      upline: nameOf(world, uplineId),
      downline: nameOf(world, downlineId),
    }));
    return ok({ list, total: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / body.pageSize)) });
  });

  defineCall(app, agentCalls.teamOverview, ({ request, user, query }) => {
    const world = request.world;
    if (!isAgent(user)) return notAgent();
    const from = Date.parse(`${query.startDate}T00:00:00Z`);
    const to = Date.parse(`${query.endDate}T00:00:00Z`) + DAY_MS;
    const members = teamOf(world.identity, user.id);
    const team = members.map((m) => m.user);
    const txs = team.flatMap((m) => ledgerOf(world, m).transactionsOf(m.id)).filter((t) => t.txTime >= from && t.txTime < to);
    const total = (code: string) => cents(txs.filter((t) => t.txCode === code).reduce((s, t) => s + t.amount, 0));
    const bets = txs.filter((t) => t.txCode === TxCode.Bet);
    const totalBet = cents(-total(TxCode.Bet));
    const totalWin = total(TxCode.Win);
    const mine = ledgerOf(world, user)
      .transactionsOf(user.id)
      .filter((t) => t.txTime >= from && t.txTime < to);
    return ok({
      totalBet,
      totalValidBet: totalBet,
      totalDeposit: total(TxCode.Deposit),
      totalDepositCount: txs.filter((t) => t.txCode === TxCode.Deposit).length,
      totalWithdrawal: cents(-total(TxCode.Withdraw)),
      totalPNL: cents(totalWin - totalBet),
      totalRebate: total(TxCode.Rebate),
      totalRegisterCount: team.filter((m) => Date.parse(`${m.regDate}T00:00:00Z`) >= from && Date.parse(`${m.regDate}T00:00:00Z`) < to)
        .length,
      totalLoginCount: 0,
      totalBetCount: bets.length,
      totalPromotion: total(TxCode.Bonus),
      totalWin,
      totalProfitSharing: 0,
      totalDailyIncome: cents(mine.filter((t) => t.txCode === TxCode.SalaryIn).reduce((s, t) => s + t.amount, 0)),
      teamSize: team.length,
      days: teamDays(world, members, from, to),
    });
  });

  defineCall(app, agentCalls.downlines, ({ request, user, query }) => {
    const world = request.world;
    if (!isAgent(user)) return notAgent();
    const search = query.username?.toLowerCase();
    const rows = teamOf(world.identity, user.id).filter(
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
      hasDailySalary: world.agent.activeBetween(user.id, m.id) !== undefined,
    }));
    return ok({ list, total: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / pageSize)) });
  });

  // Money to a direct downline, from the agent's main wallet; the login password confirms it.
  defineCall(app, agentCalls.transferDownline, ({ request, user, body }) => {
    const world = request.world;
    if (!isAgent(user)) return notAgent();
    if (!verifyPassword(body.password, user.passwordHash)) return fail(AgentCode.PasswordWrong, 'The login password is wrong');
    const downline = world.identity.findUser(body.username);
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
