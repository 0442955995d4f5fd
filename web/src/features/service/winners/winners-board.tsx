import { Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { RemoteView } from '../../../shared/remote/remote-view';
import { serviceIntents } from '../intents';
import { selectWinners } from '../selectors';
import styles from './winners.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/** The board refreshes this often while it is shown, and whenever the tab comes back into focus. */
export const WINNERS_REFRESH_MS = 60_000;

/** The winners board on the home page (GCSGAME_getRankList): the biggest wins first. */
export function WinnersBoard() {
  const { t, i18n } = useTranslation('service');
  const dispatch = useAppDispatch();
  const winners = useAppSelector(selectWinners);
  const format = useFormat();
  useEffect(() => {
    const refresh = () => dispatch(serviceIntents.winnersRequested());
    const visible = () => document.visibilityState === 'visible' && refresh();
    refresh();
    const timer = setInterval(refresh, WINNERS_REFRESH_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', visible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [dispatch, i18n.language]);
  return (
    <section className={styles.board} aria-labelledby="winners-heading">
      <h2 id="winners-heading" className={styles.heading}>
        <Trophy aria-hidden="true" size={20} /> {t('winners.title')}
      </h2>
      <RemoteView remote={winners} retry={() => dispatch(serviceIntents.winnersRequested())} ns="service">
        {winners.value.length === 0 ? (
          <p className="muted">{t('winners.empty')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('winners.player')}</th>
                <th scope="col">{t('winners.game')}</th>
                <th scope="col" className={styles.amount}>
                  {t('winners.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {winners.value.map(({ vo }, i) => (
                <tr key={`${vo.userName}-${vo.winTime}-${i}`} data-testid="winner">
                  <td className={styles.player}>{vo.userName}</td>
                  <td>
                    <span className={styles.game}>{vo.gameName}</span>
                    <time className={styles.time} dateTime={new Date(vo.winTime).toISOString()}>
                      {format.dateTime(vo.winTime)}
                    </time>
                  </td>
                  <td className={styles.amount}>{format.amount(vo.winAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </RemoteView>
    </section>
  );
}
