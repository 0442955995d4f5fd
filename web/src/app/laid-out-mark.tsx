import { useEffect } from 'react';
import { useIdleAfter } from '../shared/idle/idle';
import { useHydrated } from '../shared/ui/use-hydrated';

/** The attribute on <html> that ends the first paint's deferred layout (styles/base.css, "Deferred layout"). */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/**
 * Once the page is hydrated and the browser then had an idle moment, the whole page is laid out: the parts the first
 * paint left for later (content-visibility) get their real size, and the page its true height.
 */
export function LaidOutMark() {
  const idle = useIdleAfter(useHydrated());
  useEffect(() => {
    if (idle) document.documentElement.setAttribute(LAID_OUT_ATTRIBUTE, '');
  }, [idle]);
  return null;
}
