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
/** The figures of a day and of the period: salary (daily, hourly and real-time) and dividend apart, then the net. */
const figures = ['salaryIn', 'salaryOut', 'dividendIn', 'dividendOut', 'net'] as const;

/**
 * agentRevenueReport (my income): the salary and dividend I received and paid, each on the day it was earned
 * (the fake decides the day: mock-server/src/agent/team-reports.ts, earnedAt).
 */
export function IncomePage() {
  const { t } = useTranslation('agent-centre');
  const { report, query, ask, busy } = useReport('agentIncome', defaultPeriod());
  const format = useFormat();
  const value = report.value;
  const columns: Column<Day>[] = [
    { key: 'day', label: t('income.day'), cell: (d) => format.utcDay(d.day) },
    ...figures.map((k): Column<Day> => ({
      key: k,
      label: t(`income.${k}`),
      numeric: true,
      ...(k === 'net' && { signed: (d: Day) => d.net }),
      cell: (d) => format.amount(d[k]),
    })),
  ];
  return (
    <div className={styles.stack}>
      <PeriodFilter value={query} onSearch={(f) => ask({ startDate: f.startDate, endDate: f.endDate })} />
      <RemoteView remote={report} retry={() => ask(query)} ns="agent-centre">
        {value && (
          <>
            <p className="muted">{t('income.note')}</p>
            <div className={styles.cards}>
              {figures.map((k) => (
                <div key={k} className={styles.card} data-testid={`income-${k}`}>
                  <span className={styles.cardLabel}>{t(`income.${k}`)}</span>
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
