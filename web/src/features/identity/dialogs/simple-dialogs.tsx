import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { selectWelcomeBonus } from '../../../shared/system/system-selectors';
import { Modal, ModalActions } from '../../../shared/ui/modal';
import { overlayActions, selectOverlay } from '../../../shared/ui-state/overlay-slice';
import { identityIntents } from '../intents';
import { selectPendingForm } from '../session/selectors';
import styles from './simple-dialogs.module.css';

export function LogoutConfirm() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingForm);
  const close = () => dispatch(overlayActions.closed());
  return (
    <Modal title={t('identity:prompt')} size="sm" closeLabel={t('common:common.close')} onClose={close}>
      <p>{t('identity:sureToLogOut')}</p>
      <ModalActions>
        <button type="button" className="button button--outline" onClick={close}>
          {t('common:common.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={pending === 'logout'}
          onClick={() => dispatch(identityIntents.logoutConfirmed())}
        >
          {t('common:common.confirm')}
        </button>
      </ModalActions>
    </Modal>
  );
}

/** A message and one Confirm button that closes it. */
function MessageDialog({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const close = () => dispatch(overlayActions.closed());
  return (
    <Modal title={title} size="sm" closeLabel={t('common:common.close')} onClose={close}>
      {children}
      <ModalActions>
        <button type="button" className="button button--primary" onClick={close}>
          {t('common:common.confirm')}
        </button>
      </ModalActions>
    </Modal>
  );
}

export function RegisterSuccess() {
  const { t } = useTranslation(['common', 'identity']);
  const bonus = useAppSelector(selectWelcomeBonus);
  return (
    <MessageDialog title={t('identity:registerSuccessTitle')}>
      <p>{bonus ? t('identity:registerSuccessText', { amount: bonus }) : t('identity:registerSuccessTextUnnamed')}</p>
    </MessageDialog>
  );
}

export function MobileAccountDialog() {
  const { t } = useTranslation(['common', 'identity']);
  const account = useAppSelector(selectOverlay).generatedAccount ?? '';
  return (
    <MessageDialog title={t('identity:mobileAccountTitle')}>
      <p data-testid="generated-account-text">{t('identity:mobileAccountText', { account })}</p>
      <p className={styles.generatedAccount} data-testid="generated-account">
        {account}
      </p>
    </MessageDialog>
  );
}

/** The agent centre and the rank page arrive with their own features; until then the overlay says so (the member centre has its own). */
export function CentreOverlay() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectOverlay).centrePage ?? 'memberCentre';
  const title = t(`identity:${page}` as 'identity:memberCentre', { defaultValue: page });
  return (
    <Modal title={title} closeLabel={t('common:common.close')} onClose={() => dispatch(overlayActions.closed())}>
      <p data-testid="centre-coming-soon">{t('identity:centreComingSoon', { page: title })}</p>
    </Modal>
  );
}
