import { pointsOfBet } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { selectHasToken } from '../../../shared/access/access';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { pointsMallIntents as intents } from '../intents';
import { selectPointsMall } from '../selectors';
import { LoginPrompt, Pager } from './parts';
import styles from './points-mall-page.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/** Points details: the valid bets of the last 30 days and the whole points each earned (`pointsOfBet`, as the balance counts them). */
export function DetailsTab() {
  const { t } = useTranslation('points-mall');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectHasToken);
  const { details: remote, config } = useAppSelector(selectPointsMall);
  const details = remote.value;
  const format = useFormat();
  useEffect(() => {
    if (loggedIn) dispatch(intents.detailsRequested(1));
  }, [dispatch, loggedIn]);
  if (!loggedIn) return <LoginPrompt text={t('visitor.details')} />;
  const ratio = config.value?.pointsRatio ?? null;
  return (
    <div className={styles.list}>
      {ratio !== null && <p className="muted">{t('details.intro', { amount: format.money(ratio) })}</p>}
      <RemoteView remote={remote} retry={() => dispatch(intents.detailsRequested(1))} ns="points-mall">
        {details.list.length === 0 ? (
          <p className="muted">{t('details.none')}</p>
        ) : (
          <table className={styles.table}>
            <caption className={styles.srOnly}>{t('tabs.details')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('details.time')}</th>
                <th scope="col">{t('details.bet')}</th>
                <th scope="col">{t('details.earned')}</th>
              </tr>
            </thead>
            <tbody>
              {details.list.map((tx) => (
                <tr key={tx.txId} data-testid="points-detail">
                  <td>
                    {format.dateTime(tx.txTime)}
                    <span className={`muted ${styles.reference}`}>{tx.reference}</span>
                  </td>
                  <td>{format.money(-tx.amount)}</td>
                  <td data-testid="points-earned">+{ratio ? format.number(pointsOfBet(-tx.amount, ratio), 0) : '…'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager pageNo={details.pageNo} totalPages={details.totalPages} onPage={(page) => dispatch(intents.detailsRequested(page))} />
      </RemoteView>
    </div>
  );
}
