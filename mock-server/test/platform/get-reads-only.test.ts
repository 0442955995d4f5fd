import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue, type CallEntry } from '@portal/contracts';
import { lotteryGames } from '@portal/fixtures';
import { clientFor } from '../identity-helpers';
import { makeApp } from '../helpers';
import type { World } from '../../src/platform/world';
import { promotionsOf } from '../../src/promotions/promotion-rules';
import { MAIN_WALLET, TxCode } from '../../src/wallet/ledger';
import { ledgerOf } from '../../src/wallet/player-wallets';
import { identityPart } from '../../src/identity/identity-state';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

/**
 * GETs the real platform defines as issuing something (spec 01, 04): a captcha image and a slide check each
 * issue a one-use challenge, the chat launch opens the conversation and its launch key
 * (service/service-routes.ts), and the lottery launch opens a lobby, its launch key and a recent lottery
 * (lottery/lottery-routes.ts).
 */
const issuing = new Set(['captcha', 'slideChallenge', 'chatLaunch', 'lotteryLaunch']);
/** GET relays the real platform answers an agent's contract offer with (accept, refuse): they write by design. */
const answering = new Set(['answerDailySalary', 'answerDividend']);
const gets = (Object.entries(catalogue) as [string, CallEntry][]).filter(
  ([name, e]) => e.method === 'GET' && !issuing.has(name) && !answering.has(name),
);

const game = lotteryGames[0]!;
/** A valid value from the seed for each query field a swept GET takes; the sweep checks every GET accepts its query. */
const valueOf: Record<string, (world: World) => string> = {
  startDate: () => '2026-01-01',
  endDate: () => '2026-12-31',
  /** A member of agent01's team. */
  username: () => 'a01m1',
  gameId: () => String(game.gameId),
  prizeMode: () => game.prizeModes[0]!,
  /** The game list's category and a vendor with PVP rooms. */
  gameType: () => 'RNG',
  vassalage: () => 'KM',
  /** A promotion. */
  id: (world) => String(promotionsOf(world)[0]!.id),
};

function urlOf(entry: CallEntry, world: World) {
  const fields = Object.keys((entry.request as { _zod: { def: { shape?: Record<string, unknown> } } } | undefined)?._zod.def.shape ?? {});
  const params = new URLSearchParams();
  for (const field of fields) if (field in valueOf && !entry.path.includes(`:${field}`)) params.set(field, valueOf[field]!(world));
  const path = entry.path.replace(':gameId', String(game.gameId));
  return params.size ? `${path}?${params.toString()}` : path;
}

const worldOf = (id: string) => (app as unknown as { worlds: { get(id: string): World } }).worlds.get(id);
/** The world's state as a state file saves it, part by part. */
const savedState = (id: string) => worldOf(id).snapshot().state;

describe('a sweep of every GET', () => {
  it.each([
    ['a player', 'player01', 'Lucky2026'],
    ['an agent', 'agent01', 'Agent2026'],
  ])('leaves the world of %s as it was', async (_who, username, password) => {
    const world = `get-sweep-${username}`;
    const client = clientFor(app, world);
    const auth = client.auth((await client.login(username, password)).body?.value.token as string);
    // Wallets open with their seeded history on first use, whatever the use: open them all first, so the
    // sweep sees what a read writes, not when a seeded account's history was first needed.
    for (const user of worldOf(world).part(identityPart).users.values()) ledgerOf(worldOf(world), user);
    const before = savedState(world);
    const answers = [];
    for (const [name, entry] of gets) answers.push([name, (await client.get(urlOf(entry, worldOf(world)), auth)).status] as const);
    const after = savedState(world);
    const changed = Object.keys(before).filter((part) => JSON.stringify(before[part as never]) !== JSON.stringify(after[part as never]));
    // Every GET was answered (a 400 would mean its query was refused and the GET never ran), and none wrote.
    expect(answers.filter(([, status]) => status >= 400)).toEqual([]);
    expect(changed).toEqual([]);
  });
});

describe('the player rank', () => {
  it('shows the level the bets reach, on the rank page and in the member info, without raising the account', async () => {
    const id = 'get-rank';
    const client = clientFor(app, id);
    const auth = client.auth((await client.login('player01', 'Lucky2026')).body?.value.token as string);
    const world = worldOf(id);
    const user = world.part(identityPart).findUser('player01')!;
    user.clubLevel = 1;
    ledgerOf(world, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Deposit, amount: 250_000, reference: 'test' }], world.now());
    ledgerOf(world, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Bet, amount: -200_000, reference: 'test' }], world.now());
    const before = JSON.stringify(savedState(id));
    const rank = (await client.get('/wps/member/rank', auth)).body?.value;
    expect(rank).toMatchObject({ level: 5, name: 'Diamond' });
    expect((await client.get('/wps/member/info', auth)).body?.value.clubLabel.labelName).toBe('Diamond');
    expect(user.clubLevel).toBe(1);
    expect(JSON.stringify(savedState(id))).toBe(before);
  });
});
