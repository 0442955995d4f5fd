import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { gamesIntents } from '../intents';
import { selectLobby } from '../selectors';
import { GameGrid } from './game-grid';
import { LoadFailure } from './load-failure';
import styles from './lobby.module.css';
import { Pagination } from './pagination';

/** The lobby's games with their count, or why there are none: a failure with Try again, an empty search, an empty view. */
export function LobbyResults({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  const { status, view, query, games, totalCount, totalPages, error } = useAppSelector(selectLobby);
  const searched = query?.gameName;
  // Another page starts at the top of the list, not where the pager was.
  const top = useRef<HTMLParagraphElement>(null);
  const toPage = (next: number) => {
    onPage(next);
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const empty =
    view === 'favourites'
      ? t('games:noFavourites')
      : view === 'recent'
        ? t('games:noRecent')
        : searched
          ? t('games:noMatch', { query: searched })
          : t('games:nothingHere');
  return (
    <>
      <p ref={top} className={`muted ${styles.count}`} aria-live="polite">
        {status === 'ready' && t('games:count', { count: totalCount })}
        {(status === 'loading' || status === 'idle') && t('common.loading')}
      </p>
      {status === 'failed' ? (
        <LoadFailure list={view === 'all' ? 'games' : view} error={error} onRetry={() => dispatch(gamesIntents.lobbyRetried())} />
      ) : (
        <>
          <GameGrid games={games} busy={status !== 'ready'} />
          {status === 'ready' && games.length === 0 && <p className="muted">{empty}</p>}
          <Pagination page={page} total={totalPages} onChange={toPage} />
        </>
      )}
    </>
  );
}
