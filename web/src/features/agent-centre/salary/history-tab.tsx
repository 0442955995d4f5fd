import type { ContractKind } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { ReportValue } from '../api';
import { DataTable, type Column } from '../parts/data-table';
import { Pager } from '../../../shared/ui/pager';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useReport } from '../parts/use-report';
import { termsText } from './terms-text';
import { useFormat } from '../../../shared/i18n/use-format';

type Event = ReportValue<'contractHistory'>['list'][number];

/** Every event of the contracts I am a side of, newest first. */
export function HistoryTab({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent-centre');
  const { report, query, ask, busy } = useReport('contractHistory', { pageNo: 1, kind }, (last) => last.kind === kind);
  const format = useFormat();
  const value = report.value;
  const columns: Column<Event>[] = [
    { key: 'time', label: t('col.time'), cell: (e) => format.dateTime(e.at) },
    { key: 'contract', label: t('salary.contract'), numeric: true, cell: (e) => `#${e.contractId}` },
    { key: 'upline', label: t('col.upline'), cell: (e) => e.upline },
    { key: 'downline', label: t('salary.downline'), cell: (e) => e.downline },
    { key: 'event', label: t('salary.event'), cell: (e) => t(`salary.events.${e.event}`) },
    { key: 'terms', label: t('salary.terms'), cell: (e) => termsText(e, t, format) },
  ];
  return (
    <RemoteView remote={report} retry={() => ask(query)} ns="agent-centre">
      {value && (
        <>
          <DataTable
            caption={t('salary.tab.history')}
            columns={columns}
            rows={value.list}
            rowKey={(e) => `${e.contractId}-${e.event}-${e.at}`}
            busy={busy}
            testId="contract-event"
            empty={t('salary.noHistory')}
          />
          <Pager page={query.pageNo} total={value.totalPages} busy={busy} onChange={(pageNo) => ask({ pageNo, kind })} />
        </>
      )}
    </RemoteView>
  );
}
