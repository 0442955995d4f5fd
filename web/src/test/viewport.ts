import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';

/**
 * A window of `width` CSS pixels for the width queries the app asks (`(max-width: Npx)`, `(min-width: Npx)`); jsdom has
 * no media queries of its own (src/test/setup.ts answers every query with false). `resize` changes the width and tells the queries
 * whose answer changed, as a browser does. The window's own matchMedia is back after the test.
 */
export function viewport(width: number) {
  const original = window.matchMedia;
  let current = width;
  const listeners = new Set<{ query: string; was: boolean; listener: () => void }>();
  const matches = (query: string) => {
    const bound = /\((max|min)-width:\s*(\d+)px\)/.exec(query);
    // Any other query (a library's pixel ratio, reduced motion) answers false, as setup.ts's does.
    if (!bound) return false;
    return bound[1] === 'max' ? current <= Number(bound[2]) : current >= Number(bound[2]);
  };
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, listener: () => void) => void listeners.add({ query, was: matches(query), listener }),
      removeEventListener: (_type: string, listener: () => void) => {
        for (const entry of listeners) if (entry.listener === listener && entry.query === query) listeners.delete(entry);
      },
    }) as unknown as MediaQueryList;
  onTestFinished(() => {
    window.matchMedia = original;
  });
  return {
    resize: (to: number) =>
      act(() => {
        current = to;
        for (const entry of [...listeners]) {
          const now = matches(entry.query);
          if (now === entry.was) continue;
          entry.was = now;
          entry.listener();
        }
      }),
  };
}
