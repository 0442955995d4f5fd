import { ALL_PRODUCT_TYPE, type Consolidated } from '@portal/contracts';
import type { User } from '../identity/users';
import { ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { contractsOf, endsHigherRates, higherRateFlag, inForceStatusOf, inForceView, nameOf } from './contract-flow';
import { agentPart, type Contract } from './contract-state';
import { payPeriodOf } from './contract-rules';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** One product type, CONS, for every product (contracts/README.md, "Agent centre"); absent when empty. */
const cons = <T>(rows: T[]): Record<string, T[]> => (rows.length ? { [ALL_PRODUCT_TYPE]: rows } : {});
const consAgent = <T>(rows: T[]): Record<string, { agent: T[] }> => (rows.length ? { [ALL_PRODUCT_TYPE]: { agent: rows } } : {});

/** A contract's terms as the history words them (contracts `contractTerms`). */
const termsOf = (c: Contract) => ({
  details: c.details,
  ...(c.dividend && { dividend: c.dividend }),
  ...(c.realtime && { realtime: c.realtime }),
});

/** The flag of spec 04 and, when Y, which of my downlines' contracts accepting ends (contracts/README.md, "Agent centre"). */
function higherRate(world: World, c: Contract) {
  const flag = higherRateFlag(world, c);
  if (flag === 'N') return { downlineHigherRate: flag };
  const ending = endsHigherRates(world, c.downlineId, c.kind, c).map((e) => ({
    contractId: e.id,
    downline: nameOf(world, e.downlineId),
    ...termsOf(e),
  }));
  return { downlineHigherRate: flag, downlineHigherRateContracts: ending };
}

/** The offers I sent that wait for an answer, every kind, newest first, with when each was sent (its last event). */
function sentOffersOf(world: World, user: User) {
  const agent = world.part(agentPart);
  return [...agent.contracts.values()]
    .filter((c) => c.uplineId === user.id && c.state === 'OFFERED' && (c.offerStatus === 'P' || c.offerStatus === 'E'))
    .map((c) => ({
      contractId: c.id,
      kind: c.kind,
      status: c.offerStatus as 'P' | 'E',
      downline: nameOf(world, c.downlineId),
      sentAt: agent.events.findLast((e) => e.contractId === c.id)?.at ?? world.now(),
      ...(c.replaces !== undefined && { replaces: c.replaces }),
      ...termsOf(c),
    }))
    .sort((a, b) => b.sentAt - a.sentAt || b.contractId - a.contractId);
}

/** GET /wps/member/info/funds/consolidated: every kind's offers waiting for my answer and contracts in force (spec 04). */
export function consolidatedOf(world: World, user: User) {
  const daily = contractsOf(world, user, 'DAILY_SALARY');
  const dividend = contractsOf(world, user, 'DIVIDEND');
  const hourly = contractsOf(world, user, 'HOURLY_SALARY');
  const realtime = contractsOf(world, user, 'REALTIME_SALARY');
  const now = world.now();
  const value: Consolidated = {
    // Spec 04: a dividend offer is its tiers, each row carrying the offer's status.
    divtypereq: cons(
      dividend.waiting.flatMap((c) =>
        c.dividend!.tiers.map((t) => ({
          ...t,
          status: c.offerStatus!,
          ...higherRate(world, c),
          id: c.id,
          period: c.dividend!.period,
          upline: nameOf(world, c.uplineId),
        })),
      ),
    ),
    dailysalreqtype: cons(
      daily.waiting.map((c) => ({
        id: c.id,
        status: c.offerStatus!,
        ...higherRate(world, c),
        details: c.details,
        upline: nameOf(world, c.uplineId),
      })),
    ),
    contracthoursalreq: cons(
      hourly.waiting.map((c) => ({
        contractId: c.id,
        status: c.offerStatus!,
        ...higherRate(world, c),
        hourSalaryRates: c.details.map(({ betVolume, ...t }) => ({ minimumBet: betVolume, ...t })),
        upline: nameOf(world, c.uplineId),
      })),
    ),
    realtimesalreqtype: cons(
      realtime.waiting.map((c) => ({
        contractId: c.id,
        status: c.offerStatus!,
        ...higherRate(world, c),
        ...c.realtime!,
        upline: nameOf(world, c.uplineId),
      })),
    ),
    divtypeinfo: consAgent(
      dividend.inForce.map((c) => ({ ...inForceView(world, user, c), period: c.dividend!.period, tiers: c.dividend!.tiers })),
    ),
    divtypecompperiodinfo: consAgent(
      dividend.inForce.map((c) => {
        const p = payPeriodOf(c.dividend!.period, now);
        return {
          id: c.id,
          status: inForceStatusOf(c),
          period: c.dividend!.period,
          periodStart: isoDay(p.start),
          periodEnd: isoDay(p.end - 1),
        };
      }),
    ),
    dailysalinfotype: consAgent(daily.inForce.map((c) => ({ ...inForceView(world, user, c), details: c.details }))),
    contracthoursalinfo: consAgent(
      hourly.inForce.map((c) => ({
        ...inForceView(world, user, c),
        hourSalaryRates: c.details.map(({ betVolume, ...t }) => ({ minimumBet: betVolume, ...t })),
      })),
    ),
    realtimesalinfotype: consAgent(realtime.inForce.map((c) => ({ ...inForceView(world, user, c), ...c.realtime! }))),
    sentOffers: cons(sentOffersOf(world, user)),
  };
  return ok(value);
}
