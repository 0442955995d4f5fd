import type { Game } from '@portal/contracts';
import { Spade } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store/hooks';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { gamesIntents } from '../intents';
import type { Room } from '../types';
import styles from './popup-list.module.css';

/** A dialog's list of games or rooms; a click on one launches it. */
export function PopupList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}

/** A game in a popup list: its icon and name. */
export function GameListItem({ game }: { game: Game }) {
  const dispatch = useAppDispatch();
  return (
    <li>
      <button type="button" onClick={() => dispatch(gamesIntents.launchRequested(game))}>
        <LazyImage src={game.showIcon} alt="" width={48} height={48} />
        <span>{game.gameName}</span>
      </button>
    </li>
  );
}

/** A PVP room in a popup list: its name and how many play there. */
export function RoomListItem({ room }: { room: Room }) {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  return (
    <li>
      <button
        type="button"
        onClick={() => dispatch(gamesIntents.launchRequested({ roomId: room.roomId, vassalage: room.vassalage, gameType: 'PVP' }))}
      >
        <span className={styles.room}>
          <Spade aria-hidden="true" size={24} />
        </span>
        <span>
          {room.name} · {t('games:players', { count: room.players })}
        </span>
      </button>
    </li>
  );
}
