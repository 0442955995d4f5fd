export { MAX_TIERS } from './salary-forms';

const twoDecimals = /^\d+(\.\d{1,2})?$/;
const wholeNumber = /^\d+$/;
const money = (text: string) => twoDecimals.test(text.trim()) && Number(text) <= 1e9;

/** A dividend tier as typed: the rate as a percentage (spec 04 sends a fraction). */
export type DividendDraft = { minimumBet: string; netLoss: string; activeMember: string; ratePercent: string };
export type DividendProblem = 'minimumBet' | 'netLoss' | 'activeMember' | 'rate' | 'rateAboveCeiling' | 'order';

/**
 * Checks dividend tiers as the fake does: amounts from 0 with two decimals, whole members, a percentage with
 * two decimals no higher than my own (or the site's 50 %), each tier above the one before.
 */
export function dividendProblems(tiers: readonly DividendDraft[], ceilingPercent: number): (DividendProblem | null)[] {
  return tiers.map((t, i) => {
    if (!money(t.minimumBet)) return 'minimumBet';
    if (!money(t.netLoss)) return 'netLoss';
    if (!wholeNumber.test(t.activeMember.trim()) || Number(t.activeMember) > 10_000) return 'activeMember';
    if (!twoDecimals.test(t.ratePercent.trim()) || Number(t.ratePercent) > 100) return 'rate';
    if (Number(t.ratePercent) > ceilingPercent) return 'rateAboveCeiling';
    const b = tiers[i - 1];
    if (
      b &&
      (Number(t.minimumBet) < Number(b.minimumBet) ||
        Number(t.netLoss) < Number(b.netLoss) ||
        Number(t.activeMember) < Number(b.activeMember) ||
        (Number(t.minimumBet) === Number(b.minimumBet) && Number(t.netLoss) === Number(b.netLoss)))
    )
      return 'order';
    return null;
  });
}

export type RealtimeDraft = { profitRate: string; lossRate: string; singleBetAmount: string };
export type RealtimeProblem = 'profitRate' | 'lossRate' | 'singleBetAmount' | 'rateAboveCeiling';

/** Real-time terms: two percentages with two decimals within my own (or the site's 1 %), a single bet amount from 0. */
export function realtimeProblem(d: RealtimeDraft, ceiling: { profit: number; loss: number }): RealtimeProblem | null {
  if (!twoDecimals.test(d.profitRate.trim()) || Number(d.profitRate) > 100) return 'profitRate';
  if (!twoDecimals.test(d.lossRate.trim()) || Number(d.lossRate) > 100) return 'lossRate';
  if (!money(d.singleBetAmount)) return 'singleBetAmount';
  if (Number(d.profitRate) > ceiling.profit || Number(d.lossRate) > ceiling.loss) return 'rateAboveCeiling';
  return null;
}
