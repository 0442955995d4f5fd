import { useRef, useState } from 'react';
import { LAZY_THRESHOLD, useInView } from './use-in-view';

export const LAZY_IMAGE_ATTEMPTS = 3;

export const DEFAULT_GAME_ICON =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" rx="28" fill="#2a2248"/><path d="M70 80h60a20 20 0 0 1 20 20v20a20 20 0 0 1-20 20H70a20 20 0 0 1-20-20v-20a20 20 0 0 1 20-20z" fill="#6b6485"/><circle cx="82" cy="110" r="8" fill="#2a2248"/><circle cx="122" cy="104" r="6" fill="#2a2248"/><circle cx="132" cy="116" r="6" fill="#2a2248"/></svg>',
  );

type Props = { src: string; alt: string; width: number; height: number; fallback?: string; className?: string };

/**
 * Loads when it scrolls into view (threshold 0.1); a failed load is tried again up to 3 attempts
 * in all, then the fallback icon shows (spec 01, sections 4 and 9).
 */
export function LazyImage({ src, alt, width, height, fallback = DEFAULT_GAME_ICON, className }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const visible = useInView(ref, { rootMargin: '0px', threshold: LAZY_THRESHOLD });
  const [attempt, setAttempt] = useState(1);
  const failed = attempt > LAZY_IMAGE_ATTEMPTS;
  const current = !visible
    ? undefined
    : failed
      ? fallback
      : attempt === 1
        ? src
        : `${src}${src.includes('?') ? '&' : '?'}attempt=${attempt}`;
  return (
    <img
      ref={ref}
      className={className}
      src={current}
      alt={alt}
      width={width}
      height={height}
      data-attempt={failed ? 'fallback' : attempt}
      onError={() => !failed && setAttempt((a) => a + 1)}
    />
  );
}
