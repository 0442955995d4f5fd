import type { Game } from '@portal/contracts';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { gamesIntents } from '../intents';
import { selectFavouriteIds } from '../selectors';
import styles from './game-card.module.css';

/**
 * One game: its icon (lazy, with fallback), name, favourite star, and a click that launches it. A game under
 * maintenance (the list's `maintenance`) says so on its card; a click still asks, and the launch's answer offers
 * the games to play instead (launch-failure.tsx).
 */
export function GameCard({ game }: { game: Game }) {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  const favourite = useAppSelector(selectFavouriteIds).includes(game.nodeId);
  // game-card__play and game-card__name are what the e2e tests find a card's parts by.
  return (
    <li className={styles.card} data-testid="game-card">
      <button
        type="button"
        className={`${styles.play} game-card__play`}
        onClick={() => dispatch(gamesIntents.launchRequested(game))}
        title={game.maintenance ? t('games:keys.playUnderMaintenance', { name: game.gameName }) : t('games:play', { name: game.gameName })}
      >
        <LazyImage src={game.showIcon} alt="" width={160} height={160} className={styles.icon} />
        <span className={`${styles.name} game-card__name`}>{game.gameName}</span>
        <span className={styles.meta}>
          {game.vassalage} · {t('games:minBet', { amount: game.minBet })}
        </span>
        {game.maintenance ? (
          <span className={styles.maintenance}>{t('games:keys.maintenance')}</span>
        ) : (
          game.isHot === 1 && <span className={styles.hot}>{t('games:hot')}</span>
        )}
      </button>
      <button
        type="button"
        className={favourite ? `${styles.star} ${styles.starOn}` : styles.star}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'games:unfavourite' : 'games:favourite', { name: game.gameName })}
        onClick={() => dispatch(gamesIntents.favouriteToggled(game))}
      >
        <Star aria-hidden="true" size={16} fill={favourite ? 'currentColor' : 'none'} />
      </button>
    </li>
  );
}
