import type { FundOrder } from '@portal/contracts';

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

/** Deposits and withdrawals of every player of one world, waiting for QA or done. */
export class FundOrders {
  readonly orders = new Map<string, StoredOrder>();
  private nextNo = 1;

  create(order: Omit<StoredOrder, 'orderNo' | 'status' | 'updatedAt'>): StoredOrder {
    const orderNo = `${order.type === 'DEPOSIT' ? 'D' : 'W'}${String(this.nextNo++).padStart(8, '0')}`;
    const stored: StoredOrder = { ...order, orderNo, status: 'PENDING', updatedAt: order.createdAt };
    this.orders.set(orderNo, stored);
    return stored;
  }

  of(userId: number) {
    return [...this.orders.values()].filter((o) => o.userId === userId).sort((a, b) => b.createdAt - a.createdAt);
  }
}

/** The order as the player sees it (without whose it is). */
export const publicOrder = ({ userId: _userId, ...order }: StoredOrder): FundOrder => order;
