import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { GameCard } from '../lobby/game-card';
import { VendorCardButton } from '../lobby/vendor-card-button';
import { gamesActions } from '../slice';
import { selectGames, selectMenuLanes } from '../selectors';

/** Home (chunk "index"): the notice, hot games, then each category's vendors or games. */
export function HomePage() {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useDispatch();
  const lanes = useSelector(selectMenuLanes);
  const { hot, notice } = useSelector(selectGames);
  useEffect(() => {
    dispatch(gamesActions.hotRequested());
  }, [dispatch]);
  return (
    <div className="home">
      {notice && notice.notice.length > 0 && (
        <p className="notice-bar" role="status">
          <span aria-hidden="true">📢</span> {notice.notice.map((n) => n.content).join('   ·   ')}
        </p>
      )}
      <h1 className="home__title">{t('home.title')}</h1>
      {/* Always laid out, so the rows below do not jump when the hot games arrive. */}
      <section aria-labelledby="hot-heading">
        <h2 id="hot-heading">{t('games:categories.HOT')}</h2>
        <ul className="game-grid game-grid--row" aria-busy={hot.length === 0}>
          {hot.slice(0, 12).map((g) => (
            <GameCard key={g.nodeId} game={g} />
          ))}
        </ul>
      </section>
      {lanes.map((lane) => (
        <section key={lane.title} aria-labelledby={`lane-${lane.title}`}>
          <h2 id={`lane-${lane.title}`}>{t(`games:categories.${lane.title}`)}</h2>
          <ul className="vendor-grid">
            {lane.cards.slice(0, 12).map((card) => (
              <VendorCardButton key={`${card.vassalage}-${card.nodeId ?? ''}`} card={card} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
