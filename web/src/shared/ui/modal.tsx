import { X } from 'lucide-react';
import { useEffect, useId, useRef, useSyncExternalStore, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
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

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Whether a control is rendered (not display: none or inside a closed part); a DOM without layout counts it shown. */
export const shown = (c: HTMLElement) => (typeof c.checkVisibility === 'function' ? c.checkVisibility() : true);

/**
 * Tab and Shift+Tab go round the dialog's own controls (aria-modal: the page behind is out of reach). A dialog
 * opened inside another handles the keys of its own controls; the outer one leaves them alone.
 */
function keepFocusInside(e: ReactKeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'Tab' || e.defaultPrevented) return;
  const dialog = e.currentTarget;
  if ((e.target as HTMLElement).closest('[role="dialog"]') !== dialog && e.target !== dialog) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((c) => c.closest('[role="dialog"]') === dialog && shown(c));
  const [first, last] = [controls[0], controls.at(-1)];
  if (!first || !last) return e.preventDefault();
  const target = e.shiftKey ? (e.target === first || e.target === dialog ? last : null) : e.target === last ? first : null;
  if (!target) return;
  e.preventDefault();
  target.focus();
}

/** An accessible dialog: labelled by its title, Escape and the close button close it, focus moves in, stays in and goes back. */
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
  // Focus moves in when the dialog opens and goes back to what had it (the control that opened it) when it closes.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  useEffect(() => {
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
        onKeyDown={keepFocusInside}
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
