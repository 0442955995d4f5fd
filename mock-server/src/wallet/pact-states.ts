import type { User } from '../identity/users';
import { badRequest } from '../platform/http-error';
import { checked, param } from '../platform/pact-params';
import type { World } from '../platform/world';
import { type StoredOrder, fundsPart } from './fund-orders';
import { cents, MAIN_WALLET, TxCode } from './ledger';
import { ledgerOf } from './player-wallets';

type Params = Record<string, unknown> | undefined;
const num = (params: Params, key: string, fallback: number) => (typeof params?.[key] === 'number' ? (params[key] as number) : fallback);

/**
 * Provider states of the withdrawal pacts (web member-centre payout and funds pacts), keyed by their given()
 * text. A reset world numbers its first order W00000001; a state given `orderNo` checks it made that one, so
 * a consumer that sends the number in a multipart body fails loudly here rather than against a wrong order.
 */
export function walletPactStates(world: () => World, userOf: (params: Params) => User) {
  // A withdrawal held from the main wallet and paid out by QA, waiting for the player's word.
  const paidOut = (params: Params): StoredOrder => {
    const w = world();
    const user = userOf(params);
    const amount = cents(num(params, 'amount', 300));
    const now = w.now();
    const ledger = ledgerOf(w, user);
    // A caller's mistake (another state emptied the wallet first), so a 400 naming it, never a 500.
    const main = ledger.balance(user.id, MAIN_WALLET);
    if (main < amount) throw badRequest(`params.amount: player ${user.username} has only ${main} in the main wallet`);
    const order = w.part(fundsPart).create({ userId: user.id, type: 'WITHDRAW', amount, createdAt: now - 60_000 });
    const wanted = params?.orderNo;
    if (typeof wanted === 'string' && wanted !== order.orderNo) {
      throw badRequest(`params.orderNo: this state made ${order.orderNo}, not ${wanted} (give it first, on a fresh world)`);
    }
    ledger.post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Withdraw, amount: -amount, reference: order.orderNo }], now - 60_000);
    return Object.assign(order, {
      status: 'PAID' as const,
      updatedAt: now,
      confirmation: 'WAITING' as const,
      confirmBy: now + w.scenario.withdrawAutoConfirmMinutes * 60_000,
    });
  };
  return {
    'the player has a withdrawal paid out and waiting for confirmation': checked(
      "Player `username` has a withdrawal of `amount` (default 300) held from the main wallet, paid out and waiting for the player's word; it is a fresh world's first order, W00000001 (`orderNo` checks it); answers `{ orderNo }`.",
      { username: param.username, amount: param.amount, orderNo: param.text(20) },
      async (params) => ({ orderNo: paidOut(params).orderNo }),
    ),
    'the player has confirmed a payout as partly received': checked(
      'As a withdrawal paid out, then the player confirmed only `amountReceived` of `amount` arrived (default 200 of 300), no proof sent yet; answers `{ orderNo }`.',
      { username: param.username, amount: param.amount, amountReceived: param.amountOrZero },
      async (params) => {
        const amountReceived = cents(num(params, 'amountReceived', 200));
        if (amountReceived >= cents(num(params, 'amount', 300)))
          throw badRequest('params.amountReceived: less than params.amount (part of it arrived)');
        const order = paidOut(params);
        Object.assign(order, { confirmation: 'PARTIAL', amountReceived, remainder: cents(order.amount - amountReceived), proofCount: 0 });
        return { orderNo: order.orderNo };
      },
    ),
  };
}
