import { createSelector } from '@reduxjs/toolkit';
import type { Banner } from '@portal/contracts';
import { initialGamesState, type GamesState } from './slice';

/** Before the games feature loads its state is absent: selectors read the initial state then. */
type WithGames = { games?: GamesState };

export const selectGames = (s: WithGames) => s.games ?? initialGamesState;
export const selectLanes = (s: WithGames) => selectGames(s).lanes.value;
/** Categories with a non-empty vendor list, in menu order: a category with none is not shown. */
export const selectMenuLanes = createSelector(selectLanes, (lanes) => lanes.filter((l) => l.cards.length > 0));
export const selectLane = (title: string) => (s: WithGames) => selectLanes(s).find((l) => l.title === title);
/** The vendor lanes as read: where their load stands, with the failure's code when it failed. */
export const selectLanesRemote = (s: WithGames) => selectGames(s).lanes;
export const selectHot = (s: WithGames) => selectGames(s).hot.value;
export const selectHotRemote = (s: WithGames) => selectGames(s).hot;
export const selectNoticeStatus = (s: WithGames) => selectGames(s).notice.status;
export const selectClassify = (s: WithGames) => selectGames(s).classify.value;
export const selectLobby = (s: WithGames) => selectGames(s).lobby;
export const selectFavourites = (s: WithGames) => selectGames(s).favourites;
export const selectFavouriteIds = (s: WithGames) => selectGames(s).favourites.value;
/**
 * The lobby's games as shown: in the Favourites view a game unstarred since the list was read is gone at
 * once, and the count with it (a failed unstar puts the star back, and so the card).
 */
export const selectLobbyShown = createSelector(selectLobby, selectFavourites, (lobby, favourites) => {
  const { games, totalCount } = lobby.value;
  if (lobby.query?.view !== 'favourites' || !favourites.loaded) return lobby.value;
  const starred = new Set(favourites.value);
  const shown = games.filter((g) => starred.has(g.nodeId));
  return { ...lobby.value, games: shown, totalCount: Math.max(0, totalCount - (games.length - shown.length)) };
});
export const selectPopup = (s: WithGames) => selectGames(s).popup;
export const selectLaunchFailure = (s: WithGames) => selectGames(s).launchFailure;
export const selectNotice = (s: WithGames) => selectGames(s).notice.value;
export const selectAnnouncements = (s: WithGames) => selectGames(s).announcements;
const bannerSelectors = new Map<string, (s: WithGames) => Banner[]>();
/** The banners of one route group; one memoised selector per group, so the list keeps its identity. */
export const selectBanners = (group: string) => {
  let selector = bannerSelectors.get(group);
  if (!selector) {
    selector = createSelector(
      (s: WithGames) => selectGames(s).notice.value?.banners,
      (banners) => banners?.filter((b) => b.groupName === group) ?? [],
    );
    bannerSelectors.set(group, selector);
  }
  return selector;
};
/** Vendor logos for the footer: one per vendor. */
export const selectVendorLogos = createSelector(selectLanes, (lanes) => {
  const seen = new Map<string, { vassalage: string; name: string; icon: string }>();
  for (const card of lanes.flatMap((l) => l.cards)) {
    if (card.icon && !seen.has(card.vassalage))
      seen.set(card.vassalage, {
        vassalage: card.vassalage,
        name: card.isGame === 'VASSALAGE' ? card.name : card.vassalage,
        icon: card.icon,
      });
  }
  return [...seen.values()];
});
