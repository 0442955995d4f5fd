import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Modal } from '../../../shared/ui/modal';
import { selectLaunchFailure } from '../selectors';
import { gamesActions } from '../slice';
import { GameListItem, PopupList } from './popup-list';
import { useGameErrorText } from './use-game-error-text';

/**
 * Why a game did not open, with games to try instead when it is under maintenance. The launch calls'
 * catalogue entries say alert: false, so this is the only dialog the failure shows (contracts/README.md).
 */
export function LaunchFailure() {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  const failure = useAppSelector(selectLaunchFailure);
  const errorText = useGameErrorText();
  if (!failure) return null;
  return (
    <Modal
      title={t('games:cannotLaunch')}
      size="sm"
      layer={2}
      closeLabel={t('common.close')}
      onClose={() => dispatch(gamesActions.launchFailureClosed())}
    >
      <p data-testid="launch-error">{errorText(failure.error)}</p>
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
