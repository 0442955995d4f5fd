/**
 * The addresses launch calls answered in this tab, so /game frames them and a reload of /game still does.
 * sessionStorage: gone with the tab, and with logout (which clears it).
 */
import { SessionKey } from '../storage/keys';
import { session } from '../storage/web-storage';

const KEEP = 20;

export function launchedGames(): string[] {
  const stored = session.getJson<unknown>(SessionKey.LaunchedGames);
  return Array.isArray(stored) ? stored.filter((url): url is string => typeof url === 'string') : [];
}

/** Quota or privacy mode: the game still opens now, only a reload will not frame it again. */
export function rememberLaunchedGame(url: string) {
  session.setJson(SessionKey.LaunchedGames, [url, ...launchedGames().filter((known) => known !== url)].slice(0, KEEP));
}
