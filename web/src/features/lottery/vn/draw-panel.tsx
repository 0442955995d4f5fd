import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { lotteryIntents } from '../intents';
import { selectDraw } from '../selectors';
import type { LotteryMenu } from '../types';
import { countdown, useNow } from '../shared-ui/use-now';
import { WinBalls } from '../shared-ui/win-balls';
import styles from './vn-lottery-page.module.css';

/** The current draw's countdown (nearNumero), the previous one, and the latest results (pastDraws). */
export function DrawPanel({ game, onPlay }: { game: LotteryMenu; onPlay: () => void }) {
  const { t } = useTranslation(['common', 'lottery']);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const draw = useAppSelector(selectDraw);
  const now = useNow();
  const current = draw.value.current;
  const ended = current !== null && current.endsAt <= now;
  useEffect(() => {
    if (ended) dispatch(lotteryIntents.drawExpired());
  }, [dispatch, ended]);
  return (
    <section className={styles.draw} aria-labelledby="vn-game">
      <div className={styles.drawHead}>
        <h2 id="vn-game">{game.gameName}</h2>
        <button type="button" className="button button--primary" disabled={game.maintenance} onClick={onPlay}>
          {t('lottery:vn.play', { name: game.gameName })}
        </button>
      </div>
      {draw.status === 'failed' && (
        <p role="alert">
          {t('lottery:vn.drawFailed')} <span className="muted">{errorText(draw.error)}</span>
        </p>
      )}
      {current && (
        <div className={styles.current}>
          <div>
            <p className="muted">{t('lottery:vn.current')}</p>
            <p className={styles.numero} data-testid="vn-numero">
              {current.currentNumero.numero}
            </p>
          </div>
          <div>
            <p className="muted">{t('lottery:closesIn')}</p>
            <time className={styles.count} data-testid="vn-countdown">
              {countdown(current.endsAt, now)}
            </time>
          </div>
          <div>
            <p className="muted">{t('lottery:vn.previous')}</p>
            <p className={styles.numero}>{current.previousNumero.numero}</p>
            {current.previousNumero.winNo && <WinBalls winNo={current.previousNumero.winNo} label={t('lottery:winNo')} />}
          </div>
          {current.locksAt <= now && !ended && <p className={styles.locked}>{t('lottery:vn.locked')}</p>}
        </div>
      )}
      <h3 className={styles.subTitle}>{t('lottery:vn.pastDraws')}</h3>
      {draw.value.past.length === 0 ? (
        <p className="muted">{draw.status === 'loading' ? t('common.loading') : t('lottery:vn.noDraws')}</p>
      ) : (
        <table className={styles.table} data-testid="vn-past-draws">
          <thead>
            <tr>
              <th scope="col">{t('lottery:numero')}</th>
              <th scope="col">{t('lottery:winNo')}</th>
            </tr>
          </thead>
          <tbody>
            {draw.value.past.map((d) => (
              <tr key={d.numero}>
                <td>{d.numero}</td>
                <td>
                  <WinBalls winNo={d.winNo} label={t('lottery:winNo')} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
