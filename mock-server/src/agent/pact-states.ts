import * as z from 'zod/mini';
import { contractKinds, decimalSchema, productIds, rebateRateSchema, type ContractKind, type SalaryTier } from '@portal/contracts';
import type { User } from '../identity/users';
import { checked, param, plain } from '../platform/pact-params';
import type { World } from '../platform/world';
import { type Contract, agentPart } from './contract-state';
import { settleDailySalaries } from './salary-settlement';

type Params = Record<string, unknown> | undefined;
const text = (params: Params, key: string, fallback: string) => (typeof params?.[key] === 'string' ? (params[key] as string) : fallback);
const num = (params: Params, key: string, fallback: number) => (typeof params?.[key] === 'number' ? (params[key] as number) : fallback);
const DAY_MS = 86_400_000;

/** A contract's params: a rate is a percentage (a fixed daily amount with rateType F), at most a year in force. */
const contractParams = {
  upline: param.username,
  downline: param.username,
  kind: param.oneOf(contractKinds),
  rate: z.optional(decimalSchema({ max: 100 })),
  rateType: param.oneOf(['P', 'F']),
  daysAgo: param.whole(0, 366),
};

/** The terms of a contract of each kind at one rate (a percentage; a dividend's as the fraction it keeps). */
function termsOf(kind: ContractKind, rate: number, rateType: 'P' | 'F'): Pick<Contract, 'details' | 'dividend' | 'realtime'> {
  const tiers: SalaryTier[] = [{ betVolume: 0, activeMember: 0, rateType, rate }];
  if (kind === 'DIVIDEND')
    return {
      details: [],
      dividend: { period: 'WEEKLY', tiers: [{ minimumBet: 0, netLoss: 0, activeMember: 0, contractRate: rate / 100 }] },
    };
  if (kind === 'REALTIME_SALARY') return { details: [], realtime: { profitRate: rate, lossRate: rate, singleBetAmount: 10 } };
  return { details: tiers };
}

/**
 * Provider states of the agent centre's pacts (spread into admin/pact-state-handlers.ts), keyed by the exact
 * given() text of web/src/features/agent-centre. They leave contracts as the flows would have (offered,
 * in force, asked to end), straight in the world's state; each answers the contract's id.
 */
export function agentPactStates(world: () => World, userOf: (params: Params) => User) {
  const between = (params: Params, uplineDefault: string, downlineDefault: string) => ({
    upline: userOf({ username: text(params, 'upline', uplineDefault) }),
    downline: userOf({ username: text(params, 'downline', downlineDefault) }),
  });
  const contract = (params: Params, state: Contract['state'], offerStatus?: Contract['offerStatus']) => {
    const w = world();
    const kind = text(params, 'kind', 'DAILY_SALARY') as ContractKind;
    const { upline, downline } = between(params, 'agent01', 'a01m1');
    const made = w.part(agentPart).create({
      kind,
      uplineId: upline.id,
      downlineId: downline.id,
      ...termsOf(kind, num(params, 'rate', 1), text(params, 'rateType', 'P') === 'F' ? 'F' : 'P'),
      state,
      ...(offerStatus && { offerStatus }),
      ...(state === 'ACTIVE' && { since: w.now() - num(params, 'daysAgo', 0) * DAY_MS }),
    });
    w.part(agentPart).log(made, state === 'ACTIVE' ? 'ACCEPTED' : 'OFFERED', w.now());
    return { contractId: made.id };
  };
  return {
    'an upline has offered the agent a contract': checked(
      "`upline` (default agent01) has offered its downline `downline` (default a01m1) a contract of `kind` at `rate` (a percentage; a fixed daily amount with `rateType` F), waiting for the downline's answer; answers `{ contractId }`.",
      contractParams,
      async (params) => contract(params, 'OFFERED', 'P'),
    ),
    'the agent has a contract with its upline': checked(
      '`upline` and its downline `downline` have a contract of `kind` at `rate` in force since `daysAgo` days ago (defaults agent01, a01m1, DAILY_SALARY, 1 %, today); answers `{ contractId }`.',
      contractParams,
      async (params) => contract(params, 'ACTIVE'),
    ),
    'the upline has asked to end the contract': checked(
      'A contract of `kind` at `rate` between `upline` and `downline` is in force and the upline has asked to end it (offer status V), waiting for the downline; answers `{ contractId }`.',
      contractParams,
      async (params) => contract(params, 'ACTIVE', 'V'),
    ),
    'a daily salary has been paid': checked(
      'A daily salary of a fixed 25 a day from `upline` to `downline`, in force since `daysAgo` days ago (default 2), has been settled and paid up to today; answers `{ contractId }`.',
      { upline: param.username, downline: param.username, daysAgo: contractParams.daysAgo },
      async (params) => {
        const made = contract({ daysAgo: 2, rate: 25, rateType: 'F', ...params, kind: 'DAILY_SALARY' }, 'ACTIVE');
        settleDailySalaries(world());
        return made;
      },
    ),
    'the agent has set a downline its rebate rate': checked(
      'The direct downline `downline` (default a01m1 of agent01) holds the rebate rate `rate` % (default 0.5) on product `productId` (default 3), set by its upline.',
      {
        upline: param.username,
        downline: param.username,
        productId: z.optional(
          z.int().check(
            z.refine((id) => (productIds as readonly number[]).includes(id), { message: 'an unknown product id' }),
            z.describe(`a product id: ${productIds.join(', ')}`),
          ),
        ),
        rate: z.optional(rebateRateSchema),
      },
      async (params) => {
        const w = world();
        const { downline } = between(params, 'agent01', 'a01m1');
        w.part(agentPart).rebates.set(downline.id, {
          ...w.part(agentPart).rebates.get(downline.id),
          [num(params, 'productId', 3)]: num(params, 'rate', 0.5),
        });
        return {};
      },
    ),
    'the team has played lately': plain(
      'The seeded team of agent01 bet, deposited and withdrew in the last 30 days (UTC); answers `{ startDate, endDate }`, that period as YYYY-MM-DD.',
      async () => {
        const now = world().now();
        const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
        return { startDate: day(now - 29 * DAY_MS), endDate: day(now) };
      },
    ),
  };
}
