import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogueFor } from '@portal/fixtures';
import { World } from '../../src/platform/world';
import { makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { openLaunched } from '../launched-helpers';
import { gamesPart } from '../../src/games/games-state';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const slot = () =>
  catalogueFor(20261121)
    .byVendor.get('PG')!
    .find((g) => !g.maintenance)!;
type Tx = { txCode: string; wallet: string; amount: number; balanceAfter: number; reference: string };
type Spin = { spinId: string; betId: string; stake: number; payout: number; balanceAfter: number; reels: string[][]; spunAt: number };

async function player(world = `slot-${++n}`, username = 'player01', password = 'Lucky2026') {
  const client = clientFor(app, world);
  const auth = client.auth((await client.login(username, password)).body?.value.token as string);
  const wallets = async () =>
    Object.fromEntries(
      ((await client.get('/wps/relay/GCS_merchantWallet', auth)).body?.value.wallets as { walletCode: string; balance: number }[]).map(
        (w) => [w.walletCode, w.balance],
      ),
    );
  const sum = async () => (await client.get('/wps/v2/wallets/balance', auth)).body?.value.sumBalance as number;
  const transactions = async () => {
    const day = new Date(Date.now()).toISOString().slice(0, 10);
    return (await client.get(`/wps/relay/ODSFE2_MemTransDet?startDate=${day}&endDate=${day}&pageSize=100`, auth)).body?.value.list as Tx[];
  };
  const launch = async () => {
    const game = slot();
    const { body } = await client.post('/wps/game/launchGame', { nodeId: game.nodeId, vassalage: 'PG', gameType: 'RNG' }, auth);
    return openLaunched(client, body?.value.content.game_url as string);
  };
  let spins = 0;
  const spin = (url: string, stake = 10, spinId = `spin-${world}-${++spins}`, headers: Record<string, string> = {}) =>
    client.post(`${url}/spin`, { spinId, stake }, headers);
  return { client, auth, wallets, sum, transactions, launch, spin };
}

/** Spins at this stake until one wins (the reels follow the seed, so the same spins every run). */
async function spinUntilWin(p: Awaited<ReturnType<typeof player>>, url: string, stake = 10) {
  for (let i = 0; i < 40; i++) {
    const spin = (await p.spin(url, stake)).body?.value.spin as Spin;
    if (spin.payout > 0) return spin;
  }
  throw new Error('no win in 40 spins');
}

describe('launching a vendor game', () => {
  it('moves the main balance into the vendor wallet and serves a slot page', async () => {
    const p = await player();
    const before = await p.wallets();
    const total = await p.sum();
    const url = await p.launch();
    const after = await p.wallets();
    expect(after.MAIN).toBe(0);
    expect(after.PG).toBe(Math.round((before.PG! + before.MAIN!) * 100) / 100);
    expect(await p.sum()).toBe(total);
    expect((await p.transactions()).slice(0, 2).map((t) => [t.txCode, t.wallet])).toEqual([
      ['TRANSFER_IN', 'PG'],
      ['TRANSFER_OUT', 'MAIN'],
    ]);
    const page = await p.client.get(url);
    expect(page.raw).toContain('data-testid="game-title"');
    expect(page.raw).toContain(`${url}`);
    const state = (await p.client.get(`${url}/state`)).body?.value;
    expect(state).toMatchObject({ gameName: slot().gameName, wallet: 'PG', balance: after.PG, player: 'player01' });
  });

  it('plays from the main wallet on a single-wallet site, with no transfer', async () => {
    const p = await player();
    await p.client.patch('/__admin/scenario', { singleWallet: true });
    const before = await p.wallets();
    const url = await p.launch();
    expect(await p.wallets()).toEqual(before);
    const { spin } = (await p.spin(url, 5)).body?.value as { spin: Spin & { wallet: string } };
    expect(spin.wallet).toBe('MAIN');
    expect((await p.wallets()).MAIN).toBe(Math.round((before.MAIN! - 5 + spin.payout) * 100) / 100);
  });
});

describe('a slot spin', () => {
  it('bets and wins as ledger transactions that add up', async () => {
    const p = await player();
    const url = await p.launch();
    const start = (await p.wallets()).PG!;
    const win = await spinUntilWin(p, url);
    const txs = (await p.transactions()).filter((t) => t.reference === win.betId);
    expect(txs.map((t) => [t.txCode, t.wallet, t.amount])).toEqual([
      ['WIN', 'PG', win.payout],
      ['BET', 'PG', -10],
    ]);
    expect(txs[0]!.balanceAfter).toBe(win.balanceAfter);
    expect(txs[1]!.balanceAfter).toBe(Math.round((win.balanceAfter - win.payout) * 100) / 100);
    const slotTxs = (await p.transactions()).filter((t) => t.reference.startsWith('SLOT-'));
    const net = slotTxs.reduce((s, t) => s + t.amount, 0);
    expect((await p.wallets()).PG).toBe(Math.round((start + net) * 100) / 100);
    expect(win.reels.map((r) => r[1])).toEqual(expect.any(Array));
    const day = new Date(Date.now()).toISOString().slice(0, 10);
    const record = (await p.client.get(`/wps/report/bets?startDate=${day}&endDate=${day}&productId=3`, p.auth)).body?.value.list;
    expect(record).toContainEqual(expect.objectContaining({ betId: win.betId, gameName: slot().gameName, stake: 10, payout: win.payout }));
  });

  it('is refused when the wallet is short, and nothing changes', async () => {
    const p = await player();
    const url = await p.launch();
    await p.client.post('/wps/relay/GCS_walletTransfer', { recallAll: true }, p.auth);
    const wallets = await p.wallets();
    const count = (await p.transactions()).length;
    const { body } = await p.spin(url, 10);
    expect(body).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_BALANCE' });
    expect(body?.message).toContain('PG wallet');
    expect(await p.wallets()).toEqual(wallets);
    expect((await p.transactions()).length).toBe(count);
  });

  it('takes a double-submitted spin id once', async () => {
    const p = await player();
    const url = await p.launch();
    const first = (await p.spin(url, 20, 'same-spin-0001')).body?.value;
    const again = (await p.spin(url, 20, 'same-spin-0001')).body?.value;
    expect(again.repeated).toBe(true);
    expect(again.spin).toEqual(first.spin);
    expect((await p.transactions()).filter((t) => t.reference === first.spin.betId && t.txCode === 'BET')).toHaveLength(1);
    expect((await p.wallets()).PG).toBe(first.spin.balanceAfter);
  });

  it("refuses another player's session, an unknown session and a stake off the bet levels", async () => {
    const world = `slot-${++n}`;
    const owner = await player(world);
    const other = await player(world, 'newbie01', 'Newbie2026');
    const url = await owner.launch();
    const wallets = await owner.wallets();
    const { body } = await other.spin(url, 10, 'not-mine-0001', other.auth);
    expect(body).toMatchObject({ success: false, errorCode: 'GAME_SESSION_NOT_YOURS' });
    expect(await owner.wallets()).toEqual(wallets);
    const ended = await owner.spin('/wps/static/play/000000000000000000000000', 10);
    expect([ended.status, ended.body?.errorCode]).toEqual([404, 'GAME_SESSION_ENDED']);
    const odd = await owner.spin(url, 7);
    expect(odd.status).toBe(400);
    expect(odd.body?.message).toMatch(/^body\.stake: one of the bet levels/);
    expect(await owner.wallets()).toEqual(wallets);
  });

  it('draws the same reels for the same seed and the same spins', async () => {
    const reels = async () => {
      const p = await player();
      const url = await p.launch();
      const out = [];
      for (let i = 0; i < 5; i++) out.push(((await p.spin(url, 1)).body?.value.spin as Spin).reels);
      return out;
    };
    expect(await reels()).toEqual(await reels());
  });
});

describe('what slot play feeds', () => {
  it('puts a win on the winners board', async () => {
    const p = await player();
    const url = await p.launch();
    const win = await spinUntilWin(p, url, 500);
    const board = (await p.client.get('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=50')).body?.value.list as {
      vo: { winAmount: number; userName: string; gameName: string; winTime: number };
    }[];
    expect(board).toContainEqual({
      vo: { winAmount: win.payout, userName: 'pl***1', gameName: slot().gameName, gameCategory: 'RNG', winTime: win.spunAt },
    });
  });

  it('earns points from its bets', async () => {
    const p = await player();
    const points = async () => (await p.client.get('/wps/relay/MCS2_getPointBalance', p.auth)).body?.value.earned as number;
    const before = await points();
    const url = await p.launch();
    for (let i = 0; i < 3; i++) await p.spin(url, 100);
    expect(await points()).toBe(before + 30);
  });
});

describe('game sessions in the world state', () => {
  it('survive a save and a restore, spins and all', async () => {
    const world = `slot-${++n}`;
    const p = await player(world);
    const url = await p.launch();
    const { spin } = (await p.spin(url, 5)).body?.value as { spin: Spin };
    const saved = JSON.parse(JSON.stringify(app.worlds.get(world).snapshot()));
    const copy = new World(world, app.worlds.get(world).scenario, app.worlds.hooks);
    copy.restore(saved);
    const id = url.split('/').pop()!;
    const session = copy.part(gamesPart).slots.sessions.get(id);
    expect(session).toMatchObject({ wallet: 'PG', gameName: slot().gameName });
    expect(copy.part(gamesPart).slots.findSpin(session!.userId, spin.spinId)).toEqual(spin);
  });
});
