import type { RedemptionStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { accessActions } from '../../../shared/access/access';
import { useAppDispatch } from '../../../shared/store/hooks';
import styles from './points-mall-page.module.css';

/** What a visitor sees where a player's own part would be: why, and the login button. */
export function LoginPrompt({ text }: { text: string }) {
  const { t } = useTranslation(['points-mall', 'common']);
  const dispatch = useAppDispatch();
  return (
    <div className={styles.notice}>
      <p>{text}</p>
      <button type="button" className="button button--primary" onClick={() => dispatch(accessActions.loginPromptRequested())}>
        {t('login')}
      </button>
    </div>
  );
}

export function StatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation(['points-mall', 'common']);
  return (
    <span className={`${styles.status} ${styles[status]}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

/** Previous and next page, with where the list stands. */
export function Pager({ pageNo, totalPages, onPage }: { pageNo: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(['points-mall', 'common']);
  if (totalPages <= 1) return null;
  return (
    <div className={styles.pager}>
      <button type="button" className="button button--outline" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('previous')}
      </button>
      <span className="muted">{t('page', { page: pageNo, pages: totalPages })}</span>
      <button type="button" className="button button--outline" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {t('next')}
      </button>
    </div>
  );
}
