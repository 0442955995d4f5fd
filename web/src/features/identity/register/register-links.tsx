import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { openCustomerService } from '../../../shared/site/open-customer-service';
import { selectCustomerService } from '../../../shared/site/site-selectors';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { FormTips } from '../form-parts';

/** Under the registration form: 'already have an account', home, customer service, user protocol. */
export function RegisterLinks() {
  const { t } = useTranslation(['common', 'identity']);
  const dispatch = useAppDispatch();
  const service = useAppSelector(selectCustomerService);
  return (
    <FormTips
      links={
        <>
          <Link to="/" onClick={() => dispatch(overlayActions.closed())}>
            {t('identity:home')}
          </Link>
          <button type="button" className="link-button" onClick={() => void openCustomerService(service)}>
            {t('identity:customerService')}
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
