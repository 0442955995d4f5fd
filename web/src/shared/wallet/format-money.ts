import { CurrencyPosition, type Balance } from '@portal/contracts';
import { localeOf } from '../i18n/languages';

/** The currency the balance call names: its symbol and where it goes (spec 04: `currencyPosition` F before, B after). */
export type Currency = { symbol: string; position: string };

const formats = new Map<string, Intl.NumberFormat>();
/** One `Intl.NumberFormat` per locale, style and number of decimals, made once: building one costs more than using it. */
function numberFormat(language: string, minimum: number, maximum: number, style: 'decimal' | 'percent' = 'decimal') {
  const locale = localeOf(language);
  const key = `${locale}|${minimum}|${maximum}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style, minimumFractionDigits: minimum, maximumFractionDigits: maximum });
    formats.set(key, format);
  }
  return format;
}

/** A number as the player's language writes it (thousands and decimal separators), up to `maximumDecimals`. */
export const formatNumber = (value: number, language: string, maximumDecimals = 2) =>
  numberFormat(language, 0, maximumDecimals).format(value);

/**
 * A rate given in percent (1.5 means 1.5 %, as spec 04's salary rates are) as the player's language writes a
 * percentage, its sign included ("1.5%", "1,5%", "20 %"), up to two decimals.
 */
export const formatPercent = (percent: number, language: string) => numberFormat(language, 0, 2, 'percent').format(percent / 100);

/**
 * Money as the site shows it, in the player's language: two decimals, thousands separated as that language
 * does, the sign in front; with a currency, its symbol before the amount, or after it when the position is B
 * (spec 04, "Member centre"; any other position reads as F).
 */
export function formatMoney(amount: number, language: string, currency?: Currency): string {
  const sign = amount < 0 ? '-' : '';
  const digits = numberFormat(language, 2, 2).format(Math.abs(amount));
  if (!currency?.symbol) return `${sign}${digits}`;
  // A no-break space keeps a symbol written after the amount on its line.
  return currency.position === CurrencyPosition.After ? `${sign}${digits}\u00a0${currency.symbol}` : `${sign}${currency.symbol}${digits}`;
}

/** The currency of a balance answer; no symbol when it names none. */
export const currencyOf = (balance: Balance | null | undefined): Currency => ({
  symbol: balance?.currencySymbol ?? '',
  position: balance?.currencyPosition ?? CurrencyPosition.Before,
});

/** The header's balance: spec 04's `totalBalance`, or spec 03's `sumBalance` from a backend without it, placed by `currencyPosition`. */
export const formatBalance = (balance: Balance, language: string) =>
  formatMoney(balance.totalBalance ?? balance.sumBalance, language, currencyOf(balance));
