import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { presetRange } from '../history/date-range';
import styles from '../history/history.module.css';
import { Pager } from '../history/pager';
import { RangeFilter } from '../history/range-filter';
import report from '../history/reports.module.css';
import { memberCentreIntents as intents } from '../intents';
import type { BonusFilter } from '../reports-slice';
import { selectMemberReports } from '../selectors';
import { useFormat } from '../../../shared/i18n/use-format';

/** bonusDetails: the bonuses and rebates I received over some days, with their sum. */
export function BonusPage() {
  const { t } = useTranslation('member-centre');
  const dispatch = useAppDispatch();
  const { bonus } = useAppSelector(selectMemberReports);
  const format = useFormat();
  const filter: BonusFilter = bonus.query ?? { ...presetRange('previous30'), pageNo: 1 };
  const query = (next: BonusFilter) => dispatch(intents.reportQueried({ key: 'bonus', filter: next }));
  useEffect(() => {
    query(filter);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const value = bonus.value;
  return (
    <div className={styles.history}>
      <RangeFilter initial={filter} onSearch={(range) => query({ ...range, pageNo: 1 })} />
      <RemoteView remote={bonus} retry={() => query(filter)} ns="member-centre">
        {value && (
          <>
            <dl className={report.sums}>
              <div>
                <dt>{t('bonus.sum')}</dt>
                <dd data-testid="bonus-sum">{format.money(value.sum)}</dd>
              </div>
            </dl>
            <p className="muted" aria-live="polite" data-testid="bonus-total">
              {t('bonus.total', { count: value.total })}
            </p>
            {value.list.length === 0 ? (
              <p>{t('bonus.none')}</p>
            ) : (
              <table className={styles.table} aria-busy={isPending(bonus)}>
                <thead>
                  <tr>
                    <th scope="col">{t('history.time')}</th>
                    <th scope="col">{t('bonus.type')}</th>
                    <th scope="col" className={styles.number}>
                      {t('history.amount')}
                    </th>
                    <th scope="col">{t('history.reference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((row) => (
                    <tr key={row.txId} data-testid="bonus-entry">
                      <td data-label={t('history.time')}>{format.dateTime(row.txTime)}</td>
                      <td data-label={t('bonus.type')}>{t(`bonus.${row.type}`)}</td>
                      <td data-label={t('history.amount')} className={`${styles.number} ${styles.in}`}>
                        +{format.money(row.amount)}
                      </td>
                      <td data-label={t('history.reference')} className={styles.reference}>
                        {row.reference}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pager
              page={filter.pageNo}
              pages={value.totalPages}
              busy={isPending(bonus)}
              onPage={(pageNo) => query({ ...filter, pageNo })}
            />
          </>
        )}
      </RemoteView>
    </div>
  );
}
