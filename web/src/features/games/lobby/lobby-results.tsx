import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPending } from '../../../shared/remote/remote';
import { LoadFailure } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { gamesIntents } from '../intents';
import { selectLobby, selectLobbyShown } from '../selectors';
import { GameGrid } from './game-grid';
import styles from './lobby.module.css';
import { Pagination } from './pagination';

/** The lobby's games with their count, or why there are none: a failure with Try again, an empty search, an empty view. */
export function LobbyResults({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  const { status, query: ask, error, loaded } = useAppSelector(selectLobby);
  // In the Favourites view a game unstarred here leaves at once, and the count with it.
  const { games, totalCount, totalPages } = useAppSelector(selectLobbyShown);
  const view = ask?.view ?? 'all';
  const searched = ask?.query.gameName;
  const shown = status === 'ready' || (status === 'refreshing' && loaded);
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
        {shown && t('games:count', { count: totalCount })}
        {(status === 'loading' || status === 'idle') && t('common.loading')}
      </p>
      {status === 'failed' ? (
        <LoadFailure
          title={t(`games:loadFailed.${view === 'all' ? 'games' : view}`)}
          ns="games"
          error={error}
          retry={() => dispatch(gamesIntents.lobbyRetried())}
        />
      ) : (
        <>
          <GameGrid games={games} busy={isPending({ status })} />
          {status === 'ready' && games.length === 0 && <p className="muted">{empty}</p>}
          <Pagination page={page} total={totalPages} onChange={toPage} />
        </>
      )}
    </>
  );
}
