import { createAction } from '@reduxjs/toolkit';
import { moneyIntent } from '../../shared/http/money-intent';

/** What the player asks of the promotions pages; the saga answers with the slice's results. */
export const promotionsIntents = {
  /** The list opened (or the player logged in on it): the promotions, and the badges for a player. */
  listOpened: createAction('promotions/listOpened'),
  /** A promotion opened (/promotions?id=): its detail with the player's status. */
  detailOpened: createAction<number>('promotions/detailOpened'),
  joinRequested: createAction<{ id: number; agreed: boolean }>('promotions/joinRequested'),
  /** A claim and a lucky draw move money: each tap carries its Idempotency-Key (shared/http/money-intent.ts). */
  claimRequested: moneyIntent<{ id: number; promotionType: string }>('promotions/claimRequested'),
  raffleRequested: moneyIntent<number>('promotions/raffleRequested'),
  /**
   * The images travel as `meta.arg`: File objects are not serialisable state, and `meta.arg` is the path
   * Redux Toolkit's serialisability check leaves alone. They never reach the store.
   */
  applyRequested: createAction(
    'promotions/applyRequested',
    (payload: { promotionId: number; comment: string; agreed?: boolean }, images: File[]) => ({
      payload,
      meta: { arg: images },
    }),
  ),
};
