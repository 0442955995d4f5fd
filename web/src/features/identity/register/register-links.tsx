import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerServiceRequested } from '../../../shared/system/customer-service-link';
import { useAppDispatch } from '../../../shared/store/hooks';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { FormTips } from '../form-parts';

/** Under the registration form: 'already have an account', home, customer service, user protocol. */
export function RegisterLinks() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  return (
    <FormTips
      links={
        <>
          <Link to="/" onClick={() => dispatch(overlayActions.closed())}>
            {t('common:common.home')}
          </Link>
          <button type="button" className="link-button" onClick={() => dispatch(customerServiceRequested())}>
            {t('common:common.customerService')}
          </button>
          <Link to="/help" onClick={() => dispatch(overlayActions.closed())}>
            {t('identity:userProtocol')}
          </Link>
        </>
      }
    >
      <p>
        {t('identity:haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => dispatch(overlayActions.opened('login'))}>
          {t('identity:loginNow')}
        </button>
      </p>
    </FormTips>
  );
}
