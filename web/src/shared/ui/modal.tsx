import { X } from 'lucide-react';
import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import styles from './modal.module.css';

const openModals = new Set<symbol>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** How many counted modals are open: a popup that should wait its turn checks this. */
export const useOpenModalCount = () =>
  useSyncExternalStore(
    subscribe,
    () => openModals.size,
    () => 0,
  );

type Props = {
  title: string;
  onClose?: () => void;
  closeLabel?: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  layer?: 1 | 2;
  /** False for a popup that gives way to every other modal (it must not count itself). */
  counted?: boolean;
};

/** An accessible dialog: labelled by its title, Escape and the close button close it, focus moves in. */
export function Modal({ title, onClose, closeLabel = 'Close', children, size = 'md', layer = 1, counted = true }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!counted) return;
    const id = Symbol(title);
    openModals.add(id);
    notify();
    return () => {
      openModals.delete(id);
      notify();
    };
  }, [counted, title]);
  useEffect(() => {
    ref.current?.focus();
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={`${styles.backdrop} ${layer === 2 ? styles.layer2 : ''}`}>
      <div
        ref={ref}
        tabIndex={-1}
        className={`${styles.modal} ${size === 'md' ? '' : styles[size]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        {/* A div, not a header: inside a dialog a header would be a second banner landmark. */}
        <div className={styles.header}>
          <h2 id={titleId}>{title}</h2>
          {onClose && (
            <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
              <X aria-hidden="true" size={18} />
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}

/** The row of buttons at the foot of a dialog, right-aligned. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
