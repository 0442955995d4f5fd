import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store/hooks';
import { selectCurrency } from '../wallet/currency';
import { formatMoney, formatNumber, formatPercent, type Currency } from '../wallet/format-money';
import { formatDateTime, formatDay, formatPeriod, formatStamp } from './format-date';

/** Every formatter bound to one language and currency: what a component shows numbers, money and dates with. */
export const formatsFor = (language: string, currency?: Currency) => ({
  language,
  /** An amount with the currency's symbol where its position says. */
  money: (amount: number) => formatMoney(amount, language, currency),
  /** An amount without a symbol (a column headed by the currency, an agent's report). */
  amount: (amount: number) => formatMoney(amount, language),
  number: (value: number, maximumDecimals?: number) => formatNumber(value, language, maximumDecimals),
  /** A rate given in percent (1.5 is 1.5 %), with the language's percent sign. */
  percent: (percent: number) => formatPercent(percent, language),
  dateTime: (ms: number) => formatDateTime(ms, language),
  day: (ms: number) => formatDay(ms, language),
  /** A settled period [start, end) in words on the UTC clock: a day, a week, an hour, a 5-minute window. */
  period: (start: number, end: number) => formatPeriod(start, end, language),
  /** A UTC day the platform counts by (YYYY-MM-DD, as reports and pay periods name them) in words: "Nov 26, 2026". */
  utcDay: (day: string) => formatPeriod(Date.parse(`${day}T00:00:00Z`), Date.parse(`${day}T00:00:00Z`) + 86_400_000, language),
  stamp: formatStamp,
});
export type Formats = ReturnType<typeof formatsFor>;

/** The formatters in the player's language and the balance's currency. */
export function useFormat(): Formats {
  const { i18n } = useTranslation();
  const currency = useAppSelector(selectCurrency);
  return useMemo(() => formatsFor(i18n.language, currency), [i18n.language, currency]);
}
