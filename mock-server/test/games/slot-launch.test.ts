import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogueFor } from '@portal/fixtures';
import { makeApp } from '../helpers';
import { describeLaunchedPage, makeOwner, openLaunched, type Owner } from '../launched-helpers';
import { gamesPart } from '../../src/games/games-state';
import { ledgerPart } from '../../src/wallet/ledger';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const HOSTILE = '</script><script>alert(document.domain)</script><img src=x onerror=alert(1)>';
const game = () =>
  catalogueFor(20261121)
    .byVendor.get('PG')!
    .find((g) => !g.maintenance)!;
const launch = async ({ client, token }: Owner) =>
  (await client.post('/wps/game/launchGame', { nodeId: game().nodeId, vassalage: 'PG', gameType: 'RNG' }, client.auth(token))).body?.value
    .content.game_url as string;

describeLaunchedPage('the slot page', () => app, {
  launch,
  actions: [
    { name: 'its page', method: 'GET', path: (page) => page },
    { name: 'its state', method: 'GET', path: (page) => `${page}/state` },
    { name: 'a spin', method: 'POST', path: (page) => `${page}/spin`, body: () => ({ spinId: 'intruder-spin-0001', stake: 10 }) },
  ],
  observe: (world, { userId }) => ({
    wallets: [...world.part(ledgerPart).walletsOf(userId)],
    transactions: world.part(ledgerPart).transactionsOf(userId).length,
    spins: world.part(gamesPart).slots.spins.size,
  }),
});

describe('the slot page with a hostile game name', () => {
  it('writes the name and vendor as escaped text and its address as a script literal', async () => {
    const owner = await makeOwner(app, 'slot-hostile');
    const page = await openLaunched(owner.client, await launch(owner));
    const session = app.worlds.get(owner.world).part(gamesPart).slots.sessions.get(page.split('/').pop()!)!;
    session.gameName = HOSTILE;
    session.vassalage = `"><svg onload=alert(1)>`;
    const html = (await owner.client.get(page)).raw;
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<svg');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(document.domain)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</title>',
    );
    expect(html).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt; ·');
    const state = await owner.client.get(`${page}/state`);
    expect([state.headers['content-type'], state.body?.value.gameName]).toEqual(['application/json; charset=utf-8', HOSTILE]);
  });
});
