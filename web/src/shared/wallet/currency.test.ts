import { describe, expect, it } from 'vitest';
import type { RootState } from '../store/root-state';
import { selectCurrency } from './currency';

const stateWith = (value: object | null) => ({ session: { balance: { value } } }) as unknown as RootState;

describe('the currency selector', () => {
  it("answers the balance's symbol and position", () => {
    expect(selectCurrency(stateWith({ sumBalance: 1, balance: [], currencySymbol: '₫', currencyPosition: 'B' }))).toEqual({
      symbol: '₫',
      position: 'B',
    });
  });

  it('puts the symbol in front when the balance names no position, and has none before the balance is known', () => {
    expect(selectCurrency(stateWith({ sumBalance: 1, balance: [], currencySymbol: '₱' }))).toEqual({ symbol: '₱', position: 'F' });
    expect(selectCurrency(stateWith(null))).toEqual({ symbol: '', position: 'F' });
  });

  it('answers the same object while the balance is the same, so components do not render again for nothing', () => {
    const state = stateWith({ sumBalance: 1, balance: [], currencySymbol: '₱' });
    expect(selectCurrency(state)).toBe(selectCurrency(state));
  });
});
