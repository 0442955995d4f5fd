import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Loading, useFailureText } from '../funds/parts';
import styles from '../history/history.module.css';
import report from '../history/reports.module.css';
import { memberCentreIntents as intents } from '../intents';
import { selectMemberReports } from '../selectors';
import { useFormat } from '../../../shared/i18n/use-format';
import { formatNumber } from '../../../shared/wallet/format-money';

/** A rate as the player reads it: 0.008 is 0.8 %. */
export const formatRate = (rate: number, language: string) => `${formatNumber(rate * 100, language)} %`;

/** manualRebate: the rates by product, what my valid bets since the last claim earn, and the claim. */
export function ManualRebatePage() {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const failureText = useFailureText();
  const { rebate, rebateClaim } = useAppSelector(selectMemberReports);
  const format = useFormat();
  useEffect(() => {
    dispatch(intents.rebateOpened());
  }, [dispatch]);
  const product = (id: number) => t(`products.${id}` as 'products.CONS', { defaultValue: String(id) });
  const manual = rebate.manual;
  return (
    <div className={styles.history}>
      <Loading status={rebate.status} error={rebate.error} ready={manual !== null} retry={() => dispatch(intents.rebateOpened())}>
        {manual && (
          <section aria-labelledby="rebate-claimable" className={report.stack}>
            <dl className={report.sums}>
              <div className={report.highlight}>
                <dt id="rebate-claimable">{t('rebate.claimable')}</dt>
                <dd data-testid="rebate-claimable">{format.money(manual.claimable)}</dd>
                <dd className="muted">{t('rebate.since', { time: format.dateTime(manual.since) })}</dd>
              </div>
            </dl>
            {manual.list.length > 0 && (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('bets.product')}</th>
                    <th scope="col" className={styles.number}>
                      {t('bets.validBet')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('rebate.rate')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('rebate.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {manual.list.map((row) => (
                    <tr key={row.productId} data-testid="rebate-product">
                      <td data-label={t('bets.product')}>{product(row.productId)}</td>
                      <td data-label={t('bets.validBet')} className={styles.number}>
                        {format.money(row.validBet)}
                      </td>
                      <td data-label={t('rebate.rate')} className={styles.number}>
                        {formatRate(row.rate, format.language)}
                      </td>
                      <td data-label={t('rebate.amount')} className={styles.number}>
                        {format.money(row.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {rebateClaim.result && (
              <p role="status" className={styles.in}>
                {t('rebate.claimed', { amount: format.money(rebateClaim.result.claimed) })}
              </p>
            )}
            {rebateClaim.error && (
              <p role="alert" className="form-error">
                {failureText(rebateClaim.error)}
              </p>
            )}
            {manual.claimable > 0 ? (
              <button
                type="button"
                className="button button--primary button--block"
                disabled={rebateClaim.pending}
                onClick={() => dispatch(intents.rebateClaimRequested())}
              >
                {rebateClaim.pending ? t('common:common.submitting') : t('rebate.claim', { amount: format.money(manual.claimable) })}
              </button>
            ) : (
              <p className="muted">{t('rebate.nothing')}</p>
            )}
          </section>
        )}
        <section aria-labelledby="rebate-rates" className={report.stack}>
          <h4 id="rebate-rates" className={report.caption}>
            {t('rebate.rates')}
          </h4>
          <dl className={report.sums} data-testid="rebate-rates">
            {rebate.settings.map((row) => (
              <div key={row.productId}>
                <dt>{product(row.productId)}</dt>
                <dd>{formatRate(row.rate, format.language)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Loading>
    </div>
  );
}
