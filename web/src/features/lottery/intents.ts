import { createAction } from '@reduxjs/toolkit';
import type { LotteryChoice, PopularDraw } from './types';

/** What the player asks of the lottery feature; the saga answers with the slice's results. */
export const lotteryIntents = {
  /** /lottery opened, or its address changed: the menus, the recent games and the chosen game's frame. */
  lotteryOpened: createAction<LotteryChoice>('lottery/lotteryOpened'),
  /** /vnlottery opened, or its address changed: the regions' menus and the chosen game's draws. */
  vnLotteryOpened: createAction<{ gameCode?: string }>('lottery/vnLotteryOpened'),
  /** Play the Vietnamese game shown on /vnlottery in the frame below its draws. */
  vnPlayRequested: createAction<string>('lottery/vnPlayRequested'),
  /** Try again: the last launch, asked once more. */
  launchRetried: createAction('lottery/launchRetried'),
  /** Try again on menus that failed to load. */
  menusRetried: createAction<'menus' | 'vnMenus'>('lottery/menusRetried'),
  favouriteToggled: createAction<string>('lottery/favouriteToggled'),
  popularRequested: createAction('lottery/popularRequested'),
  /** A popular draw's countdown reached 0: the lane asks for the next numeros. */
  popularExpired: createAction('lottery/popularExpired'),
  popularOpened: createAction<PopularDraw>('lottery/popularOpened'),
  vnResultsRequested: createAction('lottery/vnResultsRequested'),
  /** The current draw of /vnlottery reached 0: its next draw and the new result. */
  drawExpired: createAction('lottery/drawExpired'),
};
