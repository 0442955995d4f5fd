import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorInfo } from '../http/api-error';
import { useErrorText } from '../i18n/use-error-text';
import type { Namespace } from '../i18n/namespaces';
import type { Remote } from './remote';
import styles from './remote-view.module.css';

type Props = {
  remote: Pick<Remote<unknown>, 'status' | 'error' | 'loaded'> | undefined;
  /** Try again: asks for the value once more. */
  retry: () => void;
  /** The feature whose `errors` word a failure's code before common's. */
  ns?: Namespace;
  children: ReactNode;
};

/**
 * The one status view of a data view: "Loading…" until the value is first read; a failure with its text and
 * Try again; otherwise the view itself (kept while it refreshes, with the failure above it if a refresh failed).
 */
export function RemoteView({ remote, retry, ns, children }: Props) {
  const { t } = useTranslation('common');
  if (remote?.status === 'failed') {
    const failure = <LoadFailure error={remote.error} retry={retry} ns={ns} />;
    if (!remote.loaded) return failure;
    return (
      <>
        {failure}
        {children}
      </>
    );
  }
  if (!remote?.loaded)
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  return <>{children}</>;
}

/** "This could not be loaded." (or what did not load: `title`) with why, and Try again. */
export function LoadFailure({ error, retry, ns, title }: { error: ErrorInfo | null; retry: () => void; ns?: Namespace; title?: string }) {
  const { t } = useTranslation('common');
  const errorText = useErrorText(ns);
  return (
    <div className={styles.failed} role="alert">
      <p>
        {title ?? t('common.loadFailed')} <span className="muted">{errorText(error) ?? ''}</span>
      </p>
      <button type="button" className="button button--outline" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
