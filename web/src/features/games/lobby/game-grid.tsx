import type { Game } from '@portal/contracts';
import { GameCard } from './game-card';
import styles from './game-grid.module.css';

/** A grid of game cards; `row` is the home page's denser row. */
export function GameGrid({ games, row = false, busy }: { games: Game[]; row?: boolean; busy?: boolean }) {
  return (
    <ul className={row ? `${styles.grid} ${styles.row}` : styles.grid} aria-busy={busy}>
      {games.map((g) => (
        <GameCard key={g.nodeId} game={g} />
      ))}
    </ul>
  );
}
