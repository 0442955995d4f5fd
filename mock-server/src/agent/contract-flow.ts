import { AGENT_CENTRE_TYPES, AgentCode, InForceStatus, type ContractKind } from '@portal/contracts';
import type { User } from '../identity/users';
import { fail, ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { type Contract, agentPart } from './contract-state';
import { dividendTiersInOrder, SITE_MAX } from './contract-rules';
import { maxRates, SITE_MAX_RATE, tiersInOrder } from './salary-rules';
import { identityPart } from '../identity/identity-state';
import { notifyContract } from './contract-notices';

export const isAgent = (user: User) => (AGENT_CENTRE_TYPES as readonly number[]).includes(user.type);
export const notAgent = () => fail(AgentCode.NotAgent, 'Non-agents cannot use the agent centre');
export const nameOf = (world: World, id: number) => world.part(identityPart).userById(id)?.username ?? '';

/** What a contract promises, whatever its kind. */
export type Terms = Pick<Contract, 'details' | 'dividend' | 'realtime'>;

/** A contract's rates by name, so two contracts of a kind compare rate by rate. */
function ratesOf(kind: ContractKind, terms: Terms): Record<string, number> {
  if (kind === 'DIVIDEND') return { rate: Math.max(0, ...(terms.dividend?.tiers ?? []).map((t) => t.contractRate)) };
  if (kind === 'REALTIME_SALARY') return { profit: terms.realtime?.profitRate ?? 0, loss: terms.realtime?.lossRate ?? 0 };
  return maxRates(terms.details);
}
const exceeds = (a: Record<string, number>, b: Record<string, number>) => Object.keys(a).some((k) => (a[k] ?? 0) > (b[k] ?? 0));
const siteCeiling = (kind: ContractKind): Record<string, number> =>
  kind === 'DIVIDEND'
    ? { rate: SITE_MAX.dividendRate }
    : kind === 'REALTIME_SALARY'
      ? { profit: SITE_MAX.realtimeRate, loss: SITE_MAX.realtimeRate }
      : { ...SITE_MAX_RATE };

/** Contracts of this kind the downline gave its own downlines at a higher rate than these terms: accepting ends them. */
export function endsHigherRates(world: World, downlineId: number, kind: ContractKind, terms: Terms) {
  const offered = ratesOf(kind, terms);
  return [...world.part(agentPart).contracts.values()].filter(
    (c) => c.kind === kind && c.state === 'ACTIVE' && c.uplineId === downlineId && exceeds(ratesOf(kind, c), offered),
  );
}

export const higherRateFlag = (world: World, c: Contract): 'Y' | 'N' =>
  c.offerStatus !== 'V' && endsHigherRates(world, c.downlineId, c.kind, c).length > 0 ? 'Y' : 'N';

/**
 * The upline offers (or changes) a contract of a kind to a direct downline agent: tiers in order, no rate
 * above its own contract of that kind (or the site's ceiling for a top agent). A waiting offer is replaced.
 */
export function offerContract(world: World, user: User, kind: ContractKind, downlineName: string, terms: Terms) {
  if (!isAgent(user)) return notAgent();
  const downline = world.part(identityPart).findUser(downlineName);
  if (!downline || downline.uplineId !== user.id)
    return fail(AgentCode.NotYourDownline, `${downlineName} is not a direct downline of yours`);
  if (!isAgent(downline)) return fail(AgentCode.NotAgent, `${downline.username} is not an agent: contracts are between agents`);
  const inOrder = kind === 'DIVIDEND' ? dividendTiersInOrder(terms.dividend?.tiers ?? []) : tiersInOrder(terms.details);
  if (!inOrder) return fail(AgentCode.TiersOutOfOrder, 'Each tier needs more than the one before and no fewer active members');
  const own = [...world.part(agentPart).contracts.values()].find(
    (c) => c.kind === kind && c.state === 'ACTIVE' && c.downlineId === user.id,
  );
  const ceiling = own ? ratesOf(kind, own) : siteCeiling(kind);
  if (exceeds(ratesOf(kind, terms), ceiling)) {
    const limits = Object.entries(ceiling)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    return fail(AgentCode.RateAboveOwn, `A rate above your own (${limits}) cannot be offered`);
  }
  const active = world.part(agentPart).activeBetween(user.id, downline.id, kind);
  const pending = world.part(agentPart).pendingBetween(user.id, downline.id, kind);
  if (pending) pending.state = 'REPLACED';
  const contract = world.part(agentPart).create({
    kind,
    uplineId: user.id,
    downlineId: downline.id,
    details: terms.details,
    ...(terms.dividend && { dividend: terms.dividend }),
    ...(terms.realtime && { realtime: terms.realtime }),
    state: 'OFFERED',
    offerStatus: active ? 'E' : 'P',
    ...(active && { replaces: active.id }),
  });
  world.part(agentPart).log(contract, active ? 'CHANGED' : 'OFFERED', world.now());
  notifyContract(world, contract, active ? 'CHANGED' : 'OFFERED');
  return ok({ contractId: contract.id, status: contract.offerStatus! });
}

/**
 * The upline changes a contract it gave, in force or still offered, by its id (MCSFE_modifyContractDividend):
 * the new terms go as an offer as offerContract makes one (E when one is in force), checked by the same rules.
 */
export function changeContract(world: World, user: User, contractId: number, kind: ContractKind, terms: Terms) {
  if (!isAgent(user)) return notAgent();
  const contract = world.part(agentPart).contracts.get(contractId);
  if (!contract || contract.kind !== kind || contract.uplineId !== user.id)
    return fail(AgentCode.ContractNotFound, `No contract ${contractId} of this kind you gave`);
  const offered = contract.state === 'OFFERED' && contract.offerStatus !== undefined;
  if (contract.state !== 'ACTIVE' && !offered) return fail(AgentCode.WrongState, `Contract ${contract.id} is neither in force nor offered`);
  return offerContract(world, user, kind, nameOf(world, contract.downlineId), terms);
}

/** The upline asks to end a contract in force; it ends when the downline consents (C). */
export function askTermination(world: World, user: User, contractId: number) {
  if (!isAgent(user)) return notAgent();
  const contract = world.part(agentPart).contracts.get(contractId);
  if (!contract || contract.uplineId !== user.id) return fail(AgentCode.ContractNotFound, `No contract ${contractId} you gave`);
  if (contract.state !== 'ACTIVE' || contract.offerStatus === 'V')
    return fail(AgentCode.WrongState, `Contract ${contract.id} is not one in force to end`);
  contract.offerStatus = 'V';
  world.part(agentPart).log(contract, 'TERMINATION_ASKED', world.now());
  notifyContract(world, contract, 'TERMINATION_ASKED');
  return ok({ contractId: contract.id, status: 'V' as const });
}

/**
 * The downline answers what waits for it: A accepts an offer (confirming first when it ends its own
 * higher-rate contracts), R rejects it, C consents to a termination. Only its own, only once.
 */
export function answerContract(
  world: World,
  user: User,
  contract: Contract | undefined,
  kind: ContractKind,
  status: 'A' | 'R' | 'C',
  confirmed: boolean,
) {
  if (!contract || contract.kind !== kind || contract.downlineId !== user.id || contract.offerStatus === undefined) {
    return fail(AgentCode.ContractNotFound, `No offer waiting for your answer`);
  }
  const now = world.now();
  const termination = contract.offerStatus === 'V';
  if (termination !== (status === 'C')) {
    return fail(
      AgentCode.WrongState,
      termination ? 'A termination is consented to (C), not accepted or rejected' : 'Only a termination is consented to',
    );
  }
  if (status !== 'A') {
    contract.state = status === 'C' ? 'TERMINATED' : 'REJECTED';
    delete contract.offerStatus;
    world.part(agentPart).log(contract, status === 'C' ? 'TERMINATED' : 'REJECTED', now);
    notifyContract(world, contract, status === 'C' ? 'TERMINATED' : 'REJECTED');
    return ok({ id: contract.id, status: contract.state as 'TERMINATED' | 'REJECTED', endedDownlineContracts: 0 });
  }
  const ended = endsHigherRates(world, user.id, kind, contract);
  if (ended.length > 0 && !confirmed) {
    return fail(AgentCode.ConfirmHigherRate, `Accepting ends ${ended.length} contract(s) you gave at a higher rate: confirm to go on`);
  }
  for (const lower of ended) {
    lower.state = 'ENDED_BY_HIGHER_RATE';
    delete lower.offerStatus;
    world.part(agentPart).log(lower, 'ENDED_BY_HIGHER_RATE', now);
    notifyContract(world, lower, 'ENDED_BY_HIGHER_RATE', contract);
  }
  if (contract.replaces !== undefined) {
    const old = world.part(agentPart).contracts.get(contract.replaces);
    if (old?.state === 'ACTIVE') {
      // The old contract settles what it counted so far; the new one counts from now.
      old.state = 'REPLACED';
      delete old.offerStatus;
    }
  }
  contract.state = 'ACTIVE';
  contract.since = now;
  delete contract.offerStatus;
  world.part(agentPart).log(contract, 'ACCEPTED', now);
  notifyContract(world, contract, 'ACCEPTED');
  return ok({ id: contract.id, status: 'ACTIVE' as const, endedDownlineContracts: ended.length });
}

/** Contracts of a kind: what waits for my answer, and what is in force with me on either side. */
export function contractsOf(world: World, user: User, kind: ContractKind) {
  const all = [...world.part(agentPart).contracts.values()].filter((c) => c.kind === kind);
  return {
    waiting: all.filter((c) => c.downlineId === user.id && c.offerStatus !== undefined && (c.state === 'OFFERED' || c.state === 'ACTIVE')),
    inForce: all.filter((c) => c.state === 'ACTIVE' && (c.downlineId === user.id || c.uplineId === user.id)),
  };
}

/** A row in force says V while the upline's termination waits for the downline's consent, else A (contracts InForceStatus). */
export const inForceStatusOf = (c: Contract) => (c.offerStatus === 'V' ? InForceStatus.TerminationAsked : InForceStatus.Active);

/** The common part of a contract in force as consolidated shows it to me. */
export const inForceView = (world: World, user: User, c: Contract) => ({
  id: c.id,
  status: inForceStatusOf(c),
  counterpart: nameOf(world, c.downlineId === user.id ? c.uplineId : c.downlineId),
  side: c.downlineId === user.id ? ('MINE' as const) : ('GIVEN' as const),
  since: c.since!,
});
