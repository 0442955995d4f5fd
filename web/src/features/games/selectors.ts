import { createSelector } from '@reduxjs/toolkit';
import type { Banner } from '@portal/contracts';
import { initialGamesState, type GamesState } from './slice';

/** Before the games feature loads its state is absent: selectors read the initial state then. */
type WithGames = { games?: GamesState };

export const selectGames = (s: WithGames) => s.games ?? initialGamesState;
export const selectLanes = (s: WithGames) => selectGames(s).lanes;
/** Categories with a non-empty vendor list, in menu order: a category with none is not shown. */
export const selectMenuLanes = createSelector(selectLanes, (lanes) => lanes.filter((l) => l.cards.length > 0));
export const selectLane = (title: string) => (s: WithGames) => selectGames(s).lanes.find((l) => l.title === title);
/** Whether the vendor lanes loaded, with the failure's code when they did not. */
export const selectLanesLoad = createSelector(
  (s: WithGames) => selectGames(s).lanesStatus,
  (s: WithGames) => selectGames(s).lanesError,
  (status, error) => ({ status, error }),
);
export const selectHot = (s: WithGames) => selectGames(s).hot;
export const selectHotLoad = createSelector(
  (s: WithGames) => selectGames(s).hotStatus,
  (s: WithGames) => selectGames(s).hotError,
  (status, error) => ({ status, error }),
);
export const selectNoticeStatus = (s: WithGames) => selectGames(s).noticeStatus;
export const selectClassify = (s: WithGames) => selectGames(s).classify;
export const selectLobby = (s: WithGames) => selectGames(s).lobby;
export const selectPopup = (s: WithGames) => selectGames(s).popup;
export const selectLaunchFailure = (s: WithGames) => selectGames(s).launchFailure;
export const selectNotice = (s: WithGames) => selectGames(s).notice;
export const selectAnnouncements = (s: WithGames) => selectGames(s).announcements;
const bannerSelectors = new Map<string, (s: WithGames) => Banner[]>();
/** The banners of one route group; one memoised selector per group, so the list keeps its identity. */
export const selectBanners = (group: string) => {
  let selector = bannerSelectors.get(group);
  if (!selector) {
    selector = createSelector(
      (s: WithGames) => selectGames(s).notice?.banners,
      (banners) => banners?.filter((b) => b.groupName === group) ?? [],
    );
    bannerSelectors.set(group, selector);
  }
  return selector;
};
export const selectFavouriteIds = (s: WithGames) => selectGames(s).favourites;
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
