import type { TFunction } from 'i18next';
import { isPercentRate, type ContractKind, type DividendTier, type RealtimeTerms, type SalaryTier } from '@portal/contracts';
import type { Formats } from '../../../shared/i18n/use-format';

type T = TFunction<'agent-centre'>;
type SalaryKind = Extract<ContractKind, 'DAILY_SALARY' | 'HOURLY_SALARY'>;

/**
 * A salary tier's rate (spec 04): P a percentage of the period's team bets, any other rate type a fixed
 * amount for the period (a day for the daily salary, an hour for the hourly one).
 */
export const salaryRateText = (kind: SalaryKind, tier: Pick<SalaryTier, 'rateType' | 'rate'>, t: T, format: Formats) =>
  isPercentRate(tier.rateType)
    ? format.percent(tier.rate)
    : kind === 'DAILY_SALARY'
      ? t('salary.fixedPerDay', { amount: format.money(tier.rate) })
      : t('hourly.fixedPerHour', { amount: format.money(tier.rate) });

/** A dividend's rate: spec 04 sends a fraction, shown as a percentage. */
export const dividendRateText = (tier: Pick<DividendTier, 'contractRate'>, format: Formats) => format.percent(tier.contractRate * 100);

export const realtimeText = (r: RealtimeTerms, t: T, format: Formats) =>
  t('realtime.summary', {
    loss: format.percent(r.lossRate),
    profit: format.percent(r.profitRate),
    single: format.money(r.singleBetAmount),
  });

/** A history row's terms in its kind's words: each tier's thresholds and rate, or the real-time rates. */
export function termsText(
  e: {
    kind: ContractKind;
    details: SalaryTier[];
    dividend?: { period: string; tiers: DividendTier[] } | undefined;
    realtime?: RealtimeTerms | undefined;
  },
  t: T,
  format: Formats,
) {
  if (e.dividend) {
    const tiers = e.dividend.tiers.map((d) =>
      t('dividend.tierTerms', {
        bets: format.money(d.minimumBet),
        netLoss: format.money(d.netLoss),
        members: format.number(d.activeMember, 0),
        rate: dividendRateText(d, format),
      }),
    );
    return `${t(`dividend.periods.${e.dividend.period}` as 'dividend.periods.DAILY')}: ${tiers.join(' · ')}`;
  }
  if (e.realtime) return realtimeText(e.realtime, t, format);
  const kind: SalaryKind = e.kind === 'HOURLY_SALARY' ? 'HOURLY_SALARY' : 'DAILY_SALARY';
  return e.details
    .map((d) =>
      t(kind === 'DAILY_SALARY' ? 'salary.tierTerms' : 'hourly.tierTerms', {
        bets: format.money(d.betVolume),
        members: format.number(d.activeMember, 0),
        rate: salaryRateText(kind, d, t, format),
      }),
    )
    .join(' · ');
}
