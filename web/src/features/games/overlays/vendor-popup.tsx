import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Modal } from '../../../shared/ui/modal';
import { gamesIntents } from '../intents';
import { selectPopup } from '../selectors';
import { gamesActions } from '../slice';
import { GameListItem, PopupList, RoomListItem } from './popup-list';

/** A FISH or PVP vendor's games or rooms, opened from its vendor card. */
export function VendorPopup() {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  const popup = useAppSelector(selectPopup);
  if (!popup) return null;
  return (
    <Modal title={popup.card.name} closeLabel={t('common.close')} onClose={() => dispatch(gamesActions.popupClosed())}>
      {(popup.status === 'loading' || popup.status === 'idle') && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {popup.status === 'failed' && (
        <LoadFailure
          title={t('games:loadFailed.popup')}
          ns="games"
          error={popup.error}
          retry={() => dispatch(gamesIntents.vendorOpened(popup.card))}
        />
      )}
      <PopupList>
        {popup.value.games.map((g) => (
          <GameListItem key={g.nodeId} game={g} />
        ))}
        {popup.value.rooms.map((r) => (
          <RoomListItem key={r.roomId} room={r} />
        ))}
      </PopupList>
    </Modal>
  );
}
