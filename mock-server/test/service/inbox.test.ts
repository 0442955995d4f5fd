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

async function player(username = 'player01', password = 'Lucky2026', world = `inbox-${++n}`) {
  const client = clientFor(app, world);
  const token = (await client.login(username, password)).body?.value.token as string;
  const auth = client.auth(token);
  return {
    client,
    auth,
    unread: async () => (await client.get('/wps/relay/CSP_unreadCount', auth)).body?.value as number,
    list: async (body: object = {}) => (await client.post('/wps/relay/CSP_getInboxList', body, auth)).body?.value,
    read: (inboxIds: number[]) => client.post('/wps/relay/CSP_readInbox', { inboxIds }, auth),
    remove: (inboxIds: number[]) => client.post('/wps/relay/CSP_deleteInbox', { inboxIds }, auth),
  };
}

describe('platform messages', () => {
  it('start with a welcome, count unread, mark read and delete', async () => {
    const p = await player();
    expect(await p.unread()).toBe(1);
    const [welcome] = (await p.list()).content;
    expect(welcome).toMatchObject({ category: 'SYSTEM', noticeType: 'WELCOME', read: false });
    expect((await p.read([welcome.inboxId])).body?.value).toEqual({ changed: 1, unread: 0 });
    expect((await p.read([welcome.inboxId])).body?.value.changed).toBe(0);
    expect((await p.remove([welcome.inboxId])).body?.value).toEqual({ changed: 1, unread: 0 });
    expect((await p.list()).total).toBe(0);
  });

  it('tell the player about deposits and withdrawals QA decides', async () => {
    const p = await player();
    const deposit = (await p.client.post('/wps/fund/deposit', { methodId: 'GCASH', amount: 500 }, p.auth)).body?.value;
    await p.client.post(`/__admin/orders/${deposit.orderNo}`, { action: 'approve' });
    const withdrawal = (
      await p.client.postEncrypted('/wps/relay/passwordCheck/FUND_withdraw', { amount: 200, password: 'Lucky2026' }, p.auth)
    ).body?.value;
    await p.client.post(`/__admin/orders/${withdrawal.orderNo}`, { action: 'reject' });
    const list = (await p.list({ category: 'FUND' })).content;
    expect(list.map((m: { noticeType: string }) => m.noticeType)).toEqual(['WITHDRAW_FAILED', 'DEPOSIT_CREDITED']);
    expect(list[1].params).toEqual({ orderNo: deposit.orderNo, amount: '500.00' });
    expect(await p.unread()).toBe(3);
  });

  it('page, and let QA write to a player', async () => {
    const p = await player();
    for (let i = 0; i < 12; i++)
      await p.client.post('/__admin/messages', { username: 'player01', title: `Note ${i}`, content: '<p>Hello</p>' });
    const first = await p.list({ pageNo: 1, pageSize: 5 });
    expect(first).toMatchObject({ total: 13, totalPages: 3 });
    expect(first.content[0].title).toBe('Note 11');
    expect((await p.client.post('/__admin/messages', { username: 'nobody', title: 't', content: 'c' })).status).toBe(404);
  });

  it("never touch another player's messages, and refuse bad input changing nothing", async () => {
    const p = await player();
    const [mine] = (await p.list()).content;
    const other = await player('agent01', 'Agent2026', `inbox-${n}`);
    expect((await other.read([mine.inboxId])).body?.value.changed).toBe(0);
    expect((await other.remove([mine.inboxId])).body?.value.changed).toBe(0);
    for (const bad of [
      { inboxIds: [] },
      { inboxIds: ['1'] },
      { inboxIds: [-1] },
      {},
      { inboxIds: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      expect((await p.client.post('/wps/relay/CSP_readInbox', bad, p.auth)).status).toBe(400);
    }
    expect((await p.client.post('/wps/relay/CSP_getInboxList', { pageSize: 500 }, p.auth)).status).toBe(400);
    expect(await p.unread()).toBe(1);
    await p.client.patch('/__admin/scenario', { whitelabel: { INBOX3: false } });
    expect((await p.client.get('/wps/relay/CSP_unreadCount', p.auth)).body?.errorCode).toBe('MODULE_DISABLED');
  });
});
