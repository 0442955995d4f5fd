import { describe, expect, it } from 'vitest';
import type { SalaryTier } from '@portal/contracts';
import { maxRates, salaryOf, tierMet, tiersInOrder } from '../../src/agent/salary-rules';

const tiers: SalaryTier[] = [
  { betVolume: 1_000, activeMember: 1, rateType: 'P', rate: 0.5 },
  { betVolume: 10_000, activeMember: 3, rateType: 'P', rate: 0.8 },
  { betVolume: 50_000, activeMember: 5, rateType: 'F', rate: 600 },
];

describe('daily salary arithmetic, against hand-computed days', () => {
  it.each([
    // betVolume, active members, tier met, pay
    [999.99, 10, null, 0],
    [1_000, 1, 0, 5],
    [8_250.5, 2, 0, 41.25], // 8,250.50 × 0.5 % = 41.2525 → 41.25
    [12_345, 2, 0, 61.73], // three members are needed for the second tier: 12,345 × 0.5 % = 61.725 → 61.73
    [12_345, 3, 1, 98.76], // 12,345 × 0.8 % = 98.76
    [49_999.99, 9, 1, 400], // 49,999.99 × 0.8 % = 399.99992 → 400.00
    [50_000, 5, 2, 600], // a fixed amount
    [80_000, 4, 1, 640], // volume enough for the third tier, members only for the second
  ])('%d bet by %d active members meets tier %s and pays %d', (volume, members, tier, pay) => {
    const met = tierMet(tiers, volume, members);
    expect(met).toBe(tier);
    expect(met === null ? 0 : salaryOf(tiers[met]!, volume)).toBe(pay);
  });

  it('pays any rate type other than P as a fixed amount (spec 04), and counts it among the fixed rates', () => {
    const other: SalaryTier = { betVolume: 0, activeMember: 0, rateType: 'A', rate: 75 };
    expect(salaryOf(other, 1_000_000)).toBe(75);
    expect(maxRates([other])).toEqual({ P: 0, F: 75 });
  });

  it('knows the highest rate of each type and whether tiers climb', () => {
    expect(maxRates(tiers)).toEqual({ P: 0.8, F: 600 });
    expect(tiersInOrder(tiers)).toBe(true);
    expect(tiersInOrder([tiers[1]!, tiers[0]!])).toBe(false);
    expect(tiersInOrder([tiers[0]!, { ...tiers[1]!, activeMember: 0 }])).toBe(false);
  });
});
