import type { SalaryTier } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../parts/data-table';
import { rateText } from './terms-text';
import { useFormat } from '../../../shared/i18n/use-format';

/** A contract's tiers: from this team bet volume and this many active members, this rate. */
export function TiersTable({ tiers, caption }: { tiers: readonly SalaryTier[]; caption: string }) {
  const { t } = useTranslation('agent-centre');
  const format = useFormat();
  return (
    <DataTable
      caption={caption}
      rows={tiers.map((tier, i) => ({ ...tier, i }))}
      rowKey={(r) => r.i}
      empty={t('none')}
      columns={[
        { key: 'tier', label: t('salary.tier'), cell: (r) => r.i + 1 },
        { key: 'betVolume', label: t('salary.betVolume'), numeric: true, cell: (r) => format.amount(r.betVolume) },
        { key: 'activeMember', label: t('salary.activeMember'), numeric: true, cell: (r) => r.activeMember },
        { key: 'rate', label: t('salary.rate'), numeric: true, cell: (r) => rateText(r, t('salary.fixed'), format) },
      ]}
    />
  );
}
