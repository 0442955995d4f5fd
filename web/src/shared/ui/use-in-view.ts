import { useEffect, useState, type RefObject } from 'react';
import { LAZY_THRESHOLD } from './lazy-image';

/** True once the element has scrolled into view (threshold 0.1, spec 02 section 9), and from then on. */
export function useInView(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      threshold: LAZY_THRESHOLD,
      rootMargin,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
