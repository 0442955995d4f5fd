import { createAction } from '@reduxjs/toolkit';

/** What the player asks of the points mall; the saga answers with the slice's results. */
export const pointsMallIntents = {
  /** The page opened (or the player logged in on it): goods and rules for everyone, points for a player. */
  mallOpened: createAction('pointsMall/mallOpened'),
  /** Redeem asked: a visitor is asked to log in, a trial account warned, a player gets the password dialog. */
  redeemRequested: createAction<{ rewardId: number; quantity: number; password: string }>('pointsMall/redeemRequested'),
  convertRequested: createAction<{ points: number; password: string }>('pointsMall/convertRequested'),
  historyRequested: createAction<number>('pointsMall/historyRequested'),
  detailsRequested: createAction<number>('pointsMall/detailsRequested'),
};
