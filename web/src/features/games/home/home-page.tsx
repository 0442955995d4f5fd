import { Megaphone } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isPending } from '../../../shared/remote/remote';
import { LoadFailure } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { gamesIntents } from '../intents';
import { GameGrid } from '../lobby/game-grid';
import { VendorGrid } from '../lobby/vendor-grid';
import { selectHot, selectHotRemote, selectLanesRemote, selectMenuLanes, selectNotice } from '../selectors';
import styles from './home-page.module.css';

/** Home (chunk "index"): the notice, hot games, then each category's vendors or games. */
export function HomePage() {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  const lanes = useAppSelector(selectMenuLanes);
  const hot = useAppSelector(selectHot);
  const hotLoad = useAppSelector(selectHotRemote);
  const lanesLoad = useAppSelector(selectLanesRemote);
  const notice = useAppSelector(selectNotice);
  useEffect(() => {
    dispatch(gamesIntents.hotRequested());
    // Banners and announcements that failed quietly are asked for again on the way home.
    dispatch(gamesIntents.noticeRequested());
  }, [dispatch]);
  return (
    <div className={styles.home}>
      {notice && notice.player.length > 0 && (
        <p className={styles.noticeBar} role="status">
          <Megaphone aria-hidden="true" size={16} />
          <span className={styles.noticeText}>{notice.player.map((n) => n.content).join('   ·   ')}</span>
        </p>
      )}
      <h1 className={styles.title}>{t('home.title')}</h1>
      {/* Always laid out, so the rows below do not jump when the hot games arrive. */}
      <section aria-labelledby="hot-heading">
        <h2 id="hot-heading">{t('games:categories.HOT')}</h2>
        {hotLoad.status === 'failed' ? (
          <LoadFailure
            title={t('games:loadFailed.hot')}
            ns="games"
            error={hotLoad.error}
            retry={() => dispatch(gamesIntents.hotRequested())}
          />
        ) : (
          <GameGrid games={hot.slice(0, 12)} row busy={isPending(hotLoad)} />
        )}
      </section>
      {lanesLoad.status === 'failed' && (
        <section aria-labelledby="lanes-heading">
          <h2 id="lanes-heading">{t('home.categories')}</h2>
          <LoadFailure
            title={t('games:loadFailed.vendors')}
            ns="games"
            error={lanesLoad.error}
            retry={() => dispatch(gamesIntents.lanesRequested())}
          />
        </section>
      )}
      {lanes.map((lane) => (
        <section key={lane.title} className={styles.lane} aria-labelledby={`lane-${lane.title}`}>
          <h2 id={`lane-${lane.title}`}>{t(`games:categories.${lane.title}`)}</h2>
          <VendorGrid cards={lane.cards.slice(0, 12)} />
        </section>
      ))}
    </div>
  );
}
