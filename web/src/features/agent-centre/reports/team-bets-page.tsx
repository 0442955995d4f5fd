import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../parts/data-table';
import { Pager } from '../../../shared/ui/pager';
import { PeriodFilter, type TeamFilter } from '../parts/period-filter';
import { defaultPeriod } from '../parts/period';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useReport } from '../parts/use-report';
import styles from '../parts/parts.module.css';
import type { ReportValue } from '../api';
import { useFormat } from '../../../shared/i18n/use-format';

type Bet = ReportValue<'teamBets'>['list'][number];

/** personalHistoryCopy (team betting): every bet of the team, newest first, with the period's sums. */
export function TeamBetsPage() {
  const { t } = useTranslation('agent-centre');
  const { report, query, ask, busy } = useReport('teamBets', { ...defaultPeriod(), pageNo: 1 });
  const format = useFormat();
  const value = report.value;
  const columns: Column<Bet>[] = [
    { key: 'time', label: t('col.time'), cell: (b) => format.dateTime(b.betTime) },
    { key: 'member', label: t('col.member'), cell: (b) => `${b.username} · ${t('level', { level: b.level })}` },
    {
      key: 'game',
      label: t('col.game'),
      cell: (b) => `${t(`products.${b.productId}` as 'products.1', { defaultValue: '' })} ${b.gameName}`,
    },
    { key: 'stake', label: t('col.stake'), numeric: true, cell: (b) => format.amount(b.stake) },
    { key: 'payout', label: t('col.payout'), numeric: true, cell: (b) => format.amount(b.payout) },
    { key: 'winLoss', label: t('col.winLoss'), numeric: true, signed: (b) => b.winLoss, cell: (b) => format.amount(b.winLoss) },
  ];
  const search = (f: TeamFilter) =>
    ask({ startDate: f.startDate, endDate: f.endDate, ...(f.username ? { username: f.username } : {}), pageNo: 1 });
  return (
    <div className={styles.stack}>
      <PeriodFilter value={query} withMember onSearch={search} />
      <RemoteView remote={report} retry={() => ask(query)} ns="agent-centre">
        {value && (
          <>
            <p className="muted" aria-live="polite" data-testid="report-total">
              {t('total', { count: value.total })}
            </p>
            <DataTable
              caption={t('pages.personalHistoryCopy')}
              columns={columns}
              rows={value.list}
              rowKey={(b) => b.betId}
              busy={busy}
              testId="team-bet"
              empty={t('none')}
              footer={{
                time: t('sum'),
                stake: format.amount(value.footer.stake),
                payout: format.amount(value.footer.payout),
                winLoss: format.amount(value.footer.winLoss),
              }}
            />
            <Pager page={query.pageNo} total={value.totalPages} busy={busy} onChange={(pageNo) => ask({ ...query, pageNo })} />
          </>
        )}
      </RemoteView>
    </div>
  );
}
