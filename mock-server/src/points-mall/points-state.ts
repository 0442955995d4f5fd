import type { Redemption } from '@portal/contracts';
import { pointRewards } from './point-rewards';
import { statePart } from '../platform/world';

export type StoredRedemption = Redemption & { userId: number; rewardId?: number };

/** Points spent, redemptions waiting or done, and the mall's stock, for one world. */
export class PointsState {
  readonly redemptions: StoredRedemption[] = [];
  /** Stock left by reward id. */
  readonly stock = new Map<number, number>(pointRewards.map((r) => [r.rewardId, r.stock]));
  private nextRef = 1;

  nextRefNo(type: 'REDEEM' | 'CONVERT') {
    return `${type === 'REDEEM' ? 'PR' : 'PC'}${String(this.nextRef++).padStart(7, '0')}`;
  }

  /** Points a player has spent: redemptions not rejected and conversions. */
  spent(userId: number) {
    return this.redemptions.filter((r) => r.userId === userId && r.status !== 'REJECTED').reduce((sum, r) => sum + r.points, 0);
  }
}

/** The points mall's balances, stock and redemptions. */
export const pointsPart = statePart('points', () => new PointsState());
