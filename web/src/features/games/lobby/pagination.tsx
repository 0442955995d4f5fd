import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './pagination.module.css';

/** Pages around the current one (range 3) plus the first and last (margin 1), with gaps between. */
export function pageItems(current: number, total: number, range = 3, margin = 1): (number | 'gap')[] {
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) pages.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) pages.add(p);
  const start = Math.max(1, current - Math.floor(range / 2));
  for (let p = start; p < start + range && p <= total; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? ['gap' as const, p] : [p]));
}

export function Pagination({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation(['common', 'games']);
  if (total <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('games:pages')}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('games:previous')}>
        <ChevronLeft aria-hidden="true" size={18} />
      </button>
      {pageItems(page, total).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className={styles.gap} aria-hidden="true">
            <Ellipsis size={18} />
          </span>
        ) : (
          <button key={item} type="button" aria-current={item === page ? 'page' : undefined} onClick={() => onChange(item)}>
            {item}
          </button>
        ),
      )}
      <button type="button" disabled={page >= total} onClick={() => onChange(page + 1)} aria-label={t('games:next')}>
        <ChevronRight aria-hidden="true" size={18} />
      </button>
    </nav>
  );
}
