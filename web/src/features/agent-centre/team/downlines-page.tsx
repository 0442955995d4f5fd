import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportValue } from '../api';
import { useAppDispatch } from '../../../shared/store/hooks';
import { agentCentreIntents } from '../intents';
import { ActionConfirmDialog } from '../parts/confirm-dialog';
import { DataTable, type Column } from '../parts/data-table';
import { Pager } from '../../../shared/ui/pager';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useReport } from '../parts/use-report';
import styles from '../parts/parts.module.css';
import { DownlineDetailDialog } from './downline-detail-dialog';
import { RebateDialog } from './rebate-dialog';
import { TransferDialog } from './transfer-dialog';
import { useFormat } from '../../../shared/i18n/use-format';

type Downline = ReportValue<'downlines'>['list'][number];

/**
 * downlineManagmentView: the team below me, searched by name, direct downlines only or all levels; any member's
 * detail; money, rebate rates and promotion for a direct one.
 */
export function DownlinesPage() {
  const { t } = useTranslation('agent-centre');
  const ids = { search: useId(), direct: useId() };
  const { report, query, ask, busy } = useReport('downlines', { pageNo: 1 });
  const [name, setName] = useState(query.username ?? '');
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [promoting, setPromoting] = useState<string | null>(null);
  const [detailOf, setDetailOf] = useState<string | null>(null);
  const [rebatesOf, setRebatesOf] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const format = useFormat();
  const value = report.value;
  const search = (e: FormEvent) => {
    e.preventDefault();
    ask({ ...query, username: name.trim() || undefined, pageNo: 1 });
  };
  const columns: Column<Downline>[] = [
    { key: 'member', label: t('col.member'), cell: (d) => d.username },
    { key: 'kind', label: t('col.kind'), cell: (d) => (d.type === 0 ? t('team.player') : t('team.agent')) },
    { key: 'level', label: t('col.level'), numeric: true, cell: (d) => d.level },
    { key: 'upline', label: t('col.upline'), cell: (d) => d.upline },
    { key: 'regDate', label: t('col.regDate'), cell: (d) => d.regDate },
    { key: 'balance', label: t('col.balance'), numeric: true, cell: (d) => format.amount(d.balance) },
    { key: 'salary', label: t('col.dailySalary'), cell: (d) => (d.hasDailySalary ? t('team.inForce') : '—') },
    {
      key: 'actions',
      label: t('col.actions'),
      cell: (d) => (
        <span className={styles.row}>
          <button type="button" className="button button--outline" onClick={() => setDetailOf(d.username)}>
            {t('team.detail')}
          </button>
          {d.level === 1 && (
            <>
              <button type="button" className="button button--outline" onClick={() => setRebatesOf(d.username)}>
                {t('team.rebates')}
              </button>
              <button type="button" className="button button--outline" onClick={() => setTransferTo(d.username)}>
                {t('team.transfer')}
              </button>
              {d.type === 0 && (
                <button type="button" className="button button--outline" onClick={() => setPromoting(d.username)}>
                  {t('team.promote')}
                </button>
              )}
            </>
          )}
        </span>
      ),
    },
  ];
  return (
    <div className={styles.stack}>
      <form className={styles.filter} onSubmit={search} role="search" aria-label={t('team.search')}>
        <div className={styles.fields}>
          <div className="field">
            <label htmlFor={ids.search} className="field__label">
              {t('filter.member')}
            </label>
            <input
              id={ids.search}
              type="search"
              className={styles.input}
              maxLength={32}
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <label className={styles.row} htmlFor={ids.direct} style={{ minHeight: 44 }}>
            <input
              id={ids.direct}
              type="checkbox"
              checked={query.directOnly ?? false}
              onChange={(e) => ask({ ...query, directOnly: e.target.checked, pageNo: 1 })}
            />
            {t('team.directOnly')}
          </label>
          <button type="submit" className="button button--primary">
            {t('filter.search')}
          </button>
        </div>
      </form>
      <RemoteView remote={report} retry={() => ask(query)} ns="agent-centre">
        {value && (
          <>
            <p className="muted" aria-live="polite">
              {t('total', { count: value.total })}
            </p>
            <DataTable
              caption={t('pages.downlineManagmentView')}
              columns={columns}
              rows={value.list}
              rowKey={(d) => d.username}
              busy={busy}
              testId="downline"
              empty={t('none')}
            />
            <Pager page={query.pageNo} total={value.totalPages} busy={busy} onChange={(pageNo) => ask({ ...query, pageNo })} />
          </>
        )}
      </RemoteView>
      {detailOf && <DownlineDetailDialog username={detailOf} onClose={() => setDetailOf(null)} />}
      {rebatesOf && <RebateDialog username={rebatesOf} onClose={() => setRebatesOf(null)} />}
      {transferTo && <TransferDialog username={transferTo} onClose={() => setTransferTo(null)} />}
      {promoting && (
        <ActionConfirmDialog
          action="promote"
          title={t('team.promoteTitle')}
          confirmLabel={t('team.promote')}
          onCancel={() => setPromoting(null)}
          onConfirm={() => dispatch(agentCentreIntents.promoteRequested(promoting))}
        >
          <p>{t('team.promoteText', { username: promoting })}</p>
        </ActionConfirmDialog>
      )}
    </div>
  );
}
