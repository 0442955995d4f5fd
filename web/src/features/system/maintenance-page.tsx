import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMessage } from '../../shared/ui/page-message';

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <main className="status-page">
      <PageMessage tone="warning" icon={<Settings size={40} />} title={t('status.maintenanceTitle')}>
        <p>{t('status.maintenanceText')}</p>
      </PageMessage>
    </main>
  );
}
