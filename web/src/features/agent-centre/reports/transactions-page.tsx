import { useTranslation } from 'react-i18next';
import { MAIN_WALLET_CODE } from '@portal/contracts';
import type { ReportValue } from '../api';
import { DataTable, type Column } from '../parts/data-table';
import { Pager } from '../../../shared/ui/pager';
import { PeriodFilter, type TeamFilter } from '../parts/period-filter';
import { defaultPeriod } from '../parts/period';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useReport } from '../parts/use-report';
import styles from '../parts/parts.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

type Row = ReportValue<'teamTransactions'>['list'][number];
/** The ledger's transaction codes an agent filters by (the fake's GLS2_TxCodeList). */
const txCodes = [
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'WIN',
  'BONUS',
  'REBATE',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'SALARY_IN',
  'SALARY_OUT',
  'DIVIDEND_IN',
  'DIVIDEND_OUT',
] as const;

/**
 * agentDownlineTransactionDetailsCopy: the team's money movements, newest first, by member and type; each row
 * names the wallet it moved (a game vendor's by its code) and that wallet's balance after it.
 */
export function TransactionsPage() {
  const { t } = useTranslation('agent-centre');
  const { report, query, ask, busy } = useReport('teamTransactions', { ...defaultPeriod(), pageNo: 1 });
  const format = useFormat();
  const value = report.value;
  const txName = (code: string) => t(`txCodes.${code}` as 'txCodes.BET', { defaultValue: code });
  const columns: Column<Row>[] = [
    { key: 'time', label: t('col.time'), cell: (r) => format.dateTime(r.txTime) },
    { key: 'member', label: t('col.member'), cell: (r) => `${r.username} · ${t('level', { level: r.level })}` },
    { key: 'type', label: t('col.type'), cell: (r) => txName(r.txCode) },
    { key: 'wallet', label: t('income.wallet'), cell: (r) => (r.wallet === MAIN_WALLET_CODE ? t('income.mainWallet') : r.wallet) },
    {
      key: 'amount',
      label: t('col.amount'),
      numeric: true,
      signed: (r) => r.amount,
      cell: (r) => `${r.amount > 0 ? '+' : ''}${format.amount(r.amount)}`,
    },
    { key: 'balance', label: t('income.balanceAfter'), numeric: true, cell: (r) => format.amount(r.balanceAfter) },
  ];
  const search = (f: TeamFilter) =>
    ask({
      startDate: f.startDate,
      endDate: f.endDate,
      ...(f.username ? { username: f.username } : {}),
      ...(f.txCode ? { txCode: f.txCode } : {}),
      pageNo: 1,
    });
  return (
    <div className={styles.stack}>
      <PeriodFilter value={query} withMember types={txCodes.map((code) => ({ code, name: txName(code) }))} onSearch={search} />
      <RemoteView remote={report} retry={() => ask(query)} ns="agent-centre">
        {value && (
          <>
            <p className="muted" aria-live="polite">
              {t('total', { count: value.total })}
            </p>
            <DataTable
              caption={t('pages.agentDownlineTransactionDetailsCopy')}
              columns={columns}
              rows={value.list}
              rowKey={(r) => r.txId}
              busy={busy}
              testId="team-transaction"
              empty={t('none')}
            />
            <Pager page={query.pageNo} total={value.totalPages} busy={busy} onChange={(pageNo) => ask({ ...query, pageNo })} />
          </>
        )}
      </RemoteView>
    </div>
  );
}
