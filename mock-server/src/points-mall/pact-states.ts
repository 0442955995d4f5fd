import type { User } from '../identity/users';
import * as z from 'zod/mini';
import { HttpError } from '../platform/http-error';
import { checked, param } from '../platform/pact-params';
import type { World } from '../platform/world';
import { playKey } from '../promotions/promotion-rules';
import { MAIN_WALLET, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { pointRewards } from './point-rewards';
import { decideRedemption, pointsOf } from './points-routes';
import { pointsPart } from './points-state';
import { promotionsPart } from '../promotions/promotion-state';

type Params = Record<string, unknown> | undefined;
const rewardIdParam = z.optional(
  z.int().check(
    z.refine((id) => pointRewards.some((r) => r.rewardId === id), { message: 'no reward of this id in the points mall' }),
    z.describe(`a reward of the points mall: ${pointRewards.map((r) => r.rewardId).join(', ')}`),
  ),
);
const num = (params: Params, key: string, fallback: number) => (typeof params?.[key] === 'number' ? (params[key] as number) : fallback);

/**
 * Provider states of the points mall and promotions pacts (spread into admin/pact-state-handlers.ts), keyed
 * by the exact given() text of web/src/features/points-mall and promotions. They arrange what a player did
 * earlier, straight in the world's state, as the flows themselves would have left it.
 */
export function pointsAndPromotionsPactStates(world: () => World, userOf: (params: Params) => User) {
  return {
    'the player has redeemed a reward': checked(
      'Player `username` has redeemed reward `rewardId` (default 8) of the points mall, in process, its points taken and its stock one less; answers `{ refNo }`.',
      { username: param.username, rewardId: rewardIdParam },
      async (params) => {
        const w = world();
        const user = userOf(params);
        const reward = pointRewards.find((r) => r.rewardId === num(params, 'rewardId', 8))!;
        const balance = pointsOf(w, user).points;
        w.part(pointsPart).stock.set(reward.rewardId, (w.part(pointsPart).stock.get(reward.rewardId) ?? reward.stock) - 1);
        const refNo = w.part(pointsPart).nextRefNo('REDEEM');
        w.part(pointsPart).redemptions.push({
          userId: user.id,
          rewardId: reward.rewardId,
          refNo,
          applyTime: w.now(),
          type: 'REDEEM',
          name: reward.name,
          quantity: 1,
          points: reward.pointsRequired,
          status: 'IN_PROCESS',
          pointsBalance: balance - reward.pointsRequired,
        });
        return { refNo };
      },
    ),
    'the player s redemption was rejected by QA': checked(
      "QA rejected player `username`'s latest redemption in process with `remark` (default 'Out of stock at the supplier'): its points and stock come back.",
      { username: param.username, remark: param.text(200) },
      async (params) => {
        const w = world();
        const user = userOf(params);
        const waiting = w.part(pointsPart).redemptions.findLast((r) => r.userId === user.id && r.status === 'IN_PROCESS');
        if (!waiting) throw new HttpError(409, 'CONFLICT', `${user.username} has no redemption in process to reject`);
        const remark = typeof params?.remark === 'string' ? params.remark : 'Out of stock at the supplier';
        decideRedemption(w, waiting, 'reject', remark);
      },
    ),
    'the player has joined a promotion and made a qualifying deposit': checked(
      'Player `username` joined deposit promotion `promotionId` (default 102), then a deposit of `amount` (default 400) was credited to the main wallet.',
      { username: param.username, promotionId: param.id, amount: param.amount },
      async (params) => {
        const w = world();
        const user = userOf(params);
        const promotionId = num(params, 'promotionId', 102);
        const amount = num(params, 'amount', 400);
        w.part(promotionsPart).joins.set(playKey(user.id, promotionId), w.now() - 1);
        ledgerOf(w, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Deposit, amount, reference: 'PACT-DEPOSIT' }], w.now());
      },
    ),
  };
}
