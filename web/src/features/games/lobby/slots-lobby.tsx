import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { gamesIntents } from '../intents';
import { selectClassify, selectLanesRemote } from '../selectors';
import type { LobbyView } from '../types';
import { LobbyResults } from './lobby-results';
import styles from './lobby.module.css';
import { slotsLobbyAsk } from './lobby-vendor';
import { useLobbyVendor } from './use-lobby-vendor';

/** The slots lobby: vendor tabs (page selects the tab, vassalage names the vendor), search, filter, paging. */
export function SlotsLobby() {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const { vendors: vendorsOfLane, vassalage, ready, notice } = useLobbyVendor();
  const lanes = useAppSelector(selectLanesRemote);
  const classify = useAppSelector(selectClassify);
  const view = (params.get('view') as LobbyView | null) ?? 'all';
  const pageNo = Math.max(1, Number(params.get('p') ?? 1) || 1);
  const gameClassify = params.get('classify') ?? undefined;
  const [search, setSearch] = useState(params.get('q') ?? '');

  useEffect(() => {
    // A link still being checked against the vendors, or being corrected, asks for nothing yet.
    if (!ready) return;
    dispatch(gamesIntents.lobbyQueried(slotsLobbyAsk(params, vassalage)));
  }, [dispatch, ready, vassalage, params]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (!('p' in changes)) next.delete('p');
    setParams(next);
  };
  const classifications = vassalage ? (classify.RNG?.[vassalage] ?? []) : [...new Set(Object.values(classify.RNG ?? {}).flat())].sort();

  return (
    <div>
      <h1 className={styles.title}>{t('games:categories.RNG')}</h1>
      <div className={`tabs ${styles.vendorTabs}`} role="tablist" aria-label={t('games:vendors')}>
        <button
          type="button"
          role="tab"
          aria-selected={!vassalage}
          className="tabs__tab"
          onClick={() => update({ vassalage: null, page: null, all: '1' })}
        >
          {t('games:all')}
        </button>
        {vendorsOfLane.map((card, i) => (
          <button
            key={card.vassalage}
            type="button"
            role="tab"
            aria-selected={vassalage === card.vassalage}
            className="tabs__tab"
            onClick={() => update({ vassalage: card.vassalage, page: String(i + 2), all: null })}
          >
            {card.name}
          </button>
        ))}
      </div>
      {lanes.status === 'failed' && (
        <LoadFailure
          title={t('games:loadFailed.vendors')}
          ns="games"
          error={lanes.error}
          retry={() => dispatch(gamesIntents.lanesRequested())}
        />
      )}
      {notice && (
        <p className={styles.notice} role="status">
          {t(notice.param === 'vassalage' ? 'games:unknownVendor' : 'games:unknownTab', { value: notice.value })}
        </p>
      )}
      <div className={styles.toolbar}>
        <input
          type="search"
          className={styles.search}
          aria-label={t('games:search')}
          placeholder={t('games:search')}
          value={search}
          maxLength={64}
          onChange={(e) => {
            setSearch(e.target.value);
            update({ q: e.target.value.trim() || null });
          }}
        />
        <select aria-label={t('games:filter')} value={gameClassify ?? ''} onChange={(e) => update({ classify: e.target.value || null })}>
          <option value="">{t('games:allTypes')}</option>
          {classifications.map((c) => (
            <option key={c} value={c}>
              {t(`games:classify.${c}`, { defaultValue: c })}
            </option>
          ))}
        </select>
        <div className={styles.segmented} role="group" aria-label={t('games:show')}>
          {(['all', 'favourites', 'recent'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => update({ view: v === 'all' ? null : v })}>
              {t(`games:views.${v}`)}
            </button>
          ))}
        </div>
      </div>
      <LobbyResults page={pageNo} onPage={(p) => update({ p: String(p) })} />
    </div>
  );
}
