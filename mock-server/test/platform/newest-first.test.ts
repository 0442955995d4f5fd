import { describe, expect, it } from 'vitest';
import { FundOrders } from '../../src/wallet/fund-orders';
import { newestFirst } from '../../src/platform/paging';

describe('lists newest first', () => {
  it('orders placed in the same millisecond come latest number first', () => {
    const funds = new FundOrders();
    const at = Date.UTC(2026, 10, 26, 9);
    for (let i = 0; i < 3; i++) funds.create({ userId: 1, type: 'DEPOSIT', amount: 100, methodId: 'GCASH', createdAt: at } as never);
    funds.create({ userId: 1, type: 'WITHDRAW', amount: 100, createdAt: at } as never);
    expect(funds.of(1).map((o) => o.orderNo)).toEqual(['W00000004', 'D00000003', 'D00000002', 'D00000001']);
  });

  it('break a tie of time by a numeric sequence and by ids that carry a number', () => {
    const rows = [
      { t: 5, id: 'LOTTO-9' },
      { t: 5, id: 'LOTTO-10' },
      { t: 7, id: 'LOTTO-1' },
    ];
    expect(
      [...rows]
        .sort(
          newestFirst(
            (r) => r.t,
            (r) => r.id,
          ),
        )
        .map((r) => r.id),
    ).toEqual(['LOTTO-1', 'LOTTO-10', 'LOTTO-9']);
    expect(
      [
        { t: 1, n: 1 },
        { t: 1, n: 3 },
        { t: 1, n: 2 },
      ]
        .sort(
          newestFirst(
            (r) => r.t,
            (r) => r.n,
          ),
        )
        .map((r) => r.n),
    ).toEqual([3, 2, 1]);
  });
});
