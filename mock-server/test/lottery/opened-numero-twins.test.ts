import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const PATHS = ['/lotto/lgw/games/opened/numero', '/lgw/games/opened/numero'] as const;
let n = 0;
async function playerWhoBet() {
  const world = `opened-twins-${++n}`;
  const client = clientFor(app, world);
  const made = await client.post('/__admin/pact-state', {
    state: 'the player has bet on a lottery draw that has been made',
    params: { username: 'player01', gameCode: 'GPI_1' },
  });
  expect(made.status).toBe(200);
  const token = (await client.login('player01', 'Lucky2026')).body?.value.token as string;
  return { world, client, auth: client.auth(token) };
}

describe("the player's opened numeros at both paths of spec 04", () => {
  it('answers the same raw list at /lotto/lgw and /lgw', async () => {
    const { client, auth } = await playerWhoBet();
    const [lotto, lgw] = await Promise.all(PATHS.map((path) => client.get(`${path}?count=20`, auth)));
    expect(lotto!.status).toBe(200);
    // /lgw answers the list itself, with no envelope.
    const list = lotto!.body as unknown as { gameCode: string }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list[0]).toMatchObject({ gameCode: 'GPI_1' });
    expect(lgw!.body).toEqual(lotto!.body);
  });

  it("shows only the caller's own bets: another player who bet nothing gets an empty list at both", async () => {
    const { world } = await playerWhoBet();
    const other = clientFor(app, world);
    const token = (await other.login('agent01', 'Agent2026')).body?.value.token as string;
    for (const path of PATHS) expect((await other.get(`${path}?count=20`, other.auth(token))).body).toEqual([]);
  });

  it.each(PATHS)('%s refuses a bad count with 400 naming it, and answers 401 without a token', async (path) => {
    const { client, auth } = await playerWhoBet();
    for (const count of ['0', '201', 'many', '1.5']) {
      const refused = await client.get(`${path}?count=${count}`, auth);
      expect(refused.status).toBe(400);
      expect(refused.body?.message).toContain('count');
    }
    expect((await client.get(`${path}?count=20&extra=1`, auth)).status).toBe(400);
    const bare = await call(app, { method: 'GET', url: `${path}?count=20`, headers: { 'x-mock-world': `opened-twins-${n}` } });
    expect(bare.status).toBe(401);
  });
});
