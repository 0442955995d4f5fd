import type { DividendTier, HourSalaryRate, RealtimeTerms, SalaryTier } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format';
import { DataTable } from '../parts/data-table';
import { dividendRateText, salaryRateText } from './terms-text';

type Props = {
  daily?: readonly SalaryTier[];
  hourly?: readonly HourSalaryRate[];
  realtime?: RealtimeTerms;
  dividend?: { period: string; tiers: readonly DividendTier[] };
  caption: string;
};

/**
 * What a contract promises, in its own kind's terms (spec 02, "Contract"): daily or hourly team bets and
 * active members from which a rate is paid, real-time salary's loss and profit rates and single bet amount,
 * a dividend's period valid bets, net loss and active members. Rates read as percentages, amounts as money.
 */
export function KindTerms({ daily, hourly, realtime, dividend, caption }: Props) {
  const { t } = useTranslation('agent-centre');
  const format = useFormat();
  const tierNo = { key: 'tier', label: t('salary.tier'), numeric: true, cell: (r: { i: number }) => r.i + 1 };
  const members = {
    key: 'activeMember',
    label: t('salary.activeMember'),
    numeric: true,
    cell: (r: { activeMember: number }) => format.number(r.activeMember, 0),
  };
  if (daily || hourly) {
    const kind = daily ? 'DAILY_SALARY' : 'HOURLY_SALARY';
    const tiers = daily ?? hourly!.map(({ minimumBet, ...r }) => ({ betVolume: minimumBet, ...r }));
    return (
      <DataTable
        caption={caption}
        rows={tiers.map((tier, i) => ({ ...tier, i }))}
        rowKey={(r) => r.i}
        empty={t('none')}
        testId="terms-tier"
        columns={[
          tierNo,
          {
            key: 'betVolume',
            label: daily ? t('salary.betVolume') : t('hourly.betVolume'),
            numeric: true,
            cell: (r) => format.money(r.betVolume),
          },
          members,
          { key: 'rate', label: t('salary.rate'), numeric: true, cell: (r) => salaryRateText(kind, r, t, format) },
        ]}
      />
    );
  }
  if (realtime)
    return (
      <DataTable
        caption={caption}
        rows={[realtime]}
        rowKey={() => 0}
        empty={t('none')}
        testId="terms-tier"
        columns={[
          { key: 'lossRate', label: t('realtime.terms.lossRate'), numeric: true, cell: (r) => format.percent(r.lossRate) },
          { key: 'profitRate', label: t('realtime.terms.profitRate'), numeric: true, cell: (r) => format.percent(r.profitRate) },
          { key: 'singleBetAmount', label: t('realtime.singleBetAmount'), numeric: true, cell: (r) => format.money(r.singleBetAmount) },
        ]}
      />
    );
  if (!dividend) return null;
  return (
    <>
      <p>{t('dividend.paidEvery', { period: t(`dividend.periods.${dividend.period}` as 'dividend.periods.DAILY') })}</p>
      <DataTable
        caption={caption}
        rows={dividend.tiers.map((tier, i) => ({ ...tier, i }))}
        rowKey={(r) => r.i}
        empty={t('none')}
        testId="terms-tier"
        columns={[
          tierNo,
          { key: 'minimumBet', label: t('dividend.minimumBet'), numeric: true, cell: (r) => format.money(r.minimumBet) },
          { key: 'netLoss', label: t('dividend.netLoss'), numeric: true, cell: (r) => format.money(r.netLoss) },
          members,
          { key: 'rate', label: t('dividend.rate'), numeric: true, cell: (r) => dividendRateText(r, format) },
        ]}
      />
    </>
  );
}
