import { GameCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { useFormat } from '../../../shared/i18n/use-format';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { Modal } from '../../../shared/ui/modal';
import { selectLaunchFailure } from '../selectors';
import { gamesActions, type FailedLaunch } from '../slice';
import { GameListItem, PopupList } from './popup-list';

/** "Maintenance from … until …", or the one end the backend gave; nothing without a window. */
function MaintenanceWindow({ window }: { window: FailedLaunch['window'] }) {
  const { t } = useTranslation('games');
  // A moment of the window as the player reads dates: their language, their device's time zone.
  const { dateTime: moment } = useFormat();
  if (!window) return null;
  const { startTime, endTime } = window;
  const text =
    startTime !== undefined && endTime !== undefined
      ? t('maintenanceWindow', { start: moment(startTime), end: moment(endTime) })
      : endTime !== undefined
        ? t('maintenanceUntil', { end: moment(endTime) })
        : t('maintenanceSince', { start: moment(startTime!) });
  return <p data-testid="maintenance-window">{text}</p>;
}

/**
 * Why a game did not open: under maintenance with its window and games to try instead; a balance too small
 * to play with a Deposit button. The launch calls' catalogue entries say alert: false, so this is the only
 * dialog the failure shows (contracts/README.md). A session that is over never reaches it (saga.ts).
 */
export function LaunchFailure() {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  const failure = useAppSelector(selectLaunchFailure);
  const errorText = useErrorText('games');
  if (!failure) return null;
  const close = () => dispatch(gamesActions.launchFailureClosed());
  const deposit = () => {
    close();
    dispatch(overlayActions.memberCentreOpened('depositv2'));
  };
  return (
    <Modal title={t('games:cannotLaunch')} size="sm" layer={2} closeLabel={t('common.close')} onClose={close}>
      <p data-testid="launch-error">{errorText(failure.error)}</p>
      <MaintenanceWindow window={failure.window} />
      {failure.error.code === GameCode.BalanceNotEnough && (
        <button type="button" className="button button--primary" onClick={deposit}>
          {t('games:deposit')}
        </button>
      )}
      {failure.recommended.length > 0 && (
        <>
          <p className="muted">{t('games:tryInstead')}</p>
          <PopupList>
            {failure.recommended.map((g) => (
              <GameListItem key={g.nodeId} game={g} />
            ))}
          </PopupList>
        </>
      )}
    </Modal>
  );
}
