import type { Game } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { gamesActions } from '../slice';
import { selectFavouriteIds } from '../selectors';

/** One game: its icon (lazy, with fallback), name, favourite star, and a click that launches it. */
export function GameCard({ game }: { game: Game }) {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useDispatch();
  const favourite = useSelector(selectFavouriteIds).includes(game.nodeId);
  return (
    <li className="game-card" data-testid="game-card">
      <button
        type="button"
        className="game-card__play"
        onClick={() => dispatch(gamesActions.launchRequested(game))}
        title={t('games:play', { name: game.gameName })}
      >
        <LazyImage src={game.showIcon} alt="" width={160} height={160} className="game-card__icon" />
        <span className="game-card__name">{game.gameName}</span>
        <span className="game-card__meta">
          {game.vassalage} · {t('games:minBet', { amount: game.minBet })}
        </span>
        {game.isHot === 1 && <span className="game-card__hot">{t('games:hot')}</span>}
      </button>
      <button
        type="button"
        className={`game-card__star ${favourite ? 'game-card__star--on' : ''}`}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'games:unfavourite' : 'games:favourite', { name: game.gameName })}
        onClick={() => dispatch(gamesActions.favouriteToggled(game))}
      >
        {favourite ? '★' : '☆'}
      </button>
    </li>
  );
}
