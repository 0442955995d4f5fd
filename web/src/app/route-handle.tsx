import { createContext, useContext, type ReactNode } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';

/**
 * What a route of the table says about itself: its section (the tab's title), its banner group, and how to
 * start loading its page (chunk and feature) before the router gets to render it.
 */
export type RouteHandle = { section: string; bannerGroup?: string; preload?: () => Promise<unknown> };

/**
 * Starts loading the page the address shows (its chunk, and the feature it injects) at start-up, beside the
 * status call, instead of after it: the first page is one network round trip sooner.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<unknown> {
  return Promise.all((matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()));
}

const RoutesContext = createContext<RouteObject[]>([]);

/** Gives the route table to the hooks below, which read the handle of the route the address matches. */
export function RoutesProvider({ routes, children }: { routes: RouteObject[]; children: ReactNode }) {
  return <RoutesContext.Provider value={routes}>{children}</RoutesContext.Provider>;
}

/** Each route table's handles by path: a path is matched once, however many parts of the shell ask, and when it comes back. */
const handles = new WeakMap<RouteObject[], Map<string, RouteHandle | undefined>>();

/** The handle of the deepest route of `routes` matching `pathname` (cached per table and path). */
export function routeHandleFor(routes: RouteObject[], pathname: string): RouteHandle | undefined {
  let byPath = handles.get(routes);
  if (!byPath) handles.set(routes, (byPath = new Map()));
  if (!byPath.has(pathname)) {
    const matched = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as RouteHandle | undefined);
    byPath.set(pathname, matched.filter(Boolean).at(-1));
  }
  return byPath.get(pathname);
}

/** The handle of the deepest route matching the address, from anywhere in the shell (the header, the title). */
export function useRouteHandle(): RouteHandle | undefined {
  const routes = useContext(RoutesContext);
  const { pathname } = useLocation();
  return routeHandleFor(routes, pathname);
}
