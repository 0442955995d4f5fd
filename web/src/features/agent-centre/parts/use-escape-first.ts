import { useEffect } from 'react';

/**
 * For a dialog above another: Escape closes this one only. Its listener runs in the capture phase, before
 * the dialogs below, and stops the key there.
 */
export function useEscapeFirst(onClose: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopImmediatePropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [onClose]);
}
