import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decryptChatLink, siteLanguages } from '@portal/contracts';
import { makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { MAIN_WALLET, TxCode } from '../../src/wallet/ledger';
import { ledgerOf } from '../../src/wallet/player-wallets';
import { identityPart } from '../../src/identity/identity-state';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

async function player(username = 'player01', password = 'Lucky2026', world = `cs-${++n}`) {
  const client = clientFor(app, world);
  const token = (await client.login(username, password)).body?.value.token as string;
  return { client, world, auth: client.auth(token) };
}
type PathEntry = { type: string; csType: string; title: string; labelIds: unknown[]; path: string };
const pathList = async (client: ReturnType<typeof clientFor>, auth?: Record<string, string>) =>
  (await client.get('/wps/system/version', auth)).body?.value.version.pathList as PathEntry[];
const chatLink = (list: PathEntry[]) => list.find((e) => e.type === '3')!;

describe('the customer-service path list', () => {
  it("gives a visitor the site's live chat as the type '3' chat link, sealed as the status call seals it", async () => {
    const client = clientFor(app, `cs-${++n}`);
    const list = await pathList(client);
    expect(list.filter((e) => e.type === '3')).toHaveLength(1);
    expect(chatLink(list)).toMatchObject({ csType: 'LIVECHAT', title: expect.stringMatching(/ live chat$/), labelIds: [] });
    expect(list.filter((e) => e.type === '1').map((e) => e.csType)).toEqual(['TELEGRAM', 'FACEBOOK']);
    const status = (await client.get('/wps/system/status')).body?.value.info.customerService as PathEntry[];
    expect(chatLink(list).path).toBe(status.find((e) => e.csType === 'LIVECHAT')!.path);
    expect(await decryptChatLink(chatLink(list).path)).toMatch(/^https:\/\/chat\.[a-z]+\.example\/c\/[A-Za-z0-9]{12}$/);
  });

  it('gives a member above club rank 4 the VIP link, and no one else', async () => {
    // agent42 (the fifth seeded account) is level 5, player01 level 1.
    const vip = await player('agent42', 'Agent2026');
    const vipLink = chatLink(await pathList(vip.client, vip.auth));
    expect(vipLink).toMatchObject({ csType: 'VIP', title: expect.stringMatching(/ VIP service$/) });
    expect(await decryptChatLink(vipLink.path)).toMatch(/^https:\/\/vip\./);
    const member = await player();
    const lists = [await pathList(member.client, member.auth), await pathList(vip.client)];
    for (const list of lists) expect(list.map((e) => e.csType)).not.toContain('VIP');
    // An expired or unknown token is a visitor here: the list needs none.
    expect(chatLink(await pathList(vip.client, { authorization: 'not-a-token' })).csType).toBe('LIVECHAT');
  });

  it('gives the VIP link to a player whose bets of the last 90 days reach rank 5, whatever level the account holds', async () => {
    const member = await player();
    const w = app.worlds.get(member.world);
    const user = w.part(identityPart).findUser('player01')!;
    expect(chatLink(await pathList(member.client, member.auth)).csType).toBe('LIVECHAT');
    ledgerOf(w, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Deposit, amount: 250_000, reference: 'test' }], w.now());
    ledgerOf(w, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Bet, amount: -200_000, reference: 'test' }], w.now());
    expect(chatLink(await pathList(member.client, member.auth))).toMatchObject({ csType: 'VIP' });
    expect(user.clubLevel).toBe(1);
  });
});

describe("the status call's customer-service entries", () => {
  it("carry spec 04's { path, title, csType, labelIds }, an AI service among them, each path sealed", async () => {
    const entries = (await clientFor(app, `cs-${++n}`).get('/wps/system/status')).body?.value.info.customerService as PathEntry[];
    expect(entries.map((e) => e.csType)).toEqual(['LIVECHAT', 'VIP', 'AICAN', 'TELEGRAM', 'FACEBOOK']);
    for (const entry of entries) {
      expect(entry.title.trim()).not.toBe('');
      expect(entry.labelIds).toEqual([]);
      expect(await decryptChatLink(entry.path)).toMatch(/^https:\/\//);
    }
  });
});

describe('a member with the SPECIAL club label', () => {
  it('is told so in the member info and gets VIP service whatever the rank; rank labels say RANK', async () => {
    const vip = await player('vip01', 'Special2026');
    const info = (await vip.client.get('/wps/member/info', vip.auth)).body?.value;
    expect(info.clubLabel).toMatchObject({ labelName: 'VIP Special', type: 'SPECIAL' });
    expect(chatLink(await pathList(vip.client, vip.auth)).csType).toBe('VIP');
    expect((await vip.client.get('/wps/relay/CBS_launchChat', vip.auth)).body?.value.queue).toBe('VIP');
    const member = await player();
    expect((await member.client.get('/wps/member/info', member.auth)).body?.value.clubLabel).toMatchObject({ type: 'RANK' });
  });
});

describe('announcements the player has read', () => {
  it('answers the read pairs of the logged-in player only, and follows marking unread', async () => {
    const { client, auth } = await player();
    const state = async (headers = auth) => (await client.get('/wps/relay/MCSFE_getAnnouncementRead', headers)).body?.value;
    expect(await state()).toEqual([]);
    for (const announcementId of [3, 1]) await client.post('/wps/relay/MCSFE_updateAnnouncementRead', { announcementId, read: true }, auth);
    expect(await state()).toEqual([
      { announcementId: 1, read: true },
      { announcementId: 3, read: true },
    ]);
    await client.post('/wps/relay/MCSFE_updateAnnouncementRead', { announcementId: 3, read: false }, auth);
    expect(await state()).toEqual([{ announcementId: 1, read: true }]);
    const other = await player('agent42', 'Agent2026', `cs-${n}`);
    expect(await state(other.auth)).toEqual([]);
    expect((await client.get('/wps/relay/MCSFE_getAnnouncementRead')).status).toBe(401);
  });
});

describe('QA answering as the service agent', () => {
  it('refuses an unknown player with 404 in the envelope', async () => {
    const client = clientFor(app, `cs-${++n}`);
    const answer = await client.post('/__admin/chat/nobody-here', { text: 'Hello' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, errorCode: 'NOT_FOUND', message: 'No such player' });
  });

  it('trims the answer and refuses an empty or blank one, storing nothing', async () => {
    const { client, auth } = await player();
    for (const text of ['', '   \n\t ']) {
      const refused = await client.post('/__admin/chat/player01', { text });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED', message: 'body.text: write something first' });
    }
    expect((await client.get('/__admin/chat')).body?.value).toEqual([]);
    expect((await client.get('/wps/relay/CBS_unreadCount', auth)).body?.value).toBe(0);
    const said = (await client.post('/__admin/chat/player01', { text: '   Your deposit is credited.  ' })).body?.value;
    expect(said.text).toBe('Your deposit is credited.');
    expect((await client.get('/__admin/chat')).body?.value[0].messages.map((m: { text: string }) => m.text)).toEqual([
      'Your deposit is credited.',
    ]);
  });
});

describe('help centre in every language', () => {
  it.each(siteLanguages)('answers categories with articles in %s', async (language) => {
    const help = (await clientFor(app, `cs-${++n}`).get(`/wps/system/helpCenter?language=${language}`)).body?.value as {
      name: string;
      articles: { title: string; content: string }[];
    }[];
    expect(help.length).toBeGreaterThanOrEqual(3);
    for (const category of help) {
      expect(category.name.trim()).not.toBe('');
      expect(category.articles.length).toBeGreaterThan(0);
      for (const article of category.articles) {
        expect(article.title.trim()).not.toBe('');
        expect(article.content).toMatch(/<p>.+<\/p>/);
      }
    }
  });

  it('writes each language in its own words, not in English', async () => {
    const client = clientFor(app, `cs-${++n}`);
    const titles = async (language: string) =>
      ((await client.get(`/wps/system/helpCenter?language=${language}`)).body?.value as { name: string }[]).map((c) => c.name);
    const english = await titles('EN');
    for (const language of siteLanguages.filter((l) => l !== 'EN')) expect(await titles(language)).not.toEqual(english);
  });
});
