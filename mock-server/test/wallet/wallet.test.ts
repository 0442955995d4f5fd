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

async function player(username = 'player01', password = 'Lucky2026') {
  const client = clientFor(app, `wallet-${++n}`);
  const token = (await client.login(username, password)).body?.value.token as string;
  const auth = client.auth(token);
  return {
    client,
    auth,
    get: (url: string) => client.get(url, auth),
    post: (url: string, body: object) => client.post(url, body, auth),
    wallets: async () =>
      (await client.get('/wps/relay/GCS_merchantWallet', auth)).body?.value.wallets as { walletCode: string; balance: number }[],
    main: async () => (await client.get('/wps/v2/wallets/balance', auth)).body?.value.balance[0].availBalance as number,
    sum: async () => (await client.get('/wps/v2/wallets/balance', auth)).body?.value.sumBalance as number,
  };
}
type Player = Awaited<ReturnType<typeof player>>;
const balanceOf = (wallets: { walletCode: string; balance: number }[], code: string) => wallets.find((w) => w.walletCode === code)!.balance;
const transfer = (p: Player, body: object) => p.post('/wps/relay/GCS_walletTransfer', body);
const today = () => new Date(Date.now()).toISOString().slice(0, 10);
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
const cents = (n: number) => Math.round(n * 100) / 100;

/** Every transaction of the player, all pages. */
async function allTransactions(p: Player) {
  const rows: { amount: number; balanceAfter: number; wallet: string; txCode: string; txTime: number; txId: number }[] = [];
  for (let page = 1; ; page++) {
    const value = (await p.get(`/wps/relay/ODSFE2_MemTransDet?startDate=${daysAgo(90)}&endDate=${today()}&pageNo=${page}&pageSize=100`))
      .body?.value;
    rows.push(...value.list);
    if (page >= value.totalPages) return rows;
  }
}

describe('the ledger', () => {
  it('opens a seeded account with 60 days of history that adds up to its balance', async () => {
    const p = await player();
    expect(await p.sum()).toBe(1500);
    const rows = await allTransactions(p);
    expect(rows.length).toBeGreaterThan(20);
    const kinds = new Set(rows.map((r) => r.txCode));
    for (const kind of ['DEPOSIT', 'BET', 'WIN']) expect(kinds).toContain(kind);
    expect(cents(rows.reduce((sum, r) => sum + r.amount, 0))).toBe(1500);
    // Oldest first, each balanceAfter is the one before plus the amount, never below zero.
    const byWallet = new Map<string, number>();
    for (const r of [...rows].sort((a, b) => a.txTime - b.txTime || a.txId - b.txId)) {
      const after = cents((byWallet.get(r.wallet) ?? 0) + r.amount);
      expect(r.balanceAfter).toBe(after);
      expect(after).toBeGreaterThanOrEqual(0);
      byWallet.set(r.wallet, after);
    }
    expect(Math.min(...rows.map((r) => r.txTime))).toBeGreaterThanOrEqual(Date.now() - 61 * 86_400_000);
  });

  it('moves money between the main wallet and a game wallet and back, the sum unchanged', async () => {
    const p = await player();
    const moved = (await transfer(p, { fromWallet: 'MAIN', toWallet: 'PG', amount: 250.5 })).body?.value;
    expect(balanceOf(moved.wallets, 'MAIN')).toBe(1249.5);
    expect(balanceOf(moved.wallets, 'PG')).toBe(250.5);
    expect(moved.sumBalance).toBe(1500);
    await transfer(p, { fromWallet: 'MAIN', toWallet: 'JILI', amount: 100 });
    expect(await p.main()).toBe(1149.5);
    const back = (await transfer(p, { recallAll: true })).body?.value;
    expect(balanceOf(back.wallets, 'MAIN')).toBe(1500);
    expect(back.wallets.filter((w: { balance: number }) => w.balance !== 0)).toHaveLength(1);
    const codes = (await allTransactions(p)).filter((r) => r.txCode.startsWith('TRANSFER')).length;
    expect(codes).toBe(8);
  });

  it('refuses a bad transfer and changes nothing', async () => {
    const p = await player();
    const refusals: [object, string | number][] = [
      [{ fromWallet: 'MAIN', toWallet: 'PG', amount: 1500.01 }, 'INSUFFICIENT_BALANCE'],
      [{ fromWallet: 'PG', toWallet: 'MAIN', amount: 1 }, 'INSUFFICIENT_BALANCE'],
      [{ fromWallet: 'MAIN', toWallet: 'MAIN', amount: 1 }, 'WALLET_SAME'],
      [{ fromWallet: 'PG', toWallet: 'JILI', amount: 1 }, 'WALLET_SAME'],
      [{ fromWallet: 'MAIN', toWallet: 'NOPE', amount: 1 }, 'WALLET_NOT_FOUND'],
      [{ fromWallet: 'MAIN', toWallet: 'PG', amount: 0 }, 400],
      [{ fromWallet: 'MAIN', toWallet: 'PG', amount: -5 }, 400],
      [{ fromWallet: 'MAIN', toWallet: 'PG', amount: 1.005 }, 400],
      [{ fromWallet: 'MAIN', toWallet: 'PG', amount: 1e-9 }, 400],
      [{ fromWallet: 'MAIN', toWallet: 'PG', amount: 0.001 }, 400],
      [{ fromWallet: 'MAIN', toWallet: 'PG', amount: 1e308 }, 400],
      [{ fromWallet: 'MAIN', toWallet: 'PG', amount: '5' }, 400],
      [{ fromWallet: 'MAIN', toWallet: 'PG' }, 400],
      [{ recallAll: false }, 400],
    ];
    for (const [body, expected] of refusals) {
      const answer = await transfer(p, body);
      if (typeof expected === 'number') expect(answer.status, JSON.stringify(body)).toBe(expected);
      else expect(answer.body?.errorCode, JSON.stringify(body)).toBe(expected);
    }
    expect(await p.main()).toBe(1500);
    expect((await allTransactions(p)).filter((r) => r.txCode.startsWith('TRANSFER'))).toEqual([]);
    expect((await p.client.post('/wps/relay/GCS_walletTransfer', { recallAll: true })).status).toBe(401);
    await p.client.patch('/__admin/scenario', { singleWallet: true });
    expect((await p.get('/wps/relay/GCS_merchantWallet')).body?.value.isSingle).toBe(1);
    expect((await transfer(p, { fromWallet: 'MAIN', toWallet: 'PG', amount: 1 })).body?.errorCode).toBe('WALLET_SINGLE');
  });

  it('holds its sums under 50 parallel transfers: no money made or lost, no wallet below zero', async () => {
    const p = await player();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        transfer(p, i % 5 === 4 ? { fromWallet: 'PG', toWallet: 'MAIN', amount: 40 } : { fromWallet: 'MAIN', toWallet: 'PG', amount: 40 }),
      ),
    );
    const done = answers.filter((a) => a.body?.success).length;
    expect(answers.every((a) => a.body?.success || a.body?.errorCode === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(done).toBeGreaterThan(0);
    const wallets = await p.wallets();
    expect(cents(wallets.reduce((s, w) => s + w.balance, 0))).toBe(1500);
    expect(wallets.every((w) => w.balance >= 0)).toBe(true);
    const rows = await allTransactions(p);
    for (const w of wallets) expect(cents(rows.filter((r) => r.wallet === w.walletCode).reduce((s, r) => s + r.amount, 0))).toBe(w.balance);
  });

  it('filters transaction details by date and type, and pages them', async () => {
    const p = await player();
    const deposits = (await p.get(`/wps/relay/ODSFE2_MemTransDet?startDate=${daysAgo(90)}&endDate=${today()}&txCode=DEPOSIT&pageSize=5`))
      .body?.value;
    expect(deposits.list.length).toBeGreaterThan(0);
    expect(deposits.list.every((r: { txCode: string }) => r.txCode === 'DEPOSIT')).toBe(true);
    const week = (await p.get(`/wps/relay/ODSFE2_MemTransDet?startDate=${daysAgo(7)}&endDate=${today()}&pageSize=100`)).body?.value;
    const start = Date.parse(`${daysAgo(7)}T00:00:00Z`);
    expect(week.list.every((r: { txTime: number }) => r.txTime >= start)).toBe(true);
    const all = (await p.get(`/wps/relay/ODSFE2_MemTransDet?startDate=${daysAgo(90)}&endDate=${today()}&pageSize=100`)).body?.value;
    expect(week.total).toBeLessThan(all.total);
    for (const bad of [
      `startDate=${today()}&endDate=${daysAgo(3)}`,
      'startDate=yesterday&endDate=today',
      `startDate=${today()}`,
      `startDate=${today()}&endDate=${today()}&txCode=THEFT`,
    ]) {
      expect((await p.get(`/wps/relay/ODSFE2_MemTransDet?${bad}`)).status).toBe(400);
    }
    expect((await p.get('/wps/relay/GLS2_TxCodeList')).body?.value).toContainEqual({ txCode: 'DEPOSIT', txName: 'Deposit' });
  });
});

describe('deposits and withdrawals', () => {
  const admin = (p: Player, orderNo: string, action: string) => p.client.post(`/__admin/orders/${orderNo}`, { action });

  it('credits a deposit QA approves, and nothing for one QA rejects', async () => {
    const p = await player();
    const methods = (await p.get('/wps/fund/deposit/methods')).body?.value;
    expect(methods[0]).toMatchObject({ methodId: 'GCASH', minAmount: 100 });
    const order = (await p.post('/wps/fund/deposit', { methodId: 'GCASH', amount: 500 })).body?.value;
    expect(order).toMatchObject({ type: 'DEPOSIT', status: 'PENDING', amount: 500 });
    expect(await p.main()).toBe(1500);
    expect((await admin(p, order.orderNo, 'approve')).body?.value.status).toBe('APPROVED');
    expect(await p.main()).toBe(2000);
    expect((await admin(p, order.orderNo, 'approve')).status).toBe(409);
    const second = (await p.post('/wps/fund/deposit', { methodId: 'MAYA', amount: 300 })).body?.value;
    await admin(p, second.orderNo, 'reject');
    expect(await p.main()).toBe(2000);
    const mine = (await p.get('/wps/fund/orders?type=DEPOSIT')).body?.value;
    expect(mine.list.map((o: { status: string }) => o.status)).toEqual(['REJECTED', 'APPROVED']);
    for (const [body, code] of [
      [{ methodId: 'GCASH', amount: 99 }, 'AMOUNT_OUT_OF_LIMITS'],
      [{ methodId: 'GCASH', amount: 50_001 }, 'AMOUNT_OUT_OF_LIMITS'],
      [{ methodId: 'CASH', amount: 500 }, 'DEPOSIT_METHOD_NOT_FOUND'],
    ] as const) {
      expect((await p.post('/wps/fund/deposit', body)).body?.errorCode).toBe(code);
    }
    expect((await p.post('/wps/fund/deposit', { methodId: 'GCASH', amount: -1 })).status).toBe(400);
  });

  it('holds a withdrawal at once, returns it when QA rejects it, keeps it when QA pays it out', async () => {
    const p = await player();
    const withdraw = (body: object) => p.client.postEncrypted('/wps/relay/passwordCheck/FUND_withdraw', body, p.auth);
    expect((await withdraw({ amount: 200, password: 'wrong' })).body?.errorCode).toBe('PASSWORD_WRONG');
    expect((await withdraw({ amount: 1600, password: 'Lucky2026' })).body?.errorCode).toBe('INSUFFICIENT_BALANCE');
    expect((await withdraw({ amount: 50, password: 'Lucky2026' })).body?.errorCode).toBe('AMOUNT_OUT_OF_LIMITS');
    expect(await p.main()).toBe(1500);
    const first = (await withdraw({ amount: 200, password: 'Lucky2026' })).body?.value;
    expect(first).toMatchObject({ type: 'WITHDRAW', status: 'PENDING' });
    expect(await p.main()).toBe(1300);
    await admin(p, first.orderNo, 'reject');
    expect(await p.main()).toBe(1500);
    const second = (await withdraw({ amount: 300, password: 'Lucky2026' })).body?.value;
    expect((await admin(p, second.orderNo, 'payout')).body?.value.status).toBe('PAID');
    expect(await p.main()).toBe(1200);
    for (let i = 0; i < 3; i++) await withdraw({ amount: 100, password: 'Lucky2026' });
    expect((await withdraw({ amount: 100, password: 'Lucky2026' })).body?.errorCode).toBe('WITHDRAW_TOO_MANY_PENDING');
    expect(await p.main()).toBe(900);
  });

  it('asks for a bound mobile before a withdrawal, and refuses trial accounts', async () => {
    const agent = await player('agent01', 'Agent2026');
    const answer = await agent.client.postEncrypted(
      '/wps/relay/passwordCheck/FUND_withdraw',
      { amount: 200, password: 'Agent2026' },
      agent.auth,
    );
    expect(answer.body?.errorCode).toBe('WITHDRAW_NEEDS_MOBILE');
    const trial = await player('trial01', 'Trial2026');
    expect((await trial.post('/wps/fund/deposit', { methodId: 'GCASH', amount: 500 })).body?.errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});
