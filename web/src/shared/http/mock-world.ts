import { MOCK_WORLD_COOKIE, WORLD_NAME_PATTERN } from '@portal/contracts';

/** The address parameter that picks the fake backend's world: `https://portal.example/?world=qa-anna`. */
export const WORLD_PARAM = 'world';

/**
 * `?world=NAME` on any address of the web client picks that world of the fake backend: it becomes the
 * `mock_world` cookie, which every later request carries (the fake picks its world by it), and leaves the
 * address, so the page's own links and a reload stay as they are. Runs before the first request (app/start.tsx).
 * A name the fake would refuse is left in the address and said on the console; the real backend ignores
 * the cookie. Returns the world chosen, or null.
 */
export function adoptWorldFromAddress(win: Pick<Window, 'location' | 'history' | 'document'> = window): string | null {
  const url = new URL(win.location.href);
  const name = url.searchParams.get(WORLD_PARAM);
  if (name === null) return null;
  if (!WORLD_NAME_PATTERN.test(name)) {
    console.warn(`?${WORLD_PARAM}=${name}: a world name is 1 to 64 letters, digits, "-" or "_"; the world was not changed`);
    return null;
  }
  win.document.cookie = `${MOCK_WORLD_COOKIE}=${name}; path=/; SameSite=Lax`;
  url.searchParams.delete(WORLD_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return name;
}
