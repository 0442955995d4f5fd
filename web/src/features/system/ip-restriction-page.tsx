import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { PageMessage } from '../../shared/ui/page-message';
import { openCustomerService } from '../../shared/site/open-customer-service';
import { selectCustomerService, selectLocation } from '../../shared/site/site-selectors';

export function IpRestrictionPage() {
  const { t } = useTranslation();
  const location = useSelector(selectLocation);
  const service = useSelector(selectCustomerService);
  return (
    <main className="status-page">
      <PageMessage
        tone="error"
        icon="⛔"
        title={t('status.restrictionTitle')}
        subtitle={t('status.restrictionHeading')}
        actions={
          <button type="button" className="button button--primary" onClick={() => void openCustomerService(service)}>
            {t('common.contactUs')}
          </button>
        }
      >
        <p className="status-page__ip">{t('status.yourIp', { ip: location?.ip ?? '-', country: location?.country ?? '-' })}</p>
        <p>{t('status.restrictionText')}</p>
      </PageMessage>
    </main>
  );
}
