import { describe, expect, it } from 'vitest';
import { amountSchema, decimalSchema, hasAtMostTwoDecimals, isWholeUnits } from './money';

describe('money on the wire', () => {
  it('takes whole cents, the doubles of two-decimal numbers included', () => {
    for (const n of [0.01, 0.07, 0.1, 0.29, 1.1, 250.5, 1234567.89, 9_999_999.99]) expect(hasAtMostTwoDecimals(n), String(n)).toBe(true);
  });

  it('refuses anything finer than a cent, however small, and numbers that are not finite', () => {
    for (const n of [1e-9, 0.001, 0.005, 1.005, 12.345, Number.NaN, Infinity, -Infinity]) {
      expect(hasAtMostTwoDecimals(n), String(n)).toBe(false);
    }
  });

  it('an amount is positive, whole cents and at most the ceiling', () => {
    expect(amountSchema.safeParse(100).success).toBe(true);
    for (const n of [0, -500, -0.01, 1e-9, 1e308, 10_000_000.01]) expect(amountSchema.safeParse(n).success, String(n)).toBe(false);
    expect(amountSchema.safeParse(1e-9).error?.issues[0]?.message).toBe('at most two decimals');
  });

  it('a non-negative figure takes 0 and a fraction counts its own units', () => {
    expect(decimalSchema({ max: 100 }).safeParse(0).success).toBe(true);
    expect(decimalSchema({ max: 100 }).safeParse(-1).success).toBe(false);
    expect(isWholeUnits(0.0025, 10_000)).toBe(true);
    expect(isWholeUnits(0.00251, 10_000)).toBe(false);
  });
});
