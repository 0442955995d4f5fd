import { describe, expect, it } from 'vitest';
import type { DividendTier } from '@portal/contracts';
import { dividendOf, dividendTiersInOrder, payPeriodOf, periodLabel, realtimeOf } from '../../src/agent/contract-rules';

const at = (iso: string) => Date.parse(iso);
const label = (period: Parameters<typeof payPeriodOf>[0], iso: string) => periodLabel(payPeriodOf(period, at(iso)));

describe('pay periods, on UTC days', () => {
  it.each([
    ['DAILY', '2026-11-22T23:59:59Z', '2026-11-22..2026-11-22'],
    ['WEEKLY', '2026-11-22T12:00:00Z', '2026-11-16..2026-11-22'], // a Sunday closes the week begun on Monday the 16th
    ['WEEKLY', '2026-11-23T00:00:00Z', '2026-11-23..2026-11-29'],
    ['SEMIMONTHLY', '2026-11-15T23:00:00Z', '2026-11-01..2026-11-15'],
    ['SEMIMONTHLY', '2026-11-16T00:00:00Z', '2026-11-16..2026-11-30'],
    ['SEMIMONTHLY', '2026-02-20T00:00:00Z', '2026-02-16..2026-02-28'],
    ['MONTHLY', '2026-12-31T23:59:59Z', '2026-12-01..2026-12-31'],
    ['MONTHLY', '2028-02-10T00:00:00Z', '2028-02-01..2028-02-29'], // a leap year
  ] as const)('%s holding %s is %s', (period, moment, expected) => {
    expect(label(period, moment)).toBe(expected);
  });
});

const tiers: DividendTier[] = [
  { minimumBet: 10_000, netLoss: 1_000, activeMember: 3, contractRate: 0.1 },
  { minimumBet: 50_000, netLoss: 5_000, activeMember: 5, contractRate: 0.25 },
];

describe('dividend arithmetic, against hand-computed periods', () => {
  it.each([
    // valid bet, net loss, active members, tier met, pay
    [9_999.99, 3_000, 9, null, 0], // not enough valid bet
    [10_000, 1_000, 3, 0, 100], // 1,000 × 10 %
    [20_000, 4_321.55, 4, 0, 432.16], // 4,321.55 × 10 % = 432.155 → 432.16
    [60_000, 7_777.77, 4, 0, 777.78], // four members: only the first tier; 777.777 → 777.78
    [60_000, 7_777.77, 5, 1, 1944.44], // 7,777.77 × 25 % = 1,944.4425 → 1,944.44
    [60_000, -2_500, 9, null, 0], // the team won: no dividend
  ])('valid bet %d, net loss %d, %d members: tier %s pays %d', (validBet, netLoss, activeMembers, tier, pay) => {
    expect(dividendOf(tiers, { validBet, netLoss, activeMembers })).toEqual({ tier, amount: pay });
  });

  it('takes climbing tiers only', () => {
    expect(dividendTiersInOrder(tiers)).toBe(true);
    expect(dividendTiersInOrder([tiers[1]!, tiers[0]!])).toBe(false);
    expect(dividendTiersInOrder([tiers[0]!, { ...tiers[0]! }])).toBe(false);
  });
});

describe('real-time salary arithmetic, against a hand-computed window', () => {
  it('pays the loss rate on lost bets and the profit rate on won ones, from the single bet amount up', () => {
    const terms = { profitRate: 0.2, lossRate: 0.5, singleBetAmount: 10 };
    const bets = [
      { stake: 9.99, payout: 0 }, // below the single bet amount
      { stake: 10, payout: 0 }, // lost: 10 × 0.5 % = 0.05
      { stake: 200, payout: 150 }, // lost: 200 × 0.5 % = 1.00
      { stake: 100, payout: 195 }, // won: 100 × 0.2 % = 0.20
      { stake: 50, payout: 50 }, // a push pays nothing
      { stake: 333.33, payout: 0 }, // lost: 1.66665
    ];
    // 0.05 + 1.00 + 0.20 + 1.66665 = 2.91665 → 2.92
    // The stakes the rule used: lost 10 + 200 + 333.33 at 0.5 %, won 100 at 0.2 %.
    expect(realtimeOf(terms, bets)).toEqual({ counted: 4, lostStakes: 543.33, wonStakes: 100, amount: 2.92 });
    expect(realtimeOf(terms, [])).toEqual({ counted: 0, lostStakes: 0, wonStakes: 0, amount: 0 });
  });
});
