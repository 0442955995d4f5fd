import type { Game } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectFavourites } from '../selectors';
import { GameCard } from './game-card';
import styles from './game-grid.module.css';

/** A grid of game cards; `row` is the home page's denser row. A star change that failed says why above it. */
export function GameGrid({ games, row = false, busy }: { games: Game[]; row?: boolean; busy?: boolean }) {
  return (
    <>
      <StarFailure />
      <ul className={row ? `${styles.grid} ${styles.row}` : styles.grid} aria-busy={busy}>
        {games.map((g) => (
          <GameCard key={g.nodeId} game={g} />
        ))}
      </ul>
    </>
  );
}

/** A star (or unstar) the server refused: the star is back as it was; this says why. */
function StarFailure() {
  const { t } = useTranslation('games');
  const errorText = useErrorText('games');
  const favourites = useAppSelector(selectFavourites);
  // A failed change carries what was asked (query); a failed read of the stars leaves them empty quietly.
  if (favourites.status !== 'failed' || !favourites.query) return null;
  return (
    <p className="muted" role="alert" data-testid="star-failure">
      {t(favourites.query.on ? 'starFailed' : 'unstarFailed')} {errorText(favourites.error)}
    </p>
  );
}
