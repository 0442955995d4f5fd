import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './parts.module.css';

/** One page at a time: previous, where we are, next. */
export function Pager({ page, total, busy, onChange }: { page: number; total: number; busy?: boolean; onChange: (page: number) => void }) {
  const { t } = useTranslation('agent-centre');
  if (total <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button
        type="button"
        className="icon-button"
        disabled={page <= 1 || busy}
        aria-label={t('pager.previous')}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" size={18} />
      </button>
      <span aria-live="polite" data-testid="pager-status">
        {t('pager.status', { page, total })}
      </span>
      <button
        type="button"
        className="icon-button"
        disabled={page >= total || busy}
        aria-label={t('pager.next')}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRight aria-hidden="true" size={18} />
      </button>
    </nav>
  );
}
