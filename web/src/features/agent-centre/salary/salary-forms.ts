import { isPercentRate, type SalaryTier, type SalaryTierInput } from '@portal/contracts';

/** The site's ceiling for a top agent without a contract above it (the fake's salary-rules.ts; contracts/README.md). */
export const SITE_CEILING = { P: 2, F: 10_000 } as const;
export const MAX_TIERS = 5;

const twoDecimals = /^\d+(\.\d{1,2})?$/;
const wholeNumber = /^\d+$/;

/** A tier as typed in the form: strings until it is checked. */
export type TierDraft = { betVolume: string; activeMember: string; rateType: 'P' | 'F'; rate: string };
export const emptyTier = (rateType: 'P' | 'F' = 'P'): TierDraft => ({ betVolume: '', activeMember: '', rateType, rate: '' });

export type TierProblem = 'betVolume' | 'activeMember' | 'rate' | 'rateAboveCeiling' | 'order';

/** What is wrong with a money amount typed: empty, not positive, more than two decimals. */
export function amountProblem(text: string): 'amount' | null {
  const value = text.trim();
  if (!twoDecimals.test(value) || Number(value) <= 0 || Number(value) > 1_000_000) return 'amount';
  return null;
}

/**
 * Checks the tiers of a daily salary offer as the fake does (contracts/README.md, "Agent centre"): bet
 * volume 0 or more with two decimals at most, whole active members, a rate from 0 with two decimals at
 * most and no higher than my own (the ceiling), each tier above the one before. Returns a problem per tier.
 */
export function tierProblems(tiers: readonly TierDraft[], ceiling: { P: number; F: number }): (TierProblem | null)[] {
  return tiers.map((tier, i) => {
    const volume = tier.betVolume.trim();
    if (!twoDecimals.test(volume) || Number(volume) > 1e9) return 'betVolume';
    const members = tier.activeMember.trim();
    if (!wholeNumber.test(members) || Number(members) > 10_000) return 'activeMember';
    const rate = tier.rate.trim();
    if (!twoDecimals.test(rate) || (tier.rateType === 'P' && Number(rate) > 100)) return 'rate';
    if (Number(rate) > ceiling[tier.rateType]) return 'rateAboveCeiling';
    const before = tiers[i - 1];
    if (before && (Number(volume) <= Number(before.betVolume) || Number(members) < Number(before.activeMember))) return 'order';
    return null;
  });
}

export const toTiers = (drafts: readonly TierDraft[]): SalaryTierInput[] =>
  drafts.map((d) => ({ betVolume: Number(d.betVolume), activeMember: Number(d.activeMember), rateType: d.rateType, rate: Number(d.rate) }));

/** A tier read back into the form: P stays a percentage, any other rate type is a fixed amount (spec 04), which the form sends as F. */
export const toDrafts = (tiers: readonly SalaryTier[]): TierDraft[] =>
  tiers.map((t) => ({
    betVolume: String(t.betVolume),
    activeMember: String(t.activeMember),
    rateType: isPercentRate(t.rateType) ? 'P' : 'F',
    rate: String(t.rate),
  }));

/** The highest rate of each kind in a contract: what I may offer below me at most. */
export function ceilingOf(tiers: readonly SalaryTier[] | undefined): { P: number; F: number } {
  if (!tiers) return SITE_CEILING;
  return {
    P: Math.max(0, ...tiers.filter((t) => isPercentRate(t.rateType)).map((t) => t.rate)),
    F: Math.max(0, ...tiers.filter((t) => !isPercentRate(t.rateType)).map((t) => t.rate)),
  };
}
