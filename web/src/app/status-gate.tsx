import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IpRestrictionPage } from '../features/system/ip-restriction-page';
import { MaintenancePage } from '../features/system/maintenance-page';
import { selectSystem } from '../shared/site/site-selectors';
import { systemActions } from '../shared/site/site-slice';
import { PageMessage } from '../shared/ui/page-message';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';

/** Status 0 renders the app, 1 the maintenance page, 2 the IP restriction page (spec 01, 2.2). */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { phase, status, error } = useAppSelector(selectSystem);

  useEffect(() => {
    dispatch(systemActions.statusRequested());
  }, [dispatch]);

  if (phase === 'idle' || phase === 'loading') {
    return (
      <div className="splash" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" /> {t('common.loading')}
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <main className="status-page">
        <PageMessage
          tone="error"
          icon="!"
          title={t('status.loadFailedTitle')}
          actions={
            <button type="button" className="button button--primary" onClick={() => dispatch(systemActions.statusRequested())}>
              {t('common.retry')}
            </button>
          }
        >
          <p>{error?.code === 'NETWORK_ERROR' ? t('common.networkError') : error?.message}</p>
        </PageMessage>
      </main>
    );
  }
  if (status === 1) return <MaintenancePage />;
  if (status === 2) return <IpRestrictionPage />;
  return <>{children}</>;
}
