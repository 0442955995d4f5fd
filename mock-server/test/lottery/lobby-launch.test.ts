import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { launchedLimit } from '../../src/identity/launched-page';
import { makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { describeLaunchedPage, makeOwner, openLaunched, type Owner } from '../launched-helpers';
import { identityPart } from '../../src/identity/identity-state';
import { ledgerPart } from '../../src/wallet/ledger';
import { lotteryPart } from '../../src/lottery/lottery-state';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const HOSTILE = '</script><script>alert(document.domain)</script><img src=x onerror=alert(1)>';
const launch = async ({ client, token }: Owner, backUrl = 'https://www.lucky.example/lottery') =>
  (
    await client.get(
      `/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=LOTT&lottoGameCode=GPI_3&lottoView=betting&backUrl=${encodeURIComponent(backUrl)}`,
      client.auth(token),
    )
  ).body?.value.content.game_url as string;

describeLaunchedPage('the lottery lobby', () => app, {
  launch,
  actions: [
    { name: 'its page', method: 'GET', path: (page) => page },
    { name: 'its state', method: 'GET', path: (page) => `${page}/state?game=GPI_3` },
    {
      name: 'a bet',
      method: 'POST',
      path: (page) => `${page}/bet`,
      body: () => ({ gameCode: 'GPI_3', playType: 'ODD_EVEN', pick: 'ODD', stake: 200, ref: 'intruder-bet-0001' }),
    },
  ],
  observe: (world, { userId }) => ({
    wallets: [...world.part(ledgerPart).walletsOf(userId)],
    transactions: world.part(ledgerPart).transactionsOf(userId).length,
    bets: world.part(lotteryPart).betsOf(userId),
  }),
});

describe('the lottery lobby with hostile values', () => {
  it('writes only its own address into its page, and answers a back link only when it is http(s)', async () => {
    const owner = await makeOwner(app, 'lobby-hostile');
    const page = await openLaunched(owner.client, await launch(owner, 'javascript:alert(document.domain)//'));
    app.worlds.get(owner.world).part(identityPart).findUser('player01')!.username = HOSTILE;
    const html = (await owner.client.get(page)).raw;
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('alert(');
    expect(html).toContain(`const base=${JSON.stringify(page)};`);
    const state = await owner.client.get(`${page}/state`);
    expect(state.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(state.body?.value).toMatchObject({ player: HOSTILE, backUrl: null });
  });
});

describe('launched pages kept per player', () => {
  it("ends a player's own oldest lobbies when the player launches again and again, never another player's", async () => {
    const kept = launchedLimit.perPlayer;
    launchedLimit.perPlayer = 3;
    try {
      const a = await makeOwner(app, 'lobby-cap');
      const agent = clientFor(app, a.world);
      const b: Owner = {
        world: a.world,
        client: agent,
        token: (await agent.login('agent01', 'Agent2026')).body?.value.token as string,
        userId: 0,
      };
      const pageOfB = await openLaunched(b.client, await launch(b));
      // B's lobby is the world's oldest: a cap per world would end it first.
      const ofA = [];
      for (let i = 0; i < 5; i++) ofA.push(await launch(a));
      expect((await b.client.get(pageOfB)).status).toBe(200);
      for (const address of ofA.slice(0, 2)) {
        const ended = await a.client.get(address);
        expect([ended.status, ended.body?.errorCode]).toEqual([404, 'GAME_SESSION_ENDED']);
      }
      for (const address of ofA.slice(2)) await openLaunched(a.client, address);
    } finally {
      launchedLimit.perPlayer = kept;
    }
  });
});
