import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
type Order = { orderNo: string; createdAt: number; type: string };

/** player01 in a world of its own, with `count` deposits placed today and one more two days later. */
async function depositor(count: number) {
  const client = clientFor(app, `fund-orders-${++n}`);
  const logIn = async () => client.auth((await client.login('player01', 'Lucky2026')).body?.value.token as string);
  let auth = await logIn();
  const deposit = async () => (await client.post('/wps/fund/deposit', { methodId: 'GCASH', amount: 100 }, auth)).body?.value as Order;
  const first: Order[] = [];
  for (let i = 0; i < count; i++) first.push(await deposit());
  await client.post('/__admin/clock', { advance: '2d' });
  // The session has expired meanwhile.
  auth = await logIn();
  const last = await deposit();
  const orders = async (query: string) => client.get(`/wps/fund/orders?${query}`, auth);
  return { client, first, last, orders };
}

describe('my deposits and withdrawals', () => {
  it('come newest first, a page at a time', async () => {
    const { first, last, orders } = await depositor(11);
    const one = (await orders('type=DEPOSIT&pageNo=1&pageSize=10')).body?.value;
    expect(one).toMatchObject({ total: 12, totalPages: 2, pageNo: 1 });
    expect(one.list).toHaveLength(10);
    expect(one.list[0].orderNo).toBe(last.orderNo);
    const two = (await orders('type=DEPOSIT&pageNo=2&pageSize=10')).body?.value;
    expect(two.list.map((o: Order) => o.orderNo)).toEqual([first[1]!.orderNo, first[0]!.orderNo]);
    expect((await orders('type=WITHDRAW')).body?.value).toMatchObject({ total: 0, list: [] });
  });

  it('filter by the UTC days they were placed on, both days included', async () => {
    const { first, last, orders } = await depositor(3);
    const today = day(last.createdAt);
    const before = day(first[0]!.createdAt);
    expect((await orders(`type=DEPOSIT&startDate=${today}&endDate=${today}`)).body?.value.list.map((o: Order) => o.orderNo)).toEqual([
      last.orderNo,
    ]);
    expect((await orders(`type=DEPOSIT&startDate=${before}&endDate=${before}`)).body?.value.total).toBe(3);
    expect((await orders(`type=DEPOSIT&startDate=${before}&endDate=${today}`)).body?.value.total).toBe(4);
    const later = day(last.createdAt + 86_400_000);
    expect((await orders(`startDate=${later}&endDate=${later}`)).body?.value).toMatchObject({ total: 0, totalPages: 1, list: [] });
  });

  it('refuse a day without the other, days out of order or not a date, and another player sees none of them', async () => {
    const { orders, client } = await depositor(1);
    for (const query of [
      'startDate=2026-11-01',
      'endDate=2026-11-01',
      'startDate=2026-11-02&endDate=2026-11-01',
      'startDate=1.11.2026&endDate=2026-11-02',
    ]) {
      const answer = await orders(`type=DEPOSIT&${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body?.message, query).toMatch(/startDate|endDate/);
    }
    const token = (await client.login('newbie01', 'Newbie2026')).body?.value.token as string;
    expect((await client.get('/wps/fund/orders?type=DEPOSIT', client.auth(token))).body?.value.total).toBe(0);
  });
});
