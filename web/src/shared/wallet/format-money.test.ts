import { describe, expect, it } from 'vitest';
import { formatBalance, formatMoney, formatNumber, formatPercent } from './format-money';

const balance = { sumBalance: 1500.5, balance: [], currency: 'PHP', currencySymbol: '₱' };
const peso = { symbol: '₱', position: 'F' };

describe('formatMoney', () => {
  it('writes two decimals, thousands separated, the sign in front of the symbol', () => {
    expect(formatMoney(1234567.891, 'en', peso)).toBe('₱1,234,567.89');
    expect(formatMoney(-12.5, 'en', peso)).toBe('-₱12.50');
    expect(formatMoney(0, 'en')).toBe('0.00');
  });

  it("separates thousands and decimals as the player's language does", () => {
    expect(formatMoney(1234567.891, 'ty', peso)).toBe('₱1,234,567.89');
    expect(formatMoney(1234567.891, 'vi', { symbol: '₫', position: 'B' })).toBe('1.234.567,89\u00a0₫');
    expect(formatMoney(1234567.891, 'id')).toBe('1.234.567,89');
    expect(formatMoney(1234567.891, 'cn')).toBe('1,234,567.89');
    expect(formatMoney(1234567.891, 'TH')).toBe('1,234,567.89');
  });

  it('puts the symbol after the amount when the position is B, before it for F or any other value', () => {
    expect(formatMoney(1500, 'en', { symbol: '₫', position: 'B' })).toBe('1,500.00\u00a0₫');
    expect(formatMoney(-1500, 'en', { symbol: '₫', position: 'B' })).toBe('-1,500.00\u00a0₫');
    expect(formatMoney(1500, 'en', peso)).toBe('₱1,500.00');
    expect(formatMoney(1500, 'en', { symbol: '₱', position: 'X' })).toBe('₱1,500.00');
    expect(formatMoney(1500, 'en', { symbol: '', position: 'B' })).toBe('1,500.00');
  });
});

describe('formatNumber', () => {
  it('writes counts and rates in the language, to at most the decimals asked', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345.67, 'vi', 1)).toBe('12.345,7');
    expect(formatNumber(0.35, 'ty')).toBe('0.35');
  });
});

describe('formatPercent', () => {
  it("writes a rate given in percent with the language's percent sign, to at most two decimals", () => {
    expect(formatPercent(1.5, 'en')).toBe('1.5%');
    expect(formatPercent(0.2 * 100, 'en')).toBe('20%');
    expect(formatPercent(1.15, 'en')).toBe('1.15%');
    expect(formatPercent(0.125, 'en')).toBe('0.13%');
    expect(formatPercent(1.5, 'vi')).toBe('1,5%');
    expect(formatPercent(1.5, 'id')).toBe('1,5%');
  });
});

describe('formatBalance', () => {
  it("shows spec 04's totalBalance where the symbol's position says", () => {
    expect(formatBalance({ ...balance, totalBalance: 2000, currencyPosition: 'B' }, 'en')).toBe('2,000.00\u00a0₱');
  });

  it('falls back to sumBalance and the symbol in front for a backend that sends neither field', () => {
    expect(formatBalance(balance, 'en')).toBe('₱1,500.50');
    expect(formatBalance(balance, 'vi')).toBe('₱1.500,50');
  });
});
