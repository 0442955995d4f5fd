import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '../../../shared/ui/modal';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { selectOverlay, selectSession } from '../selectors';
import { identityIntents } from '../session/session-intents';

export function LogoutConfirm() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useDispatch();
  const { pending } = useSelector(selectSession);
  const close = () => dispatch(overlayActions.closed());
  return (
    <Modal title={t('identity:prompt')} size="sm" closeLabel={t('identity:close')} onClose={close}>
      <p>{t('identity:sureToLogOut')}</p>
      <div className="modal__actions">
        <button type="button" className="button button--outline" onClick={close}>
          {t('identity:cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={pending === 'logout'}
          onClick={() => dispatch(identityIntents.logoutConfirmed())}
        >
          {t('identity:confirm')}
        </button>
      </div>
    </Modal>
  );
}

/** A message and one Confirm button that closes it. */
function MessageDialog({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useDispatch();
  const close = () => dispatch(overlayActions.closed());
  return (
    <Modal title={title} size="sm" closeLabel={t('identity:close')} onClose={close}>
      {children}
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={close}>
          {t('identity:confirm')}
        </button>
      </div>
    </Modal>
  );
}

export function RegisterSuccess() {
  const { t } = useTranslation(['common', 'identity']);
  return (
    <MessageDialog title={t('identity:registerSuccessTitle')}>
      <p>{t('identity:registerSuccessText')}</p>
    </MessageDialog>
  );
}

export function MobileAccountDialog() {
  const { t } = useTranslation(['common', 'identity']);
  const account = useSelector(selectOverlay).generatedAccount ?? '';
  return (
    <MessageDialog title={t('identity:mobileAccountTitle')}>
      <p data-testid="generated-account-text">{t('identity:mobileAccountText', { account })}</p>
      <p className="generated-account" data-testid="generated-account">
        {account}
      </p>
    </MessageDialog>
  );
}

/** Member and agent centre pages arrive with their own feature; until then the overlay says so. */
export function CentreOverlay() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useDispatch();
  const page = useSelector(selectOverlay).centrePage ?? 'memberCentre';
  const title = t(`identity.${page}`, { defaultValue: page });
  return (
    <Modal title={title} closeLabel={t('identity:close')} onClose={() => dispatch(overlayActions.closed())}>
      <p data-testid="centre-coming-soon">{t('identity:centreComingSoon', { page: title })}</p>
    </Modal>
  );
}
