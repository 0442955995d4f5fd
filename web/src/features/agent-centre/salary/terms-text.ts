import type { TFunction } from 'i18next';
import { isPercentRate, type DividendTier, type RealtimeTerms, type SalaryTier } from '@portal/contracts';
import type { Formats } from '../../../shared/i18n/use-format';

type T = TFunction<'agent-centre'>;

/** A salary tier's rate: P a percentage of the volume, any other rate type a fixed amount (spec 04). */
export const rateText = (tier: Pick<SalaryTier, 'rateType' | 'rate'>, fixed: string, format: Formats) =>
  isPercentRate(tier.rateType) ? `${tier.rate.toFixed(2)} %` : `${format.amount(tier.rate)} ${fixed}`;

/** A dividend's rate: spec 04 sends a fraction, shown as a percentage. */
export const dividendRateText = (tier: Pick<DividendTier, 'contractRate'>) => `${(tier.contractRate * 100).toFixed(2)} %`;

export const realtimeText = (r: RealtimeTerms, t: T, format: Formats) =>
  t('realtime.summary', { loss: r.lossRate.toFixed(2), profit: r.profitRate.toFixed(2), single: format.amount(r.singleBetAmount) });

/** A history row's terms, whatever the contract's kind. */
export function termsText(
  e: { details: SalaryTier[]; dividend?: { period: string; tiers: DividendTier[] } | undefined; realtime?: RealtimeTerms | undefined },
  t: T,
  format: Formats,
) {
  if (e.dividend)
    return `${t(`dividend.periods.${e.dividend.period}` as 'dividend.periods.DAILY')}: ${e.dividend.tiers.map(dividendRateText).join(' · ')}`;
  if (e.realtime) return realtimeText(e.realtime, t, format);
  return e.details.map((d) => rateText(d, t('salary.fixed'), format)).join(' · ');
}
