import { useTranslation } from 'react-i18next';
import type { ErrorInfo } from '../../../shared/http/api-error';
import type { GamesTexts } from '../texts/en';
import styles from './load-failure.module.css';
import { useLoadErrorText } from './use-load-error-text';

export type FailedList = keyof GamesTexts['loadFailed'];

/** A list that did not load: what failed, why, and Try again, which asks the saga for it once more. */
export function LoadFailure({ list, error, onRetry }: { list: FailedList; error: ErrorInfo | null; onRetry: () => void }) {
  const { t } = useTranslation(['common', 'games']);
  const why = useLoadErrorText();
  return (
    <div className={styles.failure} role="alert" data-failed-list={list}>
      <p className={styles.what}>{t(`games:loadFailed.${list}`)}</p>
      <p className={`muted ${styles.why}`}>{why(error)}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
