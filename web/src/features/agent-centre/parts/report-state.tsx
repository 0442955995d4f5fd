import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorInfo } from '../../../shared/http/api-error';
import type { LoadStatus } from '../types';
import styles from './parts.module.css';

/** A failure as the agent centre words it: our text for a known code, else the server's message. */
export function useFailureText() {
  const { t } = useTranslation(['agent-centre', 'common']);
  return (error: ErrorInfo | null | undefined) =>
    error ? t(`errors.${error.code}` as 'errors.NETWORK_ERROR', { defaultValue: error.message }) : '';
}

/** A report not there yet says so; a failed one offers Try again; otherwise the report itself. */
export function ReportState({
  report,
  retry,
  children,
}: {
  report: { status: LoadStatus; error: ErrorInfo | null; value: unknown } | undefined;
  retry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['agent-centre', 'common']);
  const failureText = useFailureText();
  if (report?.status === 'failed')
    return (
      <div className={styles.failed} role="alert">
        <p>
          {t('common:common.loadFailed')} {failureText(report.error)}
        </p>
        <button type="button" className="button button--outline" onClick={retry}>
          {t('common:common.retry')}
        </button>
      </div>
    );
  if (!report?.value)
    return (
      <p className="muted" role="status">
        {t('common:common.loading')}
      </p>
    );
  return <>{children}</>;
}
