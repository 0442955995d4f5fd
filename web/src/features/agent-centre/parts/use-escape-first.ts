import { useEffect } from 'react';

/**
 * For a dialog above another: Escape closes this one only. Its listener runs in the capture phase, before
 * the dialogs below, and stops the key there. `enabled` false while the dialog is not shown, or while a
 * dialog of its own is above it.
 */
export function useEscapeFirst(onClose: () => void, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopImmediatePropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [onClose, enabled]);
}
