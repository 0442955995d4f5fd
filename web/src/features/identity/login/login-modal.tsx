import { WhitelabelFlag } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { selectFlag } from '../../../shared/system/system-selectors';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Modal } from '../../../shared/ui/modal';
import { overlayActions, selectOverlay } from '../../../shared/ui-state/overlay-slice';
import { RegisterForm } from '../register/register-form';
import { LoginForm } from './login-form';

/** The login popup with its login and register tabs (modal type login or register). */
export function LoginModal() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const { modal } = useAppSelector(selectOverlay);
  const canRegister = useAppSelector(selectFlag(WhitelabelFlag.DirectRegister));
  const type = modal === 'register' && canRegister ? 'register' : 'login';
  return (
    <Modal
      title={t(type === 'login' ? 'identity:login' : 'identity:register')}
      closeLabel={t('common:common.close')}
      onClose={() => dispatch(overlayActions.closed())}
    >
      {canRegister && (
        <div className="tabs" role="tablist" aria-label={t('identity:login')}>
          <button
            type="button"
            role="tab"
            aria-selected={type === 'login'}
            className="tabs__tab"
            onClick={() => dispatch(overlayActions.opened('login'))}
          >
            {t('identity:login')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={type === 'register'}
            className="tabs__tab"
            onClick={() => dispatch(overlayActions.opened('register'))}
          >
            {t('identity:registerTab')}
          </button>
        </div>
      )}
      {type === 'login' ? <LoginForm /> : <RegisterForm />}
    </Modal>
  );
}
