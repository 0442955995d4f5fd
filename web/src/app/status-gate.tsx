import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IpRestrictionPage } from '../features/system/ip-restriction-page';
import { MaintenancePage } from '../features/system/maintenance-page';
import { selectSiteName, selectSystem } from '../shared/system/system-selectors';
import { systemActions } from '../shared/system/system-slice';
import { PageMessage } from '../shared/ui/page-message';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';

/** Status 0 renders the app, 1 the maintenance page, 2 the IP restriction page (spec 01, 2.2). */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { phase, status, error } = useAppSelector(selectSystem);

  // The app's start asks for the status before the first render (bootstrap); a gate mounted without it asks here.
  const asked = phase !== 'idle';
  useEffect(() => {
    if (!asked) dispatch(systemActions.statusRequested());
  }, [asked, dispatch]);

  // The status pages render outside the routes, so they name the tab here (the routes do in app-root).
  const siteName = useAppSelector(selectSiteName);
  const statusTitle = status === 1 ? t('status.maintenanceTitle') : status === 2 ? t('status.restrictionTitle') : null;
  useEffect(() => {
    if (phase === 'ready' && statusTitle) document.title = [statusTitle, siteName].filter(Boolean).join(' | ');
  }, [phase, statusTitle, siteName]);

  if (phase === 'idle' || phase === 'loading') {
    return (
      <div className="splash">
        {/* One unit: the spinner and its text stay together in the middle of the screen. */}
        <p className="splash__unit" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" /> {t('common.loading')}
        </p>
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
