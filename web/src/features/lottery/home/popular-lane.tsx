import { Ticket } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { lotteryIntents } from '../intents';
import { selectPopular } from '../selectors';
import { countdown, useNow } from '../shared-ui/use-now';
import styles from './lottery-lanes.module.css';

/** The popular lotteries (20) with live countdowns; one reaching 0 asks for the next numeros. */
export function PopularLane() {
  const { t } = useTranslation(['common', 'lottery']);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const popular = useAppSelector(selectPopular);
  const now = useNow();
  useEffect(() => {
    dispatch(lotteryIntents.popularRequested());
  }, [dispatch]);
  const expired = popular.status === 'ready' && popular.value.some((d) => d.endsAt <= now);
  useEffect(() => {
    if (expired) dispatch(lotteryIntents.popularExpired());
  }, [dispatch, expired]);
  return (
    <section aria-labelledby="popular-lotteries" className={styles.lane}>
      <div className={styles.head}>
        <h2 id="popular-lotteries">{t('lottery:popular')}</h2>
        <Link to="/lottery" className="button button--ghost">
          {t('lottery:allLotteries')}
        </Link>
      </div>
      {popular.status === 'failed' ? (
        <div role="alert" className={styles.failure}>
          <p>{t('lottery:popularFailed')}</p>
          <p className="muted">{errorText(popular.error)}</p>
          <button type="button" className="button button--primary" onClick={() => dispatch(lotteryIntents.popularRequested())}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <ul className={styles.row} aria-busy={popular.status !== 'ready'} data-testid="popular-lotteries">
          {popular.value.map((draw) => {
            const name = draw.gameName ?? draw.gameCode;
            return (
              <li key={draw.gameCode}>
                {/* Named by what it shows (the lottery, its draw, the time left): the visible words are the name (WCAG 2.5.3). */}
                <button type="button" className={styles.card} onClick={() => dispatch(lotteryIntents.popularOpened(draw))}>
                  <Ticket aria-hidden="true" size={20} className={styles.icon} />
                  <span className={styles.name}>{name}</span>
                  <span className="muted">{t('lottery:draw', { numero: draw.numero })}</span>
                  <span className={styles.timer} data-testid="popular-countdown">
                    <span className="muted">{t('lottery:closesIn')}</span> <time>{countdown(draw.endsAt, now)}</time>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
