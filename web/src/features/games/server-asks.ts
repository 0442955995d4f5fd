import type { UnknownAction } from '@reduxjs/toolkit';
import { VASSALAGE } from '@portal/contracts';
import type { RootState } from '../../shared/store/root-state';
import { gamesIntents } from './intents';
import { resolveLobbyVendor, slotsLobbyAsk } from './lobby/lobby-vendor';
import { selectLane, selectLanesRemote } from './selectors';

const hotPages = new Set(['/', '/index', '/index.html', '/home', '/hot']);

/**
 * What a games page asks for on its first screen, for the server to ask before it renders: the home page and /hot
 * their hot games, the slots lobby its games once the vendors are known (the lanes and the notice the feature reads
 * as it loads). Only a visitor's view: favourites and recent games are a player's, asked after hydration.
 */
export function gamesFirstScreen(pathname: string, params: URLSearchParams, state: RootState): UnknownAction[] {
  if (hotPages.has(pathname)) return [gamesIntents.hotRequested()];
  if (pathname !== '/rng') return [];
  const lanes = selectLanesRemote(state);
  const vendors = (selectLane('RNG')(state)?.cards ?? []).filter((c) => c.isGame === VASSALAGE).map((c) => c.vassalage);
  const resolved = resolveLobbyVendor({
    named: params.get('vassalage') || null,
    tab: params.get('page') || null,
    remembered: null,
    vendors,
    lanesStatus: lanes.status,
  });
  if (!resolved.settled || resolved.fallback) return [];
  const ask = slotsLobbyAsk(params, resolved.vassalage);
  return ask.view === 'all' ? [gamesIntents.lobbyQueried(ask)] : [];
}
