import { createAction } from '@reduxjs/toolkit';
import { moneyIntent } from '../../shared/http/money-intent';

/** What the player asks of the points mall; the saga answers with the slice's results. */
export const pointsMallIntents = {
  /** The page opened (or the player logged in on it): goods and rules for everyone, points for a player. */
  mallOpened: createAction('pointsMall/mallOpened'),
  /** Redeem asked: a visitor is asked to log in, a trial account warned, a player gets the password dialog. */
  /** Redeem and convert spend points: each tap carries its Idempotency-Key (shared/http/money-intent.ts). */
  redeemRequested: moneyIntent<{ rewardId: number; quantity: number; password: string }>('pointsMall/redeemRequested'),
  convertRequested: moneyIntent<{ points: number; password: string }>('pointsMall/convertRequested'),
  historyRequested: createAction<number>('pointsMall/historyRequested'),
  detailsRequested: createAction<number>('pointsMall/detailsRequested'),
};
