import { createSelector } from '@reduxjs/toolkit';
import type { GamesState } from './games-slice';

type WithGames = { games: GamesState };

export const selectGames = (s: WithGames) => s.games;
export const selectLanes = (s: WithGames) => s.games.lanes;
/** Categories with a non-empty vendor list, in menu order: a category with none is not shown. */
export const selectMenuLanes = createSelector(selectLanes, (lanes) => lanes.filter((l) => l.cards.length > 0));
export const selectLane = (title: string) => (s: WithGames) => s.games.lanes.find((l) => l.title === title);
export const selectBanners = (group: string) => (s: WithGames) => s.games.notice?.banners.filter((b) => b.groupName === group) ?? [];
export const selectFavouriteIds = (s: WithGames) => s.games.favourites;
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
