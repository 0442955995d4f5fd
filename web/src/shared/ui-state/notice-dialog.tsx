import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/use-error-text';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { Modal, ModalActions } from '../ui/modal';
import { overlayActions, selectOverlay } from './overlay-slice';

/**
 * The notice dialog any feature raises with overlayActions.noticeShown: a failure's code turned into
 * our text (its message as the fallback), or a text key, and one confirm button. It stacks above every modal.
 */
export function NoticeDialog() {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectOverlay).notice;
  if (!notice) return null;
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
        <button type="button" className="button button--primary" onClick={close}>
          {t('dialog.confirm')}
        </button>
      </ModalActions>
    </Modal>
  );
}
