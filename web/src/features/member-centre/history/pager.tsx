import { useTranslation } from 'react-i18next';
import styles from './history.module.css';

/** Previous and next page, with where the player is; nothing when everything fits one page. */
export function Pager({ page, pages, busy, onPage }: { page: number; pages: number; busy: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation('member-centre');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('history.pages')}>
      <button type="button" className="button button--outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('history.previousPage')}
      </button>
      <span>{t('history.page', { page, pages })}</span>
      <button type="button" className="button button--outline" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {t('history.nextPage')}
      </button>
    </nav>
  );
}
