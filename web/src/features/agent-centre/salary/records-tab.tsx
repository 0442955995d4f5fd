import { recordStatuses, type ContractRecord, type RecordStatus } from '@portal/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordsQuery } from '../api';
import { DataTable, type Column } from '../parts/data-table';
import { PeriodFilter } from '../parts/period-filter';
import { defaultPeriod } from '../parts/period';
import partStyles from '../parts/parts.module.css';
import { Pager } from '../../../shared/ui/pager';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useReport } from '../parts/use-report';
import { useFormat } from '../../../shared/i18n/use-format';
import { kindOfSource, statementColumns, statementCsv, statementFileName, type RecordSource } from './statement';
import styles from './salary.module.css';

/** Hands a text to the browser as a file to save. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A contract kind's statement: one row per settled period with what the rule used, the rate, the amount, the
 * status and when it was paid; filtered by days, downline and status; periods that paid nothing folded away
 * unless shown; the rows shown exported as CSV.
 */
export function RecordsTab({ source = 'dailySalaryRecords' }: { source?: RecordSource }) {
  const { t } = useTranslation('agent-centre');
  const format = useFormat();
  const ids = { downline: useId(), status: useId() };
  const initial: RecordsQuery = { pageNo: 1, showNothingDue: false, ...defaultPeriod() };
  const { report, query, ask, busy } = useReport(source, initial);
  // The upline side filters by downline (my direct downline agents, to whom contracts are given).
  const byDownline = source !== 'dividendRecords';
  const direct = useReport('directDownlines', undefined);
  const downlines = useMemo(
    () => (direct.report.value?.list ?? []).filter((d) => d.type !== 0).map((d) => d.username),
    [direct.report.value],
  );
  const columns = useMemo(() => statementColumns(source, t, format), [source, t, format]);
  const tableColumns: Column<ContractRecord>[] = columns.map((c) => ({ key: c.key, label: c.label, numeric: c.numeric, cell: c.show }));
  const value = report.value;
  const again = (change: Partial<RecordsQuery>) => ask({ ...query, pageNo: 1, ...change });
  const filtered = query.status !== undefined || query.downline !== undefined;
  const kind = kindOfSource[source];
  const empty = filtered
    ? t('statements.noneMatch')
    : value && value.nothingDue > 0 && !query.showNothingDue
      ? t('statements.nonePaid', { count: value.nothingDue })
      : t(`statements.empty.${source === 'dividendPayouts' ? 'DIVIDEND_PAID_OUT' : kind}`);
  return (
    <div className={partStyles.stack}>
      <PeriodFilter
        value={{ startDate: query.startDate ?? '', endDate: query.endDate ?? '' }}
        onSearch={(f) => again({ startDate: f.startDate, endDate: f.endDate })}
      />
      <div className={styles.statementBar}>
        {byDownline && downlines.length > 0 && (
          <div className="field">
            <label htmlFor={ids.downline} className="field__label">
              {t('statements.downline')}
            </label>
            <select
              id={ids.downline}
              className={partStyles.input}
              value={query.downline ?? ''}
              onChange={(e) => again({ downline: e.target.value || undefined })}
            >
              <option value="">{t('statements.allDownlines')}</option>
              {downlines.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.status} className="field__label">
            {t('statements.statusFilter')}
          </label>
          <select
            id={ids.status}
            className={partStyles.input}
            value={query.status ?? ''}
            onChange={(e) => again({ status: (e.target.value || undefined) as RecordStatus | undefined })}
          >
            <option value="">{t('statements.allStatuses')}</option>
            {recordStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`statements.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {value && query.status === undefined && (value.nothingDue > 0 || query.showNothingDue) && (
          <button
            type="button"
            className={partStyles.preset}
            aria-pressed={query.showNothingDue}
            onClick={() => again({ showNothingDue: !query.showNothingDue })}
          >
            {t('statements.showNothingDue', { count: value.nothingDue })}
          </button>
        )}
        {value && value.list.length > 0 && (
          <button
            type="button"
            className="button button--outline"
            onClick={() => download(statementFileName(source, query), statementCsv(columns, value.list))}
          >
            {t('statements.export')}
          </button>
        )}
      </div>
      <RemoteView remote={report} retry={() => ask(query)} ns="agent-centre">
        {value && (
          <>
            <DataTable
              caption={t(`statements.caption.${source === 'dividendPayouts' ? 'DIVIDEND_PAID_OUT' : kind}`)}
              columns={tableColumns}
              rows={value.list}
              rowKey={(r) => r.recordId}
              busy={busy}
              testId="salary-record"
              empty={empty}
            />
            <Pager page={query.pageNo} total={value.totalPages} busy={busy} onChange={(pageNo) => ask({ ...query, pageNo })} />
          </>
        )}
      </RemoteView>
    </div>
  );
}
