import type { Game } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { LazyImage } from '../../shared/ui/lazy-image';
import { Modal } from '../../shared/ui/modal';
import { gamesActions } from './slice';
import { selectGames } from './selectors';
import { AnnouncementPopup } from './home/announcement-popup';

/** The VASSALAGE popup list, the launch failure (with games to try instead) and the announcements. */
export function GameOverlays() {
  return (
    <>
      <VendorPopup />
      <LaunchFailure />
      <AnnouncementPopup />
    </>
  );
}

function VendorPopup() {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useDispatch();
  const { popup } = useSelector(selectGames);
  if (!popup) return null;
  const close = () => dispatch(gamesActions.popupClosed());
  return (
    <Modal title={popup.card.name} closeLabel={t('common.close')} onClose={close}>
      {popup.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {popup.status === 'failed' && <p className="form-error">{t('common.networkError')}</p>}
      <ul className="popup-list">
        {popup.games.map((g) => (
          <GameListItem key={g.nodeId} game={g} />
        ))}
        {popup.rooms.map((r) => (
          <li key={r.roomId}>
            <button
              type="button"
              onClick={() => dispatch(gamesActions.launchRequested({ roomId: r.roomId, vassalage: r.vassalage, gameType: 'PVP' }))}
            >
              <span className="popup-list__room">♠</span>
              <span>
                {r.name} · {t('games:players', { count: r.players })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

function LaunchFailure() {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useDispatch();
  const { launch } = useSelector(selectGames);
  if (launch.status !== 'failed') return null;
  return (
    <Modal
      title={t('games:cannotLaunch')}
      size="sm"
      layer={2}
      closeLabel={t('common.close')}
      onClose={() => dispatch(gamesActions.launchSettled())}
    >
      <p data-testid="launch-error">{launch.message}</p>
      {launch.recommended.length > 0 && (
        <>
          <p className="muted">{t('games:tryInstead')}</p>
          <ul className="popup-list">
            {launch.recommended.map((g) => (
              <GameListItem key={g.nodeId} game={g} />
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}

/** A game in a popup list: its icon and name; a click launches it. */
function GameListItem({ game }: { game: Game }) {
  const dispatch = useDispatch();
  return (
    <li>
      <button type="button" onClick={() => dispatch(gamesActions.launchRequested(game))}>
        <LazyImage src={game.showIcon} alt="" width={48} height={48} />
        <span>{game.gameName}</span>
      </button>
    </li>
  );
}
