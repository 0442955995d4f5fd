import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './pager.module.css';

type Props = {
  page: number;
  total: number;
  onChange: (page: number) => void;
  /** A page is on its way: both buttons wait. */ busy?: boolean;
};

/** One page at a time (spec 02 section 9: range 1): previous, where we are, next; nothing when all fits one page. */
export function Pager({ page, total, onChange, busy = false }: Props) {
  const { t } = useTranslation('common');
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
