import { createSelector } from '@reduxjs/toolkit';
import { initialLotteryState, type LotteryState } from './slice';
import type { LotteryMenu } from './types';

/** Before the lottery feature loads its state is absent: selectors read the initial state then. */
type WithLottery = { lottery?: LotteryState; session?: { member: { account: string } | null } };

export const selectLottery = (s: WithLottery) => s.lottery ?? initialLotteryState;
export const selectPrizeMode = (s: WithLottery) => selectLottery(s).prizeMode;
export const selectMenus = (s: WithLottery) => selectLottery(s).menus;
export const selectVnMenus = (s: WithLottery) => selectLottery(s).vnMenus;
export const selectRecent = (s: WithLottery) => selectLottery(s).recent;
export const selectFavourites = (s: WithLottery) => selectLottery(s).favourites;
export const selectLaunch = (s: WithLottery) => selectLottery(s).launch;
export const selectPopular = (s: WithLottery) => selectLottery(s).popular;
export const selectVnResults = (s: WithLottery) => selectLottery(s).vnResults;
export const selectDraw = (s: WithLottery) => selectLottery(s).draw;
/** Whose favourites these are: the logged-in account, or nobody. */
export const selectUsername = (s: WithLottery) => s.session?.member?.account ?? null;

/** Every game of the menus (global and Vietnamese), by code. */
export const selectGamesByCode = createSelector(selectMenus, selectVnMenus, (menus, vn) => {
  const games = new Map<string, LotteryMenu>();
  for (const group of [...menus.value, ...vn.value]) for (const game of group.gameMenus) games.set(game.gameCode, game);
  return games;
});

/** The menus' groups with only the games whose name or code holds the search, empty groups left out. */
export const searchGroups = (groups: LotteryState['menus']['value'], search: string) => {
  const needle = search.trim().toLowerCase();
  if (!needle) return groups;
  return groups
    .map((g) => ({ ...g, gameMenus: g.gameMenus.filter((m) => `${m.gameName} ${m.gameCode}`.toLowerCase().includes(needle)) }))
    .filter((g) => g.gameMenus.length > 0);
};
