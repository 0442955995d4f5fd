import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { useFormat } from '../../../shared/i18n/use-format';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { lotteryIntents } from '../intents';
import { selectVnResults } from '../selectors';
import { WinBalls } from '../shared-ui/win-balls';
import styles from './lottery-lanes.module.css';

/** The latest Vietnamese lottery results (100), newest first. */
export function VnResults() {
  const { t } = useTranslation(['common', 'lottery']);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const format = useFormat();
  const results = useAppSelector(selectVnResults);
  useEffect(() => {
    dispatch(lotteryIntents.vnResultsRequested());
  }, [dispatch]);
  return (
    <section aria-labelledby="vn-results" className={styles.lane}>
      <h2 id="vn-results">{t('lottery:vnResults')}</h2>
      {results.status === 'failed' ? (
        <div role="alert" className={styles.failure}>
          <p>{t('lottery:vnResultsFailed')}</p>
          <p className="muted">{errorText(results.error)}</p>
          <button type="button" className="button button--primary" onClick={() => dispatch(lotteryIntents.vnResultsRequested())}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        // A box that scrolls: focusable and named, so a keyboard can scroll it too (axe scrollable-region-focusable).
        <div className={styles.results} aria-busy={results.status !== 'ready'} tabIndex={0} role="group" aria-labelledby="vn-results">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('lottery:game')}</th>
                <th scope="col">{t('lottery:numero')}</th>
                <th scope="col">{t('lottery:winNo')}</th>
                <th scope="col" className={styles.wide}>
                  {t('lottery:drawnAt')}
                </th>
              </tr>
            </thead>
            <tbody data-testid="vn-results">
              {results.value.map((r) => (
                <tr key={`${r.gameCode}-${r.numero}`}>
                  <td>{r.gameName}</td>
                  <td>{r.numero}</td>
                  <td>
                    <WinBalls winNo={r.winNo} label={t('lottery:winNo')} />
                  </td>
                  <td className={styles.wide}>{format.dateTime(r.openTime)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
