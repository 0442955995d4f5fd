import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { pointsMallCalls, pointsOfBet, PointsCode, TRIAL_ACCOUNT_TYPE } from '@portal/contracts';
import { verifyPassword } from '../identity/password';
import type { User } from '../identity/users';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { HttpError } from '../platform/http-error';
import { parseInput } from '../platform/validate';
import type { World } from '../platform/world';
import { cents, MAIN_WALLET, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { GOODS_TRANSLATIONS } from '@portal/fixtures';
import { contentLanguageOf } from '../platform/content-language';
import { POINT_CONFIG, pointRewards } from './point-rewards';
import { tellRedemptionDecided } from './redemption-notice';
import { type StoredRedemption, pointsPart } from './points-state';
import { identityPart } from '../identity/identity-state';

const DAY_MS = 86_400_000;

/** Points earned: whole points per valid bet in the ledger (BET transactions, the lottery's too), as the details list them. */
function earned(world: World, user: User) {
  return ledgerOf(world, user)
    .transactionsOf(user.id)
    .filter((t) => t.txCode === TxCode.Bet)
    .reduce((sum, t) => sum + pointsOfBet(-t.amount, POINT_CONFIG.pointsRatio), 0);
}

export function pointsOf(world: World, user: User) {
  const gained = earned(world, user);
  const spent = world.part(pointsPart).spent(user.id);
  return { points: gained - spent, earned: gained, spent };
}

const validBetSince = (world: World, user: User, since: number) =>
  cents(
    ledgerOf(world, user)
      .transactionsOf(user.id)
      .filter((t) => t.txCode === TxCode.Bet && t.txTime >= since)
      .reduce((sum, t) => sum - t.amount, 0),
  );

const publicRedemption = ({ userId: _u, rewardId: _r, ...r }: StoredRedemption) => r;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function pointsRoutes(app: FastifyInstance) {
  // Each reward's picture: a card with its name (the stand-in for the brand's product photos).
  app.get('/wps/static/reward/:file', async (request, reply) => {
    const reward = pointRewards.find((r) => r.image.endsWith(`/${(request.params as { file: string }).file}`));
    if (!reward) return reply.code(404).send(fail('NOT_FOUND', 'No such reward image'));
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" width="240" height="160"><rect width="240" height="160" rx="16" fill="#6142bf"/><text x="120" y="88" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff">${escapeXml(reward.name)}</text></svg>`,
      );
  });

  defineCall(app, pointsMallCalls.pointBalance, ({ request, user }) => ok(pointsOf(request.world, user)));
  // The rules and the goods' names in the Language header's language where the back office wrote them, else in English.
  defineCall(app, pointsMallCalls.pointConfig, ({ request }) => {
    const rules = GOODS_TRANSLATIONS[contentLanguageOf(request.headers)]?.rules;
    return ok({ ...POINT_CONFIG, ...(rules && { rules }) });
  });
  defineCall(app, pointsMallCalls.pointRewards, ({ request, query }) => {
    const names = GOODS_TRANSLATIONS[contentLanguageOf(request.headers)]?.names ?? {};
    return ok(
      pointRewards
        .filter((r) => !query.category || r.category === query.category)
        .map((r) => ({ ...r, name: names[r.rewardId] ?? r.name, stock: request.world.part(pointsPart).stock.get(r.rewardId) ?? 0 })),
    );
  });

  defineCall(app, pointsMallCalls.redeemList, ({ request, user, query }) => {
    const rows = request.world
      .part(pointsPart)
      .redemptions.filter((r) => r.userId === user.id)
      .reverse();
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 10;
    return ok({
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(publicRedemption),
      total: rows.length,
      totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
    });
  });

  // Stock and points are taken at once; QA approves, or rejects and both come back.
  defineCall(app, pointsMallCalls.redeemReward, ({ request, user, body }) => {
    const world = request.world;
    if (user.type === TRIAL_ACCOUNT_TYPE) return fail(PointsCode.TrialNotAllowed, 'This needs a real account. Please register one first.');
    if (!verifyPassword(body.password, user.passwordHash)) return fail(PointsCode.PasswordWrong, 'The login password is wrong');
    const reward = pointRewards.find((r) => r.rewardId === body.rewardId);
    if (!reward) return fail(PointsCode.RewardNotFound, `No reward ${body.rewardId}`);
    const stock = world.part(pointsPart).stock.get(reward.rewardId) ?? 0;
    if (body.quantity > stock) return fail(PointsCode.OutOfStock, `Only ${stock} of ${reward.name} left`);
    const cost = reward.pointsRequired * body.quantity;
    const balance = pointsOf(world, user).points;
    if (cost > balance) return fail(PointsCode.PointsShort, `${cost} points are needed; you have ${balance}`);
    if (reward.amountRequired > 0 && validBetSince(world, user, world.now() - 30 * DAY_MS) < reward.amountRequired) {
      return fail(PointsCode.AmountRequired, `${reward.name} needs ${reward.amountRequired.toFixed(2)} of valid bets in the last 30 days`);
    }
    world.part(pointsPart).stock.set(reward.rewardId, stock - body.quantity);
    const redemption: StoredRedemption = {
      userId: user.id,
      rewardId: reward.rewardId,
      refNo: world.part(pointsPart).nextRefNo('REDEEM'),
      applyTime: world.now(),
      type: 'REDEEM',
      name: reward.name,
      quantity: body.quantity,
      points: cost,
      status: 'IN_PROCESS',
      pointsBalance: balance - cost,
    };
    world.part(pointsPart).redemptions.push(redemption);
    return ok(publicRedemption(redemption));
  });

  defineCall(app, pointsMallCalls.convertPoints, ({ request, user, body }) => {
    const world = request.world;
    if (user.type === TRIAL_ACCOUNT_TYPE) return fail(PointsCode.TrialNotAllowed, 'This needs a real account. Please register one first.');
    if (!verifyPassword(body.password, user.passwordHash)) return fail(PointsCode.PasswordWrong, 'The login password is wrong');
    if (body.points < POINT_CONFIG.minConvert) return fail(PointsCode.BelowMinimum, `Convert at least ${POINT_CONFIG.minConvert} points`);
    const balance = pointsOf(world, user).points;
    if (body.points > balance) return fail(PointsCode.PointsShort, `You have ${balance} points`);
    const amount = cents(body.points * POINT_CONFIG.convertRate);
    const refNo = world.part(pointsPart).nextRefNo('CONVERT');
    ledgerOf(world, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.PointsConvert, amount, reference: refNo }], world.now());
    const redemption: StoredRedemption = {
      userId: user.id,
      refNo,
      applyTime: world.now(),
      type: 'CONVERT',
      name: 'Points to cash',
      quantity: 1,
      points: body.points,
      amount,
      status: 'APPROVED',
      pointsBalance: balance - body.points,
    };
    world.part(pointsPart).redemptions.push(redemption);
    return ok(publicRedemption(redemption));
  });
}

const decisionSchema = z.strictObject({ action: z.enum(['approve', 'reject']), remark: z.optional(z.string().check(z.maxLength(200))) });

/** QA reviews redemptions: GET /__admin/redemptions, POST /__admin/redemptions/:refNo { action }. */
export async function pointsAdminRoutes(app: FastifyInstance) {
  app.get('/__admin/redemptions', async (request) =>
    ok(
      request.world
        .part(pointsPart)
        .redemptions.map((r) => ({
          ...publicRedemption(r),
          username: request.world.part(identityPart).userById(r.userId)?.username ?? null,
        }))
        .reverse(),
    ),
  );
  app.post('/__admin/redemptions/:refNo', async (request) => {
    const { action, remark } = parseInput(decisionSchema, request.body);
    const world = request.world;
    const redemption = world.part(pointsPart).redemptions.find((r) => r.refNo === (request.params as { refNo: string }).refNo);
    if (!redemption) throw new HttpError(404, 'NOT_FOUND', 'No such redemption');
    if (redemption.status !== 'IN_PROCESS')
      throw new HttpError(409, 'CONFLICT', `Redemption ${redemption.refNo} is ${redemption.status} already`);
    decideRedemption(world, redemption, action, remark);
    return ok(publicRedemption(redemption));
  });
}

/**
 * QA's decision on a redemption in process, with its optional remark: a rejection gives the stock back (its points
 * come back by themselves, as `spent` leaves rejected ones out), and the player is told in the inbox.
 */
export function decideRedemption(world: World, redemption: StoredRedemption, action: 'approve' | 'reject', remark?: string) {
  redemption.status = action === 'approve' ? 'APPROVED' : 'REJECTED';
  if (remark) redemption.remark = remark;
  if (action === 'reject' && redemption.rewardId !== undefined) {
    world
      .part(pointsPart)
      .stock.set(redemption.rewardId, (world.part(pointsPart).stock.get(redemption.rewardId) ?? 0) + redemption.quantity);
  }
  tellRedemptionDecided(world, redemption);
}
