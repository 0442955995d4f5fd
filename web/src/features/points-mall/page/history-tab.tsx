import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { selectHasToken } from '../../../shared/access/access';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { pointsMallIntents as intents } from '../intents';
import { selectPointsMall } from '../selectors';
import { LoginPrompt, Pager, StatusBadge } from './parts';
import styles from './points-mall-page.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/**
 * Redemptions and conversions, newest first: reference, time, type, name, quantity, points, the points balance
 * left when it was asked, status and QA's remark; a rejected one shows its points returned (the fake's rule).
 */
export function HistoryTab() {
  const { t } = useTranslation('points-mall');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectHasToken);
  const { history: remote } = useAppSelector(selectPointsMall);
  const history = remote.value;
  const format = useFormat();
  useEffect(() => {
    if (loggedIn) dispatch(intents.historyRequested(1));
  }, [dispatch, loggedIn]);
  if (!loggedIn) return <LoginPrompt text={t('visitor.history')} />;
  return (
    <div className={styles.list}>
      <div className={styles.listHead}>
        <button type="button" className="button button--ghost" onClick={() => dispatch(intents.historyRequested(history.pageNo))}>
          {t('refresh')}
        </button>
      </div>
      <RemoteView remote={remote} retry={() => dispatch(intents.historyRequested(1))} ns="points-mall">
        {history.list.length === 0 ? (
          <p className="muted">{t('history.none')}</p>
        ) : (
          <ul className={styles.rows} aria-label={t('tabs.history')}>
            {history.list.map((r) => (
              <li key={r.refNo} data-testid="redemption" data-ref={r.refNo}>
                <div className={styles.rowHead}>
                  <strong>{r.name}</strong>
                  <StatusBadge status={r.status} />
                </div>
                <dl className={styles.facts}>
                  <dt>{t('history.refNo')}</dt>
                  <dd>{r.refNo}</dd>
                  <dt>{t('history.time')}</dt>
                  <dd>{format.dateTime(r.applyTime)}</dd>
                  <dt>{t('history.type')}</dt>
                  <dd>{t(`history.types.${r.type}`)}</dd>
                  <dt>{t('history.quantity')}</dt>
                  <dd>{r.quantity}</dd>
                  <dt>{t('history.points')}</dt>
                  <dd>
                    -{format.number(r.points, 0)}
                    {r.amount !== undefined && ` → ${format.money(r.amount)}`}
                  </dd>
                  {r.status === 'REJECTED' && (
                    <>
                      <dt>{t('history.returned')}</dt>
                      <dd data-testid="points-returned">+{format.number(r.points, 0)}</dd>
                    </>
                  )}
                  <dt>{t('history.balance')}</dt>
                  <dd>{format.number(r.pointsBalance, 0)}</dd>
                  {r.remark && (
                    <>
                      <dt>{t('history.remark')}</dt>
                      <dd>{r.remark}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        )}
        <Pager pageNo={history.pageNo} totalPages={history.totalPages} onPage={(page) => dispatch(intents.historyRequested(page))} />
      </RemoteView>
    </div>
  );
}
