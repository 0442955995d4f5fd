import { CurrencyPosition, type Balance } from '@portal/contracts';

/**
 * Money as the site shows it: two decimals, thousands separated, the sign in front and the currency symbol
 * before the amount, or after it when the balance's `currencyPosition` is B (spec 04, "Member centre").
 */
export function formatMoney(amount: number, symbol = '', position: string = CurrencyPosition.Before): string {
  const sign = amount < 0 ? '-' : '';
  const digits = Math.abs(amount).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (!symbol) return `${sign}${digits}`;
  // A no-break space keeps a symbol written after the amount on its line.
  return position === CurrencyPosition.After ? `${sign}${digits}\u00a0${symbol}` : `${sign}${symbol}${digits}`;
}

/** The header's balance: spec 04's `totalBalance`, or spec 03's `sumBalance` from a backend without it, placed by `currencyPosition`. */
export const formatBalance = (balance: Balance) =>
  formatMoney(balance.totalBalance ?? balance.sumBalance, balance.currencySymbol, balance.currencyPosition);
