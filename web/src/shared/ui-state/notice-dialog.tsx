import { useTranslation } from 'react-i18next';
import { WhitelabelFlag } from '@portal/contracts';
import { accessActions, selectIsTrial } from '../access/access';
import { selectFlag } from '../system/system-selectors';
import { useErrorText } from '../i18n/use-error-text';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { Modal, ModalActions } from '../ui/modal';
import { overlayActions, selectOverlay } from './overlay-slice';

/**
 * The notice dialog any feature raises with overlayActions.noticeShown: a failure's code turned into
 * our text (its message as the fallback), or a text key, and one confirm button. It stacks above every modal.
 * A trial account's wall (spec 01, section 6: 'in_need_true_account', confirmed by 'in_increase_submit') offers
 * Register, which ends the trial and opens the registration, beside Cancel.
 */
export function NoticeDialog() {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectOverlay).notice;
  const trial = useAppSelector(selectIsTrial);
  const canRegister = useAppSelector(selectFlag(WhitelabelFlag.DirectRegister));
  if (!notice) return null;
  const trialWall = trial && canRegister && (notice.kind === 'trial' || notice.code === 'TRIAL_NOT_ALLOWED');
  const close = () => dispatch(overlayActions.noticeClosed());
  const text = notice.code
    ? errorText({ code: notice.code, message: notice.message })
    : t(notice.message, { defaultValue: notice.message });
  return (
    <Modal
      title={t(notice.kind === 'info' ? 'dialog.notice' : 'dialog.prompt')}
      size="sm"
      layer={2}
      closeLabel={t('common.close')}
      onClose={close}
    >
      <p data-testid="notice-message">{text}</p>
      <ModalActions>
        {trialWall ? (
          <>
            <button type="button" className="button button--outline" onClick={close}>
              {t('common.cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={() => dispatch(accessActions.registerInsteadRequested())}>
              {t('header.register')}
            </button>
          </>
        ) : (
          <button type="button" className="button button--primary" onClick={close}>
            {t('dialog.confirm')}
          </button>
        )}
      </ModalActions>
    </Modal>
  );
}
