import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import type { DayRange } from '../api';
import { presetRange } from '../history/date-range';
import styles from '../history/history.module.css';
import { Signed } from '../history/money-cell';
import { RangeFilter } from '../history/range-filter';
import report from '../history/reports.module.css';
import { memberCentreIntents as intents } from '../intents';
import { selectMemberReports } from '../selectors';
import { useFormat } from '../../../shared/i18n/use-format';

/** personalProfit: my profit and loss over some days, the money in and out, and win/loss by product. */
export function ProfitPage() {
  const { t } = useTranslation('member-centre');
  const dispatch = useAppDispatch();
  const { profit } = useAppSelector(selectMemberReports);
  const format = useFormat();
  const range = profit.query ?? presetRange('previous30');
  const query = (next: DayRange) => dispatch(intents.reportQueried({ key: 'profit', filter: next }));
  useEffect(() => {
    query(range);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const value = profit.value;
  return (
    <div className={styles.history}>
      <RangeFilter initial={range} onSearch={query} />
      <RemoteView remote={profit} retry={() => query(range)} ns="member-centre">
        {value && (
          <>
            <dl className={report.sums} aria-label={t('profit.summary')} aria-busy={isPending(profit)}>
              <div className={report.highlight}>
                <dt>{t('profit.profit')}</dt>
                <dd data-testid="profit-total">
                  <Signed amount={value.profit} format={format} />
                </dd>
                <dd className="muted">{t('profit.profitHint')}</dd>
              </div>
              {(['deposit', 'withdraw', 'bonus', 'rebate'] as const).map((key) => (
                <div key={key}>
                  <dt>{t(`profit.${key}`)}</dt>
                  <dd data-testid={`profit-${key}`}>{format.money(value[key])}</dd>
                </div>
              ))}
            </dl>
            <h4 className={report.caption}>{t('profit.byProduct')}</h4>
            {value.list.length === 0 ? (
              <p>{t('profit.none')}</p>
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('bets.product')}</th>
                    <th scope="col" className={styles.number}>
                      {t('bets.validBet')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('bets.winLoss')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((row) => (
                    <tr key={row.productId} data-testid="profit-product">
                      <td data-label={t('bets.product')}>
                        {t(`products.${row.productId}` as 'products.CONS', { defaultValue: String(row.productId) })}
                      </td>
                      <td data-label={t('bets.validBet')} className={styles.number}>
                        {format.money(row.validBet)}
                      </td>
                      <td data-label={t('bets.winLoss')} className={styles.number}>
                        <Signed amount={row.winLoss} format={format} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </RemoteView>
    </div>
  );
}
