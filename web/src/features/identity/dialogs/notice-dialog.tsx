import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '../../../shared/ui/modal';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { selectOverlay } from '../selectors';

/** The warning dialog: a server message or a catalogue key, and one confirm button. */
export function NoticeDialog() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useDispatch();
  const notice = useSelector(selectOverlay).notice;
  if (!notice) return null;
  const close = () => dispatch(overlayActions.noticeClosed());
  return (
    <Modal
      title={t(notice.kind === 'info' ? 'identity:notice' : 'identity:prompt')}
      size="sm"
      layer={2}
      closeLabel={t('identity:close')}
      onClose={close}
    >
      <p data-testid="notice-message">{t(notice.message, { defaultValue: notice.message })}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={close}>
          {notice.kind === 'trial' ? t('identity:inIncreaseSubmit') : t('identity:confirm')}
        </button>
      </div>
    </Modal>
  );
}
