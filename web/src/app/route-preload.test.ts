import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRoute, type RouteHandle } from './route-handle';

const handle = (section: string, preload?: () => Promise<unknown>): RouteHandle => ({ section, preload });

describe('preloadRoute', () => {
  it('starts loading the page the address shows, and only that page', () => {
    const home = vi.fn(() => Promise.resolve());
    const lobby = vi.fn(() => Promise.resolve());
    const routes: RouteObject[] = [
      {
        children: [
          { index: true, handle: handle('home', home) },
          { path: 'rng', handle: handle('rng', lobby) },
          { path: '*', handle: handle('notFound') },
        ],
      },
    ];
    preloadRoute(routes, '/rng');
    expect(lobby).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    preloadRoute(routes, '/');
    expect(home).toHaveBeenCalledTimes(1);
    expect(() => preloadRoute(routes, '/nothing-here')).not.toThrow();
  });
});
