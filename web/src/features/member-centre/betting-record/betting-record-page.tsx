import { ALL_PRODUCTS, productIds } from '@portal/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import type { DayRange, ProductFilter } from '../api';
import { presetRange } from '../history/date-range';
import styles from '../history/history.module.css';
import { Signed } from '../history/money-cell';
import { Pager } from '../history/pager';
import { RangeFilter } from '../history/range-filter';
import report from '../history/reports.module.css';
import { memberCentreIntents as intents } from '../intents';
import type { BetFilter } from '../reports-slice';
import { selectMemberReports } from '../selectors';
import { useFormat } from '../../../shared/i18n/use-format';

/** personalHistoryCopy (betting record): my bets by days and product, a page at a time, with the sums of all pages. */
export function BettingRecordPage() {
  const { t } = useTranslation('member-centre');
  const dispatch = useAppDispatch();
  const { bets } = useAppSelector(selectMemberReports);
  const format = useFormat();
  const productField = useId();
  const filter: BetFilter = bets.query ?? { ...presetRange('previous7'), productId: ALL_PRODUCTS, pageNo: 1 };
  const query = (next: BetFilter) => dispatch(intents.reportQueried({ key: 'bets', filter: next }));
  useEffect(() => {
    query(filter);
    // Once, on opening: later queries come from the filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const product = (id: number | string) => t(`products.${id}` as 'products.CONS', { defaultValue: String(id) });
  const value = bets.value;
  return (
    <div className={styles.history}>
      <RangeFilter initial={filter} onSearch={(range: DayRange) => query({ ...filter, ...range, pageNo: 1 })}>
        <div className="field">
          <label htmlFor={productField} className="field__label">
            {t('bets.product')}
          </label>
          <select
            id={productField}
            className={report.select}
            value={String(filter.productId)}
            onChange={(e) => {
              const picked = e.target.value;
              const productId: ProductFilter = picked === ALL_PRODUCTS ? ALL_PRODUCTS : (Number(picked) as ProductFilter);
              query({ ...filter, productId, pageNo: 1 });
            }}
          >
            <option value={ALL_PRODUCTS}>{product(ALL_PRODUCTS)}</option>
            {productIds.map((id) => (
              <option key={id} value={id}>
                {product(id)}
              </option>
            ))}
          </select>
        </div>
      </RangeFilter>
      <RemoteView remote={bets} retry={() => query(filter)} ns="member-centre">
        {value && (
          <>
            <p className="muted" aria-live="polite" data-testid="bets-total">
              {t('bets.total', { count: value.total })}
            </p>
            <section aria-label={t('bets.sums')}>
              <h4 className={report.caption}>{t('bets.sums')}</h4>
              <dl className={report.sums} data-testid="bets-sums">
                <div>
                  <dt>{t('bets.stake')}</dt>
                  <dd>{format.money(value.footer.stake)}</dd>
                </div>
                <div>
                  <dt>{t('bets.validBet')}</dt>
                  <dd>{format.money(value.footer.validBet)}</dd>
                </div>
                <div>
                  <dt>{t('bets.payout')}</dt>
                  <dd>{format.money(value.footer.payout)}</dd>
                </div>
                <div>
                  <dt>{t('bets.winLoss')}</dt>
                  <dd data-testid="bets-winloss">
                    <Signed amount={value.footer.winLoss} format={format} />
                  </dd>
                </div>
              </dl>
            </section>
            {value.list.length === 0 ? (
              <p>{t('bets.none')}</p>
            ) : (
              <table className={styles.table} aria-busy={isPending(bets)}>
                <thead>
                  <tr>
                    <th scope="col">{t('bets.time')}</th>
                    <th scope="col">{t('bets.game')}</th>
                    <th scope="col" className={styles.number}>
                      {t('bets.stake')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('bets.validBet')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('bets.winLoss')}
                    </th>
                    <th scope="col">{t('bets.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((bet) => (
                    <tr key={bet.betId} data-testid="bet">
                      <td data-label={t('bets.time')}>{format.dateTime(bet.betTime)}</td>
                      <td data-label={t('bets.game')}>
                        <span>
                          {bet.gameName} <span className="muted">· {product(bet.productId)}</span>
                        </span>
                      </td>
                      <td data-label={t('bets.stake')} className={styles.number}>
                        {format.money(bet.stake)}
                      </td>
                      <td data-label={t('bets.validBet')} className={styles.number}>
                        {format.money(bet.validBet)}
                      </td>
                      <td data-label={t('bets.winLoss')} className={styles.number}>
                        <Signed amount={bet.winLoss} format={format} />
                      </td>
                      <td data-label={t('bets.status')}>{t(`bets.${bet.status}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pager page={filter.pageNo} pages={value.totalPages} busy={isPending(bets)} onPage={(pageNo) => query({ ...filter, pageNo })} />
          </>
        )}
      </RemoteView>
    </div>
  );
}
