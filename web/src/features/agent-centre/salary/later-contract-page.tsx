import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Dividend, hourly and real-time salary: their entries show only when a site switches their module on,
 * and this release of the fake has none of them yet, so this page says so plainly.
 */
export function LaterContractPage() {
  const { t } = useTranslation('agent-centre');
  return (
    <div className="muted" style={{ display: 'grid', justifyItems: 'center', gap: '0.5rem', padding: '3rem 1rem', textAlign: 'center' }}>
      <Clock aria-hidden="true" size={36} />
      <p>{t('later')}</p>
    </div>
  );
}
