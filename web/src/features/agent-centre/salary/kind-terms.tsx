import type { DividendTier, HourSalaryRate, RealtimeTerms } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../parts/data-table';
import { dividendRateText, realtimeText } from './terms-text';
import { TiersTable } from './tiers-table';
import { useFormat } from '../../../shared/i18n/use-format';

/** What a contract of any of the three kinds promises, as a table or a line. */
export function KindTerms({
  dividend,
  hourly,
  realtime,
  caption,
}: {
  dividend?: { period: string; tiers: DividendTier[] };
  hourly?: HourSalaryRate[];
  realtime?: RealtimeTerms;
  caption: string;
}) {
  const { t } = useTranslation('agent-centre');
  const format = useFormat();
  if (hourly) return <TiersTable tiers={hourly.map(({ minimumBet, ...r }) => ({ betVolume: minimumBet, ...r }))} caption={caption} />;
  if (realtime) return <p>{realtimeText(realtime, t, format)}</p>;
  if (!dividend) return null;
  return (
    <>
      <p>{t('dividend.paidEvery', { period: t(`dividend.periods.${dividend.period}` as 'dividend.periods.DAILY') })}</p>
      <DataTable
        caption={caption}
        rows={dividend.tiers.map((tier, i) => ({ ...tier, i }))}
        rowKey={(r) => r.i}
        empty={t('none')}
        columns={[
          { key: 'tier', label: t('salary.tier'), cell: (r) => r.i + 1 },
          { key: 'minimumBet', label: t('dividend.minimumBet'), numeric: true, cell: (r) => format.amount(r.minimumBet) },
          { key: 'netLoss', label: t('dividend.netLoss'), numeric: true, cell: (r) => format.amount(r.netLoss) },
          { key: 'activeMember', label: t('salary.activeMember'), numeric: true, cell: (r) => r.activeMember },
          { key: 'rate', label: t('dividend.rate'), numeric: true, cell: (r) => dividendRateText(r) },
        ]}
      />
    </>
  );
}
