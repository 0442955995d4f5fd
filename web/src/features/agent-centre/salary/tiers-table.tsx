import type { SalaryTier } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../parts/format';
import { DataTable } from '../parts/data-table';
import { rateText } from './terms-text';

/** A contract's tiers: from this team bet volume and this many active members, this rate. */
export function TiersTable({ tiers, caption }: { tiers: readonly SalaryTier[]; caption: string }) {
  const { t } = useTranslation('agent-centre');
  return (
    <DataTable
      caption={caption}
      rows={tiers.map((tier, i) => ({ ...tier, i }))}
      rowKey={(r) => r.i}
      empty={t('none')}
      columns={[
        { key: 'tier', label: t('salary.tier'), cell: (r) => r.i + 1 },
        { key: 'betVolume', label: t('salary.betVolume'), numeric: true, cell: (r) => formatMoney(r.betVolume) },
        { key: 'activeMember', label: t('salary.activeMember'), numeric: true, cell: (r) => r.activeMember },
        { key: 'rate', label: t('salary.rate'), numeric: true, cell: (r) => rateText(r, t('salary.fixed')) },
      ]}
    />
  );
}
