import type { GameCategory } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadFailure, RemoteView } from '../../../shared/remote/remote-view';
import { isPending } from '../../../shared/remote/remote';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { gamesIntents } from '../intents';
import { selectHot, selectHotRemote, selectLane, selectLanesRemote } from '../selectors';
import { GameGrid } from './game-grid';
import styles from './lobby.module.css';
import { SlotsLobby } from './slots-lobby';
import { VendorGrid } from './vendor-grid';

const CATEGORY_OF: Record<string, GameCategory> = {
  rng: 'RNG',
  live: 'LIVE',
  fish: 'FISH',
  pvp: 'PVP',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  cockfight: 'COCKFIGHT',
  inhouse: 'INHOUSE',
  elott: 'ELOTT',
};

/** The lobbies: /rng searches and pages 10,000 slots; the others list their vendors or games; /hot the hot ones. */
export function LobbyPage() {
  const path = useLocation().pathname.replace(/^\//, '');
  if (path === 'hot') return <HotLobby />;
  const category = CATEGORY_OF[path] ?? 'RNG';
  return category === 'RNG' ? <SlotsLobby /> : <CategoryLobby category={category} />;
}

/** A category's vendors; when the vendor list failed, why and Try again, never an empty category. */
function CategoryLobby({ category }: { category: GameCategory }) {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  const lane = useAppSelector(selectLane(category));
  const lanes = useAppSelector(selectLanesRemote);
  const body =
    lane && lane.cards.length > 0 ? (
      <VendorGrid cards={lane.cards} />
    ) : lanes.status === 'failed' ? (
      <LoadFailure
        title={t('games:loadFailed.vendors')}
        ns="games"
        error={lanes.error}
        retry={() => dispatch(gamesIntents.lanesRequested())}
      />
    ) : lanes.status === 'ready' ? (
      <p className="muted">{t('games:nothingHere')}</p>
    ) : (
      <p className="muted">{t('common.loading')}</p>
    );
  return (
    <div>
      <h1 className={styles.title}>{t(`games:categories.${category}`)}</h1>
      {body}
    </div>
  );
}

function HotLobby() {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  const hot = useAppSelector(selectHot);
  const load = useAppSelector(selectHotRemote);
  useEffect(() => {
    dispatch(gamesIntents.hotRequested());
  }, [dispatch]);
  return (
    <div>
      <h1 className={styles.title}>{t('games:categories.HOT')}</h1>
      {load.status === 'failed' ? (
        <LoadFailure title={t('games:loadFailed.hot')} ns="games" error={load.error} retry={() => dispatch(gamesIntents.hotRequested())} />
      ) : (
        <RemoteView remote={load} retry={() => dispatch(gamesIntents.hotRequested())} ns="games">
          <GameGrid games={hot} busy={isPending(load)} />
          {load.status === 'ready' && hot.length === 0 && <p className="muted">{t('games:nothingHere')}</p>}
        </RemoteView>
      )}
    </div>
  );
}
