import { Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { lotteryIntents } from '../intents';
import { searchGroups, selectFavourites, selectGamesByCode, selectMenus, selectRecent } from '../selectors';
import type { LotteryMenu as Menu } from '../types';
import styles from './lottery-page.module.css';

const linkTo = (game: Menu) => `/lottery?${new URLSearchParams({ gameCode: game.gameCode, playType: game.defaultPlayType })}`;

/** The lottery menus by group, searchable, with the player's favourites and recent lotteries first. */
export function LotteryMenu({ selected }: { selected?: string }) {
  const { t } = useTranslation(['common', 'lottery']);
  const dispatch = useAppDispatch();
  const menus = useAppSelector(selectMenus);
  const recent = useAppSelector(selectRecent);
  const favouriteCodes = useAppSelector(selectFavourites);
  const byCode = useAppSelector(selectGamesByCode);
  const [search, setSearch] = useState('');
  const groups = useMemo(() => searchGroups(menus.value, search), [menus.value, search]);
  const favourites = favouriteCodes.map((code) => byCode.get(code)).filter((g): g is Menu => g !== undefined);

  const item = (game: Menu, list: string) => {
    const starred = favouriteCodes.includes(game.gameCode);
    return (
      <li key={`${list}-${game.gameCode}`} className={styles.item}>
        <Link to={linkTo(game)} className={styles.game} aria-current={game.gameCode === selected ? 'page' : undefined}>
          <span>{game.gameName}</span>
          {game.maintenance && <span className={styles.badge}>{t('lottery:maintenance')}</span>}
        </Link>
        <button
          type="button"
          className={styles.star}
          aria-pressed={starred}
          aria-label={t(starred ? 'lottery:unfavourite' : 'lottery:favourite', { name: game.gameName })}
          onClick={() => dispatch(lotteryIntents.favouriteToggled(game.gameCode))}
        >
          <Star aria-hidden="true" size={16} fill={starred ? 'currentColor' : 'none'} />
        </button>
      </li>
    );
  };

  return (
    <nav className={styles.menu} aria-label={t('lottery:menus')}>
      <input
        type="search"
        className={styles.search}
        placeholder={t('lottery:search')}
        aria-label={t('lottery:search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Link to="/lottery" className={styles.lobbyLink} aria-current={selected ? undefined : 'page'}>
        {t('lottery:lobby')}
      </Link>
      {!search && (
        <>
          <h2 className={styles.groupTitle}>{t('lottery:favourites')}</h2>
          {favourites.length ? (
            <ul className={styles.list}>{favourites.map((g) => item(g, 'fav'))}</ul>
          ) : (
            <p className={`muted ${styles.empty}`}>{t('lottery:noFavourites')}</p>
          )}
          {recent.length > 0 && (
            <>
              <h2 className={styles.groupTitle}>{t('lottery:recent')}</h2>
              <ul className={styles.list}>{recent.map((g) => item(g, 'recent'))}</ul>
            </>
          )}
        </>
      )}
      {menus.status === 'failed' && (
        <LoadFailure title={t('lottery:menusFailed')} error={menus.error} retry={() => dispatch(lotteryIntents.menusRetried('menus'))} />
      )}
      {menus.status === 'loading' && <span className="spinner" aria-hidden="true" />}
      {groups.map((group) => (
        <section key={group.gameGroupCode} aria-labelledby={`lottery-group-${group.gameGroupCode}`}>
          <h2 id={`lottery-group-${group.gameGroupCode}`} className={styles.groupTitle}>
            {group.labelName}
          </h2>
          <ul className={styles.list}>{group.gameMenus.map((g) => item(g, group.gameGroupCode))}</ul>
        </section>
      ))}
      {search && groups.length === 0 && <p className={`muted ${styles.empty}`}>{t('lottery:nothingFound')}</p>}
    </nav>
  );
}
