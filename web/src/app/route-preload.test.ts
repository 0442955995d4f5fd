import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRoute, routeHandleFor, type RouteHandle } from './route-handle';

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

describe('routeHandleFor', () => {
  it('gives the deepest handle of the matching route, each path matched once per table', () => {
    const outer = handle('outer');
    const rng = { section: 'rng', bannerGroup: 'w_rng' };
    const routes: RouteObject[] = [{ handle: outer, children: [{ path: 'rng', handle: rng }, { path: 'plain' }] }];
    expect(routeHandleFor(routes, '/rng')).toBe(rng);
    expect(routeHandleFor(routes, '/plain')).toBe(outer);
    expect(routeHandleFor(routes, '/nothing-here')).toBeUndefined();
    // The table's route is changed in place: a cached path keeps its answer, a new table is matched afresh.
    routes[0]!.children![0]!.handle = handle('changed');
    expect(routeHandleFor(routes, '/rng')).toBe(rng);
    expect(routeHandleFor([...routes], '/rng')).toEqual(handle('changed'));
  });
});
