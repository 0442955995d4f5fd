import { LocalKey } from '../../shared/storage/keys';
import { local } from '../../shared/storage/web-storage';

type Stored = Record<string, string[]>;

const all = (): Stored => {
  const stored = local.getJson<unknown>(LocalKey.LotteryFavourites);
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Stored) : {};
};

/** Lottery favourites are kept on this device per username (spec 02, section 3). */
export const favouritesOf = (username: string): string[] => {
  const codes = all()[username];
  return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
};

/** A favourite is removed, anything else added; the player's new list. */
export function toggleFavourite(username: string, gameCode: string): string[] {
  const current = favouritesOf(username);
  const next = current.includes(gameCode) ? current.filter((c) => c !== gameCode) : [...current, gameCode];
  local.setJson(LocalKey.LotteryFavourites, { ...all(), [username]: next });
  return next;
}
