import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectFormFactor } from '../system/system-selectors';

/**
 * The widest viewport with the phone layout (the side menu a drawer, the header's menu button shown). The stylesheets'
 * `@media (max-width: 760px)` and `(min-width: 761px)` say the same (app/shell/*.css point here).
 */
export const PHONE_MAX_WIDTH = 760;
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const read = () => window.matchMedia(PHONE_MEDIA_QUERY).matches;

/**
 * True when the page has the phone layout (a viewport of at most PHONE_MAX_WIDTH), and again on each change (a window
 * resized, a phone turned). The server, and the client while it hydrates the server's page, take the server's guess
 * from the request's headers (system.formFactor; no guess is desktop); after hydration the media query decides, and
 * the tree renders again only where the guess was wrong. A page the client renders itself asks the media query at once.
 */
export function usePhoneLayout(): boolean {
  const guess = useAppSelector(selectFormFactor);
  return useSyncExternalStore(subscribe, read, () => guess === 'phone');
}
