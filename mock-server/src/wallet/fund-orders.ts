import type { FundOrder } from '@portal/contracts';
import { newestFirst } from '../platform/paging';
import { statePart } from '../platform/world';

export type StoredOrder = FundOrder & { userId: number };

/** The deposit methods the fake offers, with their limits (contracts/README.md, "Wallet"). */
export const depositMethods = [
  { methodId: 'GCASH', methodName: 'GCash', minAmount: 100, maxAmount: 50_000 },
  { methodId: 'MAYA', methodName: 'Maya', minAmount: 100, maxAmount: 50_000 },
  { methodId: 'BANK', methodName: 'Bank transfer', minAmount: 500, maxAmount: 200_000 },
  { methodId: 'USDT', methodName: 'USDT (TRC20)', minAmount: 1_000, maxAmount: 500_000 },
] as const;

/** A withdrawal's limits, and how many may wait for payout at once. */
export const WITHDRAW_LIMITS = { minAmount: 100, maxAmount: 50_000, maxPending: 3 } as const;

/** A proof image of a withdrawal not received, kept for QA (base64, so a state file holds it). */
export type Proof = { proofId: string; orderNo: string; mimetype: string; base64: string };

/** Deposits and withdrawals of every player of one world, waiting for QA or done. */
export class FundOrders {
  readonly orders = new Map<string, StoredOrder>();
  readonly proofs = new Map<string, Proof>();
  private nextNo = 1;
  private nextProof = 1;

  addProof(orderNo: string, mimetype: string, data: Buffer): string {
    const proofId = `P${String(this.nextProof++).padStart(6, '0')}`;
    this.proofs.set(proofId, { proofId, orderNo, mimetype, base64: data.toString('base64') });
    return proofId;
  }

  /** Payouts nobody confirmed in time count as received (spec 02 section 4): no refund follows. */
  autoConfirm(now: number) {
    for (const order of this.orders.values()) {
      if (order.confirmation === 'WAITING' && order.confirmBy !== undefined && order.confirmBy <= now) {
        Object.assign(order, { confirmation: 'AUTO_RECEIVED', amountReceived: order.amount, remainder: 0, updatedAt: order.confirmBy });
      }
    }
  }

  create(order: Omit<StoredOrder, 'orderNo' | 'status' | 'updatedAt'>): StoredOrder {
    const orderNo = `${order.type === 'DEPOSIT' ? 'D' : 'W'}${String(this.nextNo++).padStart(8, '0')}`;
    const stored: StoredOrder = { ...order, orderNo, status: 'PENDING', updatedAt: order.createdAt };
    this.orders.set(orderNo, stored);
    return stored;
  }

  of(userId: number) {
    return [...this.orders.values()].filter((o) => o.userId === userId).sort(newestFirstOrder);
  }
}

/** Orders newest first; the order number's sequence (shared by deposits and withdrawals) breaks a tie. */
export const newestFirstOrder = newestFirst<StoredOrder>(
  (o) => o.createdAt,
  (o) => Number(o.orderNo.slice(1)),
);

/** The order as the player sees it (without whose it is). */
export const publicOrder = ({ userId: _userId, ...order }: StoredOrder): FundOrder => order;

/** Deposit and withdrawal orders; payouts left unconfirmed count as received when the clock passes their deadline. */
export const fundsPart = statePart('funds', () => new FundOrders());
