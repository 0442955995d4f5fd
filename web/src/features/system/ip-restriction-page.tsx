import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMessage } from '../../shared/ui/page-message';
import { openServiceEntry, pickServiceEntry } from '../../shared/system/open-customer-service';
import { selectCustomerService, selectLocation } from '../../shared/system/system-selectors';
import { useAppSelector } from '../../shared/store/hooks';

export function IpRestrictionPage() {
  const { t } = useTranslation();
  const location = useAppSelector(selectLocation);
  const service = useAppSelector(selectCustomerService);
  return (
    <main className="status-page">
      <PageMessage
        tone="error"
        icon={<Ban size={40} />}
        title={t('status.restrictionTitle')}
        subtitle={t('status.restrictionHeading')}
        actions={
          <button type="button" className="button button--primary" onClick={() => void openServiceEntry(pickServiceEntry(service))}>
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
