import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
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
  const failureText = useErrorText('member-centre');
  const { rebate, rebateClaim } = useAppSelector(selectMemberReports);
  const format = useFormat();
  useEffect(() => {
    dispatch(intents.rebateOpened());
  }, [dispatch]);
  const product = (id: number) => t(`products.${id}` as 'products.CONS', { defaultValue: String(id) });
  const manual = rebate.value?.manual ?? null;
  const claiming = isPending(rebateClaim);
  const claimed = rebateClaim.status === 'ready' ? rebateClaim.value : null;
  const refused = rebateClaim.status === 'failed' ? rebateClaim.error : null;
  return (
    <div className={styles.history}>
      <RemoteView remote={rebate} retry={() => dispatch(intents.rebateOpened())} ns="member-centre">
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
            {claimed && (
              <p role="status" className={styles.in}>
                {t('rebate.claimed', { amount: format.money(claimed.claimed) })}
              </p>
            )}
            {refused && (
              <p role="alert" className="form-error">
                {failureText(refused)}
              </p>
            )}
            {manual.claimable > 0 ? (
              <button
                type="button"
                className="button button--primary button--block"
                disabled={claiming}
                onClick={() => dispatch(intents.rebateClaimRequested())}
              >
                {claiming ? t('common:common.submitting') : t('rebate.claim', { amount: format.money(manual.claimable) })}
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
            {(rebate.value?.settings ?? []).map((row) => (
              <div key={row.productId}>
                <dt>{product(row.productId)}</dt>
                <dd>{formatRate(row.rate, format.language)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </RemoteView>
    </div>
  );
}
