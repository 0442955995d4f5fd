import { useTranslation } from 'react-i18next';
import type { ReportValue } from '../api';
import { DataTable, type Column } from '../parts/data-table';
import { PeriodFilter } from '../parts/period-filter';
import { defaultPeriod } from '../parts/period';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useReport } from '../parts/use-report';
import styles from '../parts/parts.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

type Day = ReportValue<'agentIncome'>['list'][number];

/** agentRevenueReport (my income): the salary I received and paid, by the day it was earned. */
export function IncomePage() {
  const { t } = useTranslation('agent-centre');
  const { report, query, ask, busy } = useReport('agentIncome', defaultPeriod());
  const format = useFormat();
  const value = report.value;
  const columns: Column<Day>[] = [
    { key: 'day', label: t('col.day'), cell: (d) => d.day },
    { key: 'salaryIn', label: t('col.salaryIn'), numeric: true, cell: (d) => format.amount(d.salaryIn) },
    { key: 'salaryOut', label: t('col.salaryOut'), numeric: true, cell: (d) => format.amount(d.salaryOut) },
    { key: 'net', label: t('col.net'), numeric: true, signed: (d) => d.net, cell: (d) => format.amount(d.net) },
  ];
  return (
    <div className={styles.stack}>
      <PeriodFilter value={query} onSearch={(f) => ask({ startDate: f.startDate, endDate: f.endDate })} />
      <RemoteView remote={report} retry={() => ask(query)} ns="agent-centre">
        {value && (
          <>
            <div className={styles.cards}>
              {(['salaryIn', 'salaryOut', 'net'] as const).map((k) => (
                <div key={k} className={styles.card} data-testid={`income-${k}`}>
                  <span className={styles.cardLabel}>{t(`col.${k}`)}</span>
                  <span className={styles.cardValue}>{format.amount(value.footer[k])}</span>
                </div>
              ))}
            </div>
            <DataTable
              caption={t('pages.agentRevenueReport')}
              columns={columns}
              rows={value.list}
              rowKey={(d) => d.day}
              busy={busy}
              testId="income-day"
              empty={t('income.none')}
            />
          </>
        )}
      </RemoteView>
    </div>
  );
}
