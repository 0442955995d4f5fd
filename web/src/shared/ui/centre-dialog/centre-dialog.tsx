import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Modal } from '../modal';
import styles from './centre-dialog.module.css';

/** A menu entry: its page, its words, and a count beside them when there is one (with its spoken label). */
export type CentreEntry<P extends string> = { page: P; label: string; badge?: { count: number; label: string } };

type Props<P extends string> = {
  title: string;
  closeLabel: string;
  menuLabel: string;
  entries: CentreEntry<P>[];
  active: P;
  onOpen: (page: P) => void;
  onClose: () => void;
  /** The page shown, under its entry's words as its heading. */
  children: ReactNode;
  /** A control beside the page's heading (the agent centre's Refresh). */
  pageAction?: ReactNode;
};

/**
 * The member and agent centres' dialog (spec 02, section 2): a title, the menu of pages with the active one
 * highlighted, the page on the right, a close button. On a phone the menu is a strip above the page that
 * keeps the active entry in sight.
 */
export function CentreDialog<P extends string>({
  title,
  closeLabel,
  menuLabel,
  entries,
  active,
  onOpen,
  onClose,
  children,
  pageAction,
}: Props<P>) {
  const menu = useRef<HTMLElement>(null);
  const headingId = useId();
  useEffect(() => {
    menu.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const current = entries.find((e) => e.page === active);
  return (
    <Modal title={title} size="lg" closeLabel={closeLabel} onClose={onClose}>
      <div className={styles.centre}>
        <nav ref={menu} className={styles.menu} aria-label={menuLabel}>
          <ul>
            {entries.map((entry) => (
              <li key={entry.page}>
                <button
                  type="button"
                  data-page={entry.page}
                  aria-current={entry.page === active ? 'page' : undefined}
                  onClick={() => onOpen(entry.page)}
                >
                  {entry.label}
                  {entry.badge && entry.badge.count > 0 && (
                    <span className={styles.badge} data-testid={`${entry.page}-badge`} aria-label={entry.badge.label}>
                      {entry.badge.count}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.page} aria-labelledby={headingId} key={active}>
          <div className={styles.pageHead}>
            <h3 id={headingId} className={styles.pageTitle}>
              {current?.label}
            </h3>
            {pageAction}
          </div>
          {children}
        </section>
      </div>
    </Modal>
  );
}
