import { describe, expect, it } from 'vitest';
import { formatBalance, formatMoney } from './format-money';

const balance = { sumBalance: 1500.5, balance: [], currency: 'PHP', currencySymbol: '₱' };

describe('formatMoney', () => {
  it('writes two decimals, thousands separated, the sign in front of the symbol', () => {
    expect(formatMoney(1234567.891, '₱')).toBe('₱1,234,567.89');
    expect(formatMoney(-12.5, '₱')).toBe('-₱12.50');
    expect(formatMoney(0)).toBe('0.00');
  });

  it('puts the symbol after the amount when the position is B, before it for F or any other value', () => {
    expect(formatMoney(1500, '₫', 'B')).toBe('1,500.00\u00a0₫');
    expect(formatMoney(-1500, '₫', 'B')).toBe('-1,500.00\u00a0₫');
    expect(formatMoney(1500, '₱', 'F')).toBe('₱1,500.00');
    expect(formatMoney(1500, '₱', 'X')).toBe('₱1,500.00');
  });
});

describe('formatBalance', () => {
  it("shows spec 04's totalBalance where the symbol's position says", () => {
    expect(formatBalance({ ...balance, totalBalance: 2000, currencyPosition: 'B' })).toBe('2,000.00\u00a0₱');
  });

  it('falls back to sumBalance and the symbol in front for a backend that sends neither field', () => {
    expect(formatBalance(balance)).toBe('₱1,500.50');
  });
});
