import { useTranslation } from 'react-i18next';
import type { ReportValue } from '../api';
import { DataTable, type Column } from '../parts/data-table';
import { Pager } from '../../../shared/ui/pager';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useReport } from '../parts/use-report';
import { useFormat } from '../../../shared/i18n/use-format';

type RecordKey = 'dailySalaryRecords' | 'dividendRecords' | 'dividendPayouts' | 'hourSalaryRecords' | 'realtimeSalaryRecords';
type Record = ReportValue<'dailySalaryRecords'>['list'][number] & { netLoss?: number };

/** Each day a contract was settled: the downline's team volume and members, the tier met, what was paid. */
export function RecordsTab({ source = 'dailySalaryRecords' }: { source?: RecordKey }) {
  const { t } = useTranslation('agent-centre');
  const { report, query, ask, busy } = useReport(source, { pageNo: 1 });
  const format = useFormat();
  const value = report.value as { list: Record[]; totalPages: number } | null | undefined;
  const columns: Column<Record>[] = [
    { key: 'day', label: t('col.day'), cell: (r) => r.day },
    { key: 'upline', label: t('col.upline'), cell: (r) => r.upline },
    { key: 'downline', label: t('salary.downline'), cell: (r) => r.downline },
    { key: 'volume', label: t('salary.betVolume'), numeric: true, cell: (r) => format.amount(r.betVolume) },
    ...(source === 'dividendRecords' || source === 'dividendPayouts'
      ? [{ key: 'netLoss', label: t('dividend.netLoss'), numeric: true, cell: (r: Record) => format.amount(r.netLoss ?? 0) }]
      : []),
    { key: 'members', label: t('salary.activeMember'), numeric: true, cell: (r) => r.activeMembers },
    { key: 'tier', label: t('salary.tier'), numeric: true, cell: (r) => (r.tier === null ? '—' : r.tier + 1) },
    { key: 'amount', label: t('col.amount'), numeric: true, cell: (r) => format.amount(r.amount) },
    { key: 'status', label: t('salary.status'), cell: (r) => t(`salary.statuses.${r.status}`) },
  ];
  return (
    <RemoteView remote={report} retry={() => ask(query)} ns="agent-centre">
      {value && (
        <>
          <DataTable
            caption={t(source === 'dividendPayouts' ? 'salary.tab.payouts' : 'salary.tab.records')}
            columns={columns}
            rows={value.list}
            rowKey={(r) => r.recordId}
            busy={busy}
            testId="salary-record"
            empty={t('salary.noRecords')}
          />
          <Pager page={query.pageNo} total={value.totalPages} busy={busy} onChange={(pageNo) => ask({ pageNo })} />
        </>
      )}
    </RemoteView>
  );
}
