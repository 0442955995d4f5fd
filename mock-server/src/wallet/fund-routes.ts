import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { PROOF_TYPES, TRIAL_ACCOUNT_TYPE, walletCalls, WalletCode } from '@portal/contracts';
import { verifyPassword } from '../identity/password';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { HttpError } from '../platform/http-error';
import { sniffImage } from '../platform/multipart-body';
import { parseInput } from '../platform/validate';
import { cents, MAIN_WALLET, TxCode } from './ledger';
import { depositMethods, newestFirstOrder, publicOrder, WITHDRAW_LIMITS, type StoredOrder, fundsPart } from './fund-orders';
import { ledgerOf } from './player-wallets';
import { creditDeposit } from './wallet-events';
import { ledgerFailure } from './wallet-routes';
import { notify } from '../service/notices';
import { pageOf } from '../platform/paging';
import { identityPart } from '../identity/identity-state';

/** Whether a time (ms) falls on the UTC days from startDate to endDate, both included. */
const onDays = (startDate: string, endDate: string) => {
  const from = Date.parse(`${startDate}T00:00:00Z`);
  const to = Date.parse(`${endDate}T00:00:00Z`) + 86_400_000;
  return (at: number) => at >= from && at < to;
};
const trialRefused = () => fail(WalletCode.TrialNotAllowed, 'This needs a real account. Please register one first.');
const limits = (amount: number, min: number, max: number) =>
  amount < min || amount > max ? fail(WalletCode.OutOfLimits, `The amount must be from ${min.toFixed(2)} to ${max.toFixed(2)}`) : null;

/** Deposits and withdrawals: the player asks, QA decides (fund admin routes below). */
export async function fundRoutes(app: FastifyInstance) {
  defineCall(app, walletCalls.depositMethods, () => ok(depositMethods.map((m) => ({ ...m }))));

  defineCall(app, walletCalls.deposit, ({ request, user, body }) => {
    if (user.type === TRIAL_ACCOUNT_TYPE) return trialRefused();
    const method = depositMethods.find((m) => m.methodId === body.methodId);
    if (!method) return fail(WalletCode.MethodNotFound, `No deposit method ${body.methodId}`);
    const amount = cents(body.amount);
    const outside = limits(amount, method.minAmount, method.maxAmount);
    if (outside) return outside;
    const now = request.world.now();
    return ok(
      publicOrder(
        request.world.part(fundsPart).create({ userId: user.id, type: 'DEPOSIT', amount, methodId: method.methodId, createdAt: now }),
      ),
    );
  });

  // The amount is held at once (a WITHDRAW transaction); a rejection returns it.
  defineCall(app, walletCalls.withdraw, ({ request, user, body }) => {
    if (user.type === TRIAL_ACCOUNT_TYPE) return trialRefused();
    if (!verifyPassword(body.password, user.passwordHash)) return fail(WalletCode.PasswordWrong, 'The login password is wrong');
    if (!user.mobile) return fail(WalletCode.MobileRequired, 'Bind a mobile number in the security centre before withdrawing');
    const amount = cents(body.amount);
    const outside = limits(amount, WITHDRAW_LIMITS.minAmount, WITHDRAW_LIMITS.maxAmount);
    if (outside) return outside;
    const world = request.world;
    const pending = world
      .part(fundsPart)
      .of(user.id)
      .filter((o) => o.type === 'WITHDRAW' && o.status === 'PENDING').length;
    if (pending >= WITHDRAW_LIMITS.maxPending) {
      return fail(WalletCode.TooManyPending, `${pending} withdrawals are waiting already; wait for one of them to be paid`);
    }
    const ledger = ledgerOf(world, user);
    if (amount > ledger.balance(user.id)) {
      return fail(
        WalletCode.InsufficientBalance,
        `${amount.toFixed(2)} is more than the main wallet's ${ledger.balance(user.id).toFixed(2)}`,
      );
    }
    const now = world.now();
    const order = world.part(fundsPart).create({ userId: user.id, type: 'WITHDRAW', amount, createdAt: now });
    try {
      ledger.post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Withdraw, amount: -amount, reference: order.orderNo }], now);
    } catch (error) {
      world.part(fundsPart).orders.delete(order.orderNo);
      return ledgerFailure(error);
    }
    return ok(publicOrder(order));
  });

  // The player's word on a payout: received, partly received (how much) or not received (with proof images).
  defineCall(app, walletCalls.withdrawConfirm, ({ request, user, body, files }) => {
    const world = request.world;
    const order = world.part(fundsPart).orders.get(body.orderNo);
    if (!order || order.userId !== user.id || order.type !== 'WITHDRAW')
      return fail(WalletCode.OrderNotFound, `No withdrawal ${body.orderNo} of yours`);
    if (order.confirmation !== 'WAITING') {
      return fail(
        WalletCode.NotConfirmable,
        `Withdrawal ${order.orderNo} is ${order.confirmation ?? order.status} and cannot be confirmed now`,
      );
    }
    const proofs = files.filter((f) => f.field === 'proof');
    if (files.length !== proofs.length) return fail(WalletCode.ProofRejected, 'Only files named proof are taken');
    for (const file of proofs) {
      const kind = sniffImage(file.data);
      if (!kind || !(PROOF_TYPES as readonly string[]).includes(file.mimetype)) {
        return fail(WalletCode.ProofRejected, `${file.filename || 'A file'} is not a png or jpg image`);
      }
    }
    let amountReceived = order.amount;
    if (body.result === 'PARTIAL') {
      if (body.amountReceived === undefined) return fail(WalletCode.OutOfLimits, 'Say how much was received');
      if (body.amountReceived <= 0 || body.amountReceived >= order.amount) {
        return fail(WalletCode.OutOfLimits, `A part of ${order.amount.toFixed(2)} is more than 0 and less than the whole`);
      }
      amountReceived = cents(body.amountReceived);
    }
    if (body.result === 'NOT_RECEIVED') {
      if (proofs.length === 0) return fail(WalletCode.ProofRequired, 'Add at least one image proving the payout did not arrive');
      amountReceived = 0;
    }
    const proofIds = proofs.map((f) => world.part(fundsPart).addProof(order.orderNo, f.mimetype, f.data));
    Object.assign(order, {
      confirmation: body.result,
      amountReceived,
      remainder: cents(order.amount - amountReceived),
      proofCount: proofIds.length,
      updatedAt: world.now(),
    });
    return ok(publicOrder(order));
  });

  // Newest first; with startDate and endDate only the orders created on those UTC days (as the account record).
  defineCall(app, walletCalls.fundOrders, ({ request, user, query }) => {
    const within = query.startDate && query.endDate ? onDays(query.startDate, query.endDate) : () => true;
    const rows = request.world
      .part(fundsPart)
      .of(user.id)
      .filter((o) => (!query.type || o.type === query.type) && within(o.createdAt));
    const pageNo = query.pageNo ?? 1;
    const { list, total, totalPages } = pageOf(rows, pageNo, query.pageSize);
    return ok({ list: list.map(publicOrder), total, totalPages, pageNo });
  });
}

const decisionSchema = z.strictObject({
  action: z.enum(['approve', 'reject', 'payout']),
  remark: z.optional(z.string().check(z.maxLength(200))),
});
const ordersQuerySchema = z.strictObject({ status: z.optional(z.enum(['PENDING', 'APPROVED', 'REJECTED', 'PAID'])) });
const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

/** QA decides deposits and withdrawals: GET /__admin/orders, POST /__admin/orders/:orderNo { action }. */
export async function fundAdminRoutes(app: FastifyInstance) {
  app.get('/__admin/orders', async (request) => {
    const { status } = parseInput(ordersQuerySchema, request.query, 'query');
    const funds = request.world.part(fundsPart);
    const identity = request.world.part(identityPart);
    const list = [...funds.orders.values()]
      .filter((o) => !status || o.status === status)
      .sort(newestFirstOrder)
      .map((o) => ({
        ...publicOrder(o),
        username: identity.userById(o.userId)?.username ?? null,
        proofs: [...funds.proofs.values()].filter((p) => p.orderNo === o.orderNo).map((p) => `/__admin/proofs/${p.proofId}`),
      }));
    return ok(list);
  });

  app.get('/__admin/proofs/:proofId', async (request, reply) => {
    const proof = request.world.part(fundsPart).proofs.get((request.params as { proofId: string }).proofId);
    if (!proof) throw new HttpError(404, 'NOT_FOUND', 'No such proof image');
    return reply.type(proof.mimetype).send(Buffer.from(proof.base64, 'base64'));
  });

  app.post('/__admin/orders/:orderNo', async (request) => {
    const { orderNo } = request.params as { orderNo: string };
    const { action, remark } = parseInput(decisionSchema, request.body);
    const world = request.world;
    const order = world.part(fundsPart).orders.get(orderNo);
    if (!order) throw new HttpError(404, 'NOT_FOUND', `No order ${orderNo}`);
    if (order.status !== 'PENDING') throw conflict(`Order ${orderNo} is ${order.status} already`);
    const user = world.part(identityPart).userById(order.userId);
    if (!user) throw new HttpError(404, 'NOT_FOUND', `The player of ${orderNo} is gone`);
    const now = world.now();
    const decide = (status: StoredOrder['status']) => Object.assign(order, { status, updatedAt: now, ...(remark && { remark }) });
    const ledger = ledgerOf(world, user);
    const params = { orderNo, amount: order.amount.toFixed(2), ...(remark && { remark }) };
    if (order.type === 'DEPOSIT') {
      if (action === 'payout') throw conflict('A deposit is approved or rejected, not paid out');
      if (action === 'approve') creditDeposit(world, ledger, user, order.amount, orderNo, now);
      decide(action === 'approve' ? 'APPROVED' : 'REJECTED');
      notify(world, user.id, action === 'approve' ? 'DEPOSIT_CREDITED' : 'DEPOSIT_REJECTED', params);
    } else {
      if (action === 'approve') throw conflict('A withdrawal is paid out or rejected');
      if (action === 'reject')
        ledger.post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.WithdrawReturn, amount: order.amount, reference: orderNo }], now);
      decide(action === 'payout' ? 'PAID' : 'REJECTED');
      if (action === 'payout') {
        Object.assign(order, { confirmation: 'WAITING', confirmBy: now + world.scenario.withdrawAutoConfirmMinutes * 60_000 });
      }
      notify(world, user.id, action === 'payout' ? 'WITHDRAW_APPROVED' : 'WITHDRAW_FAILED', params);
    }
    return ok({ ...publicOrder(order), username: user.username });
  });
}
