import { useEffect, useState, type RefObject } from 'react';
import { useBrowserValue } from './use-hydrated';

const lacksObserver = () => typeof IntersectionObserver === 'undefined';

/** Spec 02 section 9: an image loads once a tenth of it is in view. */
export const LAZY_THRESHOLD = 0.1;

type Options = {
  /** How far outside the viewport already counts as in view (200px: near enough to start fetching). */
  rootMargin?: string;
  /** The share of the element that must be in view. */
  threshold?: number;
  /** False: do not watch (yet); the answer stays false unless the element was seen before. */
  enabled?: boolean;
};

/**
 * The one in-view hook: true once the element has come into view (or near it, by `rootMargin`), and from then
 * on. Without IntersectionObserver (an old browser, a test DOM) everything counts as in view.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = '200px', threshold = LAZY_THRESHOLD, enabled = true }: Options = {},
) {
  const [seen, setSeen] = useState(false);
  // False while a server's page renders and hydrates, so both agree; a DOM without the observer says true after that
  // (and only such a DOM renders again once hydrated).
  const noObserver = useBrowserValue(lacksObserver, false);
  useEffect(() => {
    const node = ref.current;
    if (seen || !enabled || !node || lacksObserver()) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      threshold,
      rootMargin,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold, enabled, seen]);
  return seen || noObserver;
}
