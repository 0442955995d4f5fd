import { cents, isPercentRate, type SalaryTier } from '@portal/contracts';

/** The site's ceiling for a top agent, who has no contract above it (contracts/README.md, "Agent centre"). */
export const SITE_MAX_RATE = { P: 2, F: 10_000 } as const;

/** The index of the highest tier the day met, or null: each tier needs its bet volume and its active members. */
export function tierMet(tiers: readonly SalaryTier[], betVolume: number, activeMembers: number): number | null {
  let met: number | null = null;
  tiers.forEach((tier, i) => {
    if (betVolume >= tier.betVolume && activeMembers >= tier.activeMember) met = i;
  });
  return met;
}

/** The met tier and its rate as a record keeps them (null rate when no tier was met). */
export const tierRate = (tiers: readonly SalaryTier[], tier: number | null) =>
  tier === null ? { tier, rateType: null, rate: null } : { tier, rateType: tiers[tier]!.rateType, rate: tiers[tier]!.rate };

/** What a met tier pays: P a percentage of the bet volume, any other rate type its fixed amount (spec 04). */
export const salaryOf = (tier: SalaryTier, betVolume: number) =>
  cents(isPercentRate(tier.rateType) ? (betVolume * tier.rate) / 100 : tier.rate);

/** The highest rate of each rate type in a set of tiers (a contract's ceiling for the offers it allows below). */
export function maxRates(tiers: readonly SalaryTier[]): { P: number; F: number } {
  return {
    P: Math.max(0, ...tiers.filter((t) => isPercentRate(t.rateType)).map((t) => t.rate)),
    F: Math.max(0, ...tiers.filter((t) => !isPercentRate(t.rateType)).map((t) => t.rate)),
  };
}

/** Tiers climb: each asks for a larger bet volume and no fewer active members than the one before. */
export const tiersInOrder = (tiers: readonly SalaryTier[]) =>
  tiers.every((t, i) => i === 0 || (t.betVolume > tiers[i - 1]!.betVolume && t.activeMember >= tiers[i - 1]!.activeMember));
