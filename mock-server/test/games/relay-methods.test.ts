import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { gameListSchema } from '@portal/contracts';
import { clientFor } from '../identity-helpers';
import { makeApp } from '../helpers';

// Spec 02, section 7 lists these relays as GET with their fields in the query; spec 03 saw hot games as POST.
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

let n = 0;
const fresh = () => clientFor(app, `relay-methods-${++n}`);
const loggedIn = async () => {
  const client = fresh();
  const token: string = (await client.login('player01', 'Lucky2026')).body?.value.token;
  return { client, headers: client.auth(token) };
};

const reads: [name: string, query: string, token: boolean][] = [
  ['GCSGAME_newGameVendor', 'platform=html5-desktop&merchantCode=PORTAL', false],
  [
    'GCSGAME_gameList',
    'clientType=3&platform=html5-desktop&channel=WEB&merchant=PORTAL&gameType=RNG&gameClassify=video&minBet=0.5&minLineNum=1&language=EN&pageNo=1&pageSize=42',
    false,
  ],
  ['GCSGAME_getVassGameType', '', false],
  ['GCS_recentGame', 'clientType=3&language=EN&pageNo=1&pageSize=42', true],
  ['MCSFE_getFavoriteGames', '', true],
  ['MCSFE_getFavoriteGamesList', 'gameType=RNG&platform=flash', true],
  ['GLS2_roomList', 'vassalage=KM', false],
];

describe('the relayed reads of spec 02, section 7', () => {
  it.each(reads)('%s answers GET with the query %j', async (name, query, token) => {
    const { client, headers } = token ? await loggedIn() : { client: fresh(), headers: undefined };
    const { status, body } = await client.get(`/wps/relay/${name}${query ? `?${query}` : ''}`, headers);
    expect(status).toBe(200);
    expect(body?.success).toBe(true);
  });

  it.each(reads)('%s refuses POST with 405 naming GET', async (name, _query, token) => {
    const { client, headers } = token ? await loggedIn() : { client: fresh(), headers: undefined };
    const { status, headers: answered, body } = await client.post(`/wps/relay/${name}`, {}, headers);
    expect(status).toBe(405);
    expect(answered['allow']).toBe('GET');
    expect(body).toMatchObject({ success: false, errorCode: 'METHOD_NOT_ALLOWED' });
    expect(body?.message).toContain('use GET');
  });

  it('keeps hot games on POST, with the merchant code spec 02 sends', async () => {
    const client = fresh();
    const hot = await client.post('/wps/relay/GCSGAME_hotGamesV2', {
      merchantCode: 'PORTAL',
      isPlatform: 2,
      platform: 'flash,html5-desktop',
    });
    expect(hot.status).toBe(200);
    expect(hot.body?.value.list.length).toBeGreaterThan(0);
    const get = await client.get('/wps/relay/GCSGAME_hotGamesV2');
    expect(get.status).toBe(405);
    expect(get.body?.message).toContain('use POST');
  });
});

describe('a game item', () => {
  it('carries its node type and default language (spec 03, "Games")', async () => {
    const { body } = await fresh().get('/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=5');
    const { games } = gameListSchema.parse(body?.value);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      expect(game.nodeTypeManageId).toEqual(expect.any(Number));
      expect(game.defaultLanguage).toBe('EN');
    }
    const hot = await fresh().post('/wps/relay/GCSGAME_hotGamesV2', {});
    expect(hot.body?.value.list[0]).toEqual(expect.objectContaining({ nodeTypeManageId: expect.any(Number), defaultLanguage: 'EN' }));
  });
});
