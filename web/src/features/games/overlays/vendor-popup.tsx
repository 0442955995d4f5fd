import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Modal } from '../../../shared/ui/modal';
import { gamesIntents } from '../intents';
import { LoadFailure } from '../lobby/load-failure';
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
      {popup.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {popup.status === 'failed' && (
        <LoadFailure list="popup" error={popup.error} onRetry={() => dispatch(gamesIntents.vendorOpened(popup.card))} />
      )}
      <PopupList>
        {popup.games.map((g) => (
          <GameListItem key={g.nodeId} game={g} />
        ))}
        {popup.rooms.map((r) => (
          <RoomListItem key={r.roomId} room={r} />
        ))}
      </PopupList>
    </Modal>
  );
}
