import type { Winner } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';
import { clientFor, type Client } from '../identity-helpers';
import { openLaunched } from '../launched-helpers';
import { MAIN_WALLET, TxCode } from '../../src/wallet/ledger';
import { ledgerOf } from '../../src/wallet/player-wallets';
import { identityPart } from '../../src/identity/identity-state';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

async function player(username = 'player01', password = 'Lucky2026', world = `service-${++n}`) {
  const client = clientFor(app, world);
  const token = (await client.login(username, password)).body?.value.token as string;
  return { client, world, auth: client.auth(token), token };
}
/** Launches the chat and opens its window: answers its queue and the window's path, `chatUrl`. */
async function chatUrl(client: Client, auth: Record<string, string>) {
  const launched = (await client.get('/wps/relay/CBS_launchChat?b2c=1&title=Support&language=EN&headerColor=%236142bf', auth)).body?.value;
  return { ...launched, chatUrl: await openLaunched(client, launched.chatUrl) };
}

describe('live chat', () => {
  it('keeps a conversation: the player writes, QA answers, the unread count rises and clears when the chat is read', async () => {
    const { client, auth } = await player();
    const { chatUrl: url, queue } = await chatUrl(client, auth);
    expect(queue).toBe('LIVECHAT');
    const page = await client.get(url);
    expect(page.raw).toContain('Live chat');
    await client.post(`${url}/messages`, { text: 'Hello, my deposit is late <script>alert(1)</script>' });
    expect((await client.get('/wps/relay/CBS_unreadCount', auth)).body?.value).toBe(0);
    await client.post('/__admin/chat/player01', { text: 'Let me check that for you.' });
    await client.post('/__admin/chat/player01', { text: 'It is credited now.' });
    expect((await client.get('/wps/relay/CBS_unreadCount', auth)).body?.value).toBe(2);
    const read = (await client.get(`${url}/messages`)).body?.value;
    expect(read.messages.map((m: { from: string }) => m.from)).toEqual(['PLAYER', 'AGENT', 'AGENT']);
    expect(read.messages[0].text).toBe('Hello, my deposit is late <script>alert(1)</script>');
    expect((await client.get('/wps/relay/CBS_unreadCount', auth)).body?.value).toBe(0);
    const conversations = (await client.get('/__admin/chat')).body?.value;
    expect(conversations[0]).toMatchObject({ username: 'player01', queue: 'LIVECHAT' });
  });

  it('puts a member above club rank 4 through to VIP service, refuses trial accounts, and follows CBS3', async () => {
    // player01 is level 1; agent42 (the fifth seeded account) is level 5.
    const vip = await player('agent42', 'Agent2026');
    expect((await chatUrl(vip.client, vip.auth)).queue).toBe('VIP');
    const trial = await player('trial01', 'Trial2026');
    expect((await trial.client.get('/wps/relay/CBS_launchChat', trial.auth)).body?.errorCode).toBe('TRIAL_NOT_ALLOWED');
    expect((await trial.client.get('/wps/relay/CBS_launchChat')).status).toBe(401);
    await vip.client.patch('/__admin/scenario', { whitelabel: { CBS3: false } });
    expect((await vip.client.get('/wps/relay/CBS_unreadCount', vip.auth)).body?.errorCode).toBe('MODULE_DISABLED');
  });

  it('puts a player whose bets of the last 90 days reach rank 5 through to VIP service, and QA answers there', async () => {
    const { client, auth, world } = await player();
    const w = app.worlds.get(world);
    const user = w.part(identityPart).findUser('player01')!;
    expect(user.clubLevel).toBe(1);
    ledgerOf(w, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Deposit, amount: 250_000, reference: 'test' }], w.now());
    ledgerOf(w, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Bet, amount: -200_000, reference: 'test' }], w.now());
    expect((await client.get('/wps/member/rank', auth)).body?.value.level).toBe(5);
    const { chatUrl: url, queue } = await chatUrl(client, auth);
    expect(queue).toBe('VIP');
    expect((await client.get(url)).raw).toContain('VIP service');
    await client.post('/__admin/chat/player01', { text: 'Welcome to VIP service.' });
    expect((await client.get(`${url}/messages`)).body?.value.messages.map((m: { text: string }) => m.text)).toEqual([
      'Welcome to VIP service.',
    ]);
    expect((await client.get('/__admin/chat')).body?.value.map((c: { queue: string }) => c.queue)).toEqual(['VIP']);
  });

  it('refuses an empty or oversized message and a chat of another world', async () => {
    const { client, auth } = await player();
    const { chatUrl: url } = await chatUrl(client, auth);
    for (const text of ['', '   ', 'x'.repeat(1001)]) expect((await client.post(`${url}/messages`, { text })).status).toBe(400);
    expect((await client.post(`${url}/messages`, { text: 'hi', extra: 1 })).status).toBe(400);
    expect((await clientFor(app, 'elsewhere').get(`${url}/messages`)).status).toBe(404);
    expect((await client.get(`${url}/messages`)).body?.value.messages).toEqual([]);
  });
});

describe('help centre, feedback, winners and announcements', () => {
  it('answers the help centre in each language, with its HTML as the platform wrote it', async () => {
    const client = clientFor(app, `service-${++n}`);
    const en = (await client.get('/wps/system/helpCenter?language=EN')).body?.value;
    const th = (await client.get('/wps/system/helpCenter?language=TH')).body?.value;
    expect(en).toHaveLength(3);
    expect(th[0].name).toBe('บัญชี');
    expect(en[0].articles[0].content).toContain('<script>');
    expect((await client.get('/wps/system/helpCenter?language=FR')).status).toBe(400);
  });

  it('takes feedback within its word-count bounds, by PUT or POST, and QA reads it', async () => {
    const world = `service-${++n}`;
    const client = clientFor(app, world);
    const good = { type: 'SUGGESTION', content: '  Please add more fishing games  ' };
    const put = await call(app, { method: 'PUT', url: '/wps/feedback', payload: good, headers: { 'x-mock-world': world } });
    expect(put.body?.value.feedbackId).toBe(1);
    expect((await client.post('/wps/feedback', good)).body?.value.feedbackId).toBe(2);
    // Words, not spaces: Chinese and Thai count theirs though they have none.
    expect((await client.post('/wps/feedback', { type: 'BUG', content: '游戏大厅打不开' })).body?.value.feedbackId).toBe(3);
    expect((await client.post('/wps/feedback', { type: 'BUG', content: 'ผมเล่นเกมไม่ได้' })).body?.value.feedbackId).toBe(4);
    for (const [bad, problem] of [
      [{ type: 'SUGGESTION', content: '   too short   ' }, /^body\.content: at least 3 words$/],
      [{ type: 'SUGGESTION', content: '游戏' }, /at least 3 words/],
      [{ type: 'SUGGESTION', content: 'word '.repeat(301) }, /at most 300 words/],
      [{ type: 'SUGGESTION', content: 'x'.repeat(3001) }, /at most 3000 characters/],
      [{ type: 'PRAISE', content: 'a long enough text here' }, /body\.type/],
      [{ content: 'a long enough text here' }, /body\.type/],
    ] as const) {
      const refused = await client.post('/wps/feedback', bad);
      expect(refused.status).toBe(400);
      expect(refused.body?.message).toMatch(problem);
    }
    expect((await client.post('/wps/feedback', { type: 'OTHER', content: 'word '.repeat(300) })).body?.value.feedbackId).toBe(5);
    const stored = (await client.get('/__admin/feedback')).body?.value;
    expect(stored).toHaveLength(5);
    expect(stored[4].content).toBe('Please add more fishing games');
  });

  it('ranks the winners board highest first, with a lottery win the player just made', async () => {
    const { client, auth } = await player();
    const board = (await client.get('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20')).body?.value.list;
    expect(board).toHaveLength(20);
    for (let i = 1; i < board.length; i++) expect(board[i - 1].vo.winAmount).toBeGreaterThanOrEqual(board[i].vo.winAmount);
    // A winning LAST2 bet of 50 pays 4,500: placed just after a draw, settled when the clock passes the next one.
    const now = (await client.get('/__admin/clock')).body?.value.now as number;
    await client.post('/__admin/clock', { at: new Date(Math.ceil(now / 300_000) * 300_000 + 1000).toISOString() });
    const lobby = await openLaunched(
      client,
      (await client.get('/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=LOTT&lottoGameCode=GPI_3&lottoView=betting', auth)).body?.value
        .content.game_url,
    );
    const state = (await client.get(`${lobby}/state`)).body!.value;
    const seed = (await client.get('/__admin/scenario')).body?.value.seed;
    const { winNumber } = await import('../../src/lottery/win-number');
    const pick = winNumber(seed, 'GPI_3', state.game.current.numero).split(',').slice(-2).join('');
    await client.post(`${lobby}/bet`, { gameCode: 'GPI_3', playType: 'LAST2', pick, stake: 50, ref: 'winners-board-ref-1' });
    await client.post('/__admin/clock', { advance: '5m' });
    const after = (await client.get('/wps/relay/GCSGAME_getRankList?limitNum=5')).body?.value.list;
    expect(after[0].vo).toMatchObject({ winAmount: 4500, userName: 'pl***1', gameName: 'Lucky 5D', gameCategory: 'ELOTT' });
    // Lucky 5D is an e-lottery game (GPI): its lobby's board has the win, the lottery's does not.
    const lobby5d = async (category: string) =>
      ((await client.get(`/wps/relay/GCSGAME_getRankList?gameCategory=${category}&limitNum=50`)).body?.value.list as Winner[]).some(
        (w) => w.vo.winAmount === 4500 && w.vo.gameName === 'Lucky 5D',
      );
    expect([await lobby5d('ELOTT'), await lobby5d('LOTT')]).toEqual([true, false]);
  });

  it("keeps to one lobby's wins when the board asks for a category, and refuses an oversized one", async () => {
    const { client } = await player();
    // The seeded wins are placed a little before now, so their times move with the clock: compared without them.
    const board = async (category: string) =>
      ((await client.get(`/wps/relay/GCSGAME_getRankList?gameCategory=${category}&limitNum=50`)).body?.value.list as Winner[]).map(
        ({ vo: { winTime: _, ...rest } }) => rest,
      );
    const all = await board('ALL');
    // Fewer than the limit, so each lobby's board is a part of this one.
    expect(all.length).toBeLessThan(50);
    const categories = new Set(all.map((w) => w.gameCategory));
    expect(categories.size).toBeGreaterThan(1);
    for (const category of categories) expect(await board(category)).toEqual(all.filter((w) => w.gameCategory === category));
    expect(await board('PVP')).toEqual([]);
    expect((await client.get(`/wps/relay/GCSGAME_getRankList?gameCategory=${'X'.repeat(17)}`)).body?.errorCode).toBe('VALIDATION_FAILED');
  });

  it('marks an announcement read for the player', async () => {
    const { client, auth } = await player();
    expect((await client.post('/wps/relay/MCSFE_updateAnnouncementRead', { announcementId: 1, read: true }, auth)).body?.value).toEqual({
      announcementId: 1,
      read: true,
    });
    expect(
      (await client.post('/wps/relay/MCSFE_updateAnnouncementRead', { announcementId: 99_999, read: true }, auth)).body?.errorCode,
    ).toBe('ANNOUNCEMENT_NOT_FOUND');
    expect((await client.post('/wps/relay/MCSFE_updateAnnouncementRead', { announcementId: 1, read: 'yes' }, auth)).status).toBe(400);
  });
});
