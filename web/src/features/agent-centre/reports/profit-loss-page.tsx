import { useTranslation } from 'react-i18next';
import type { ReportValue } from '../api';
import { DataTable, type Column } from '../parts/data-table';
import { Pager } from '../../../shared/ui/pager';
import { PeriodFilter, type TeamFilter } from '../parts/period-filter';
import { defaultPeriod } from '../parts/period';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useReport } from '../parts/use-report';
import styles from '../parts/parts.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

type Row = ReportValue<'teamProfitLoss'>['list'][number];
const money = ['betAmount', 'validBet', 'winAmount', 'profitLoss', 'bonus', 'rebate', 'deposit', 'withdrawal'] as const;

/** palStatementsAgentCopy (user profit and loss): each member's figures over the period, the team's sums below. */
export function ProfitLossPage() {
  const { t } = useTranslation('agent-centre');
  const { report, query, ask, busy } = useReport('teamProfitLoss', { ...defaultPeriod(), pageNo: 1 });
  const format = useFormat();
  const value = report.value;
  const columns: Column<Row>[] = [
    { key: 'member', label: t('col.member'), cell: (r) => r.username },
    { key: 'level', label: t('col.level'), numeric: true, cell: (r) => r.level },
    ...money.map((k): Column<Row> => ({
      key: k,
      label: t(`col.${k}`),
      numeric: true,
      cell: (r) => format.amount(r[k]),
      ...(k === 'profitLoss' ? { signed: (r: Row) => r.profitLoss } : {}),
    })),
  ];
  const search = (f: TeamFilter) =>
    ask({ startDate: f.startDate, endDate: f.endDate, ...(f.username ? { username: f.username } : {}), pageNo: 1 });
  return (
    <div className={styles.stack}>
      <PeriodFilter value={query} withMember onSearch={search} />
      <RemoteView remote={report} retry={() => ask(query)} ns="agent-centre">
        {value && (
          <>
            <DataTable
              caption={t('pages.palStatementsAgentCopy')}
              columns={columns}
              rows={value.list}
              rowKey={(r) => r.username}
              busy={busy}
              testId="member-pnl"
              empty={t('none')}
              footer={{ member: t('sum'), ...Object.fromEntries(money.map((k) => [k, format.amount(value.footer[k])])) }}
            />
            <Pager page={query.pageNo} total={value.totalPages} busy={busy} onChange={(pageNo) => ask({ ...query, pageNo })} />
          </>
        )}
      </RemoteView>
    </div>
  );
}
