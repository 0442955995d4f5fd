import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetClock } from '../shared/clock/world-time';

// findBy… and waitFor wait for a condition; this is only their upper bound, for a busy 2-core CI machine
// where a lazy page's first import can take seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // What the app sets on the page itself: test files share a jsdom (isolate: false), each test starts from a bare one.
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('lang');
  document.title = '';
  resetClock();
});
window.scrollTo = () => undefined;
// The agent centre's charts (uPlot) ask matchMedia for the pixel ratio when their module loads; jsdom has none.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
