import { AgentCode, productIds, type SetDownlineRebatesRequest } from '@portal/contracts';
import type { User } from '../identity/users';
import { fail, ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { agentPart } from './contract-state';
import { identityPart } from '../identity/identity-state';

/**
 * The site's rebate rates by product, fractions of the valid bet (0.8 % on slots, less on live and sports): what
 * a member without an upline's rates holds. contracts/README.md, "Reports".
 */
export const siteRebateRates: Record<number, number> = {
  1: 0.005,
  2: 0.004,
  3: 0.008,
  4: 0.003,
  41: 0.003,
  5: 0.003,
  7: 0.008,
  8: 0.003,
  9: 0.003,
};

const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;

/**
 * A member's rebate rate for a product, a percentage: what its upline set it, else its upline's own (a
 * member inherits until it is given one); a top agent holds the site's rate.
 */
export function rebateRateOf(world: World, user: User, productId: number): number {
  const set = world.part(agentPart).rebates.get(user.id)?.[productId];
  if (set !== undefined) return set;
  const upline = user.uplineId === undefined ? undefined : world.part(identityPart).userById(user.uplineId);
  return upline ? rebateRateOf(world, upline, productId) : percent(siteRebateRates[productId] ?? 0);
}

/** The same rate as a fraction of the valid bet, as the member's rebate settings show it and its manual rebate pays. */
export const rebateFractionOf = (world: World, user: User, productId: number) =>
  Math.round(rebateRateOf(world, user, productId) * 100) / 10_000;

/** A direct downline's rates beside mine, the ceiling of each. */
export const rebateRowsOf = (world: World, upline: User, downline: User) =>
  productIds.map((productId) => ({
    productId,
    rate: rebateRateOf(world, downline, productId),
    ceiling: rebateRateOf(world, upline, productId),
  }));

/** Below a member whose rate fell: any set rate above it comes down to it, all the way down. Counts the rates lowered. */
function lowerBelow(world: World, member: User, productId: number, rate: number): number {
  let lowered = 0;
  for (const child of world.part(identityPart).users.values()) {
    if (child.uplineId !== member.id) continue;
    const set = world.part(agentPart).rebates.get(child.id);
    if (set?.[productId] !== undefined && set[productId] > rate) {
      set[productId] = rate;
      lowered++;
    }
    lowered += lowerBelow(world, child, productId, Math.min(rate, set?.[productId] ?? rate));
  }
  return lowered;
}

/**
 * The upline sets rates of a direct downline: each no higher than its own rate for the product (zero and two
 * decimals the schema checked). One rate refused refuses them all, and nothing changes.
 */
export function setRebates(world: World, upline: User, body: SetDownlineRebatesRequest) {
  const downline = world.part(identityPart).findUser(body.username);
  if (!downline || downline.uplineId !== upline.id)
    return fail(AgentCode.NotYourDownline, `${body.username} is not a direct downline of yours`);
  for (const { productId, rate } of body.rates) {
    const own = rebateRateOf(world, upline, productId);
    if (rate > own)
      return fail(
        AgentCode.RateAboveOwn,
        `A rebate of ${rate.toFixed(2)} % is above your own ${own.toFixed(2)} % for product ${productId}`,
        {
          productId,
          ceiling: own,
        },
      );
  }
  const set = { ...world.part(agentPart).rebates.get(downline.id) };
  for (const { productId, rate } of body.rates) set[productId] = rate;
  world.part(agentPart).rebates.set(downline.id, set);
  const lowered = body.rates.reduce((n, { productId, rate }) => n + lowerBelow(world, downline, productId, rate), 0);
  return ok({ username: downline.username, rates: rebateRowsOf(world, upline, downline), lowered });
}
