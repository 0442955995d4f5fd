import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { announcementsSchema, ANNOUNCEMENT_TYPES } from '@portal/contracts';
import { clientFor } from '../identity-helpers';
import { makeApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

let n = 0;
const fresh = () => clientFor(app, `announcements-${++n}`);
type Client = ReturnType<typeof clientFor>;
const ask = (client: Client, body: object, headers?: Record<string, string>) =>
  client.post('/wps/relay/MCSFE_getListAnnouncements', body, headers);
const brand = (executionType = 'B') => ({ types: ANNOUNCEMENT_TYPES, platform: 'W', executionType });
async function loggedIn() {
  const client = fresh();
  const token: string = (await client.login('player01', 'Lucky2026')).body?.value.token;
  return { client, auth: client.auth(token) };
}

describe('the announcements relay (spec 04)', () => {
  it("answers the brand's types as banners, player, popup and promotion, newest first", async () => {
    const value = announcementsSchema.parse((await ask(fresh(), brand())).body?.value);
    expect(value.banners.map((a) => a.title)).toEqual(['Weekend reload']);
    expect(value.player).toHaveLength(10);
    expect(value.player.every((a) => a.type === 'PL' || a.type === 'H')).toBe(true);
    expect(value.player.map((a) => a.date)).toEqual(value.player.map((a) => a.date).sort((a, b) => b - a));
    expect(value.popup.map((a) => a.title)).toEqual(['Scheduled maintenance', 'Welcome to the new site']);
    expect(value.agent).toEqual([]);
  });

  it('lists the promotions with their HTML, category, picture at sequence 1, dates and type', async () => {
    const { promotion } = announcementsSchema.parse((await ask(fresh(), brand())).body?.value);
    expect(promotion.map((p) => p.id)).toEqual([101, 102, 103, 104, 105, 106, 107, 108]);
    expect(promotion.filter((p) => p.category === 'new_player')).toHaveLength(3);
    expect(promotion.map((p) => p.promotionType)).toEqual(['CLAIM', 'JOIN', 'APPLY', 'JOIN', 'JOIN', 'INFO', 'APPLY', 'RAFFLE']);
    expect(promotion[0]).toMatchObject({
      content: expect.stringContaining('<b>'),
      announcementImages: [{ sequence: 1, url: '/wps/static/promo/101.svg' }],
    });
    expect(promotion.every((p) => p.endDate > p.startDate)).toBe(true);
  });

  it('lists a later promotion with the dates its detail gives', async () => {
    const client = fresh();
    const { promotion } = announcementsSchema.parse((await ask(client, brand())).body?.value);
    const later = promotion.find((p) => p.id === 105)!;
    const detail = (await client.get('/wps/promotions/detail?id=105')).body?.value;
    expect([later.startDate, later.endDate]).toEqual([detail.startDate, detail.endDate]);
    expect(later.startDate).toBeGreaterThan(Date.now());
  });

  it('fills only the lists of the types asked', async () => {
    const value = announcementsSchema.parse((await ask(fresh(), { ...brand(), types: 'PR' })).body?.value);
    expect(value.promotion).toHaveLength(8);
    expect([value.banners, value.player, value.popup, value.agent]).toEqual([[], [], [], []]);
  });

  it('answers the agent announcements in agent for type A', async () => {
    const value = announcementsSchema.parse((await ask(fresh(), { ...brand(), types: 'A' })).body?.value);
    expect(value.agent.map((a) => a.title)).toEqual(['Daily salary is paid after midnight (UTC)', 'New: team charts in the overview']);
    expect(value.player).toEqual([]);
  });

  it('shows the after-login popups for A, and the first-login ones with them for F', async () => {
    const { client, auth } = await loggedIn();
    const after = announcementsSchema.parse((await ask(client, brand('A'), auth)).body?.value);
    expect(after.popup.map((a) => a.title)).toEqual(['Welcome back']);
    const first = announcementsSchema.parse((await ask(client, brand('F'), auth)).body?.value);
    expect(first.popup.map((a) => a.title).sort()).toEqual(['Welcome aboard', 'Welcome back']);
  });

  it.each(['A', 'F'])('refuses execution %s without a live token with 401', async (execution) => {
    const { status, body } = await ask(fresh(), brand(execution));
    expect(status).toBe(401);
    expect(body?.success).toBe(false);
  });

  it.each([
    [{ ...brand(), executionType: 'X' }, 'body.executionType'],
    [{ ...brand(), platform: 'H5' }, 'body.platform'],
    [{ ...brand(), pageNo: 2 }, 'pageNo'],
  ])('refuses %j naming %s', async (body, named) => {
    const answer = await ask(fresh(), body);
    expect(answer.status).toBe(400);
    expect(answer.body?.message).toContain(named);
  });
});

describe('the home notice (spec 02)', () => {
  it("answers player, the popups before login and the relay's promotions", async () => {
    const client = fresh();
    const notice = (await client.get('/wps/home/notice?type=player')).body?.value;
    expect(notice.player[0]).toEqual({ id: 1, content: expect.any(String) });
    expect(notice.notice).toBeUndefined();
    expect(notice.popup.map((a: { id: number }) => a.id)).toEqual([2, 1]);
    const { promotion } = announcementsSchema.parse((await ask(client, brand())).body?.value);
    expect(notice.promotion).toEqual(promotion);
  });
});

describe('content in the language asked (the Language header, spec 03; issue 27)', () => {
  it("words the home notice's popup and the welcome promotion in Taglish where the back office wrote them, the rest in English", async () => {
    const notice = (await fresh().get('/wps/home/notice?type=player', { Language: 'TY' })).body?.value;
    expect(notice.popup.map((a: { title: string }) => a.title)).toEqual(['Scheduled maintenance', 'Maligayang pagdating sa bagong site']);
    expect(notice.popup[1].content).toContain('mabilis na deposito');
    const promotions = notice.promotion as { id: number; title: string; content: string }[];
    expect(promotions.find((p) => p.id === 101)).toMatchObject({
      title: 'Welcome bonus na ₱100',
      content: expect.stringContaining('I-claim'),
    });
    expect(promotions.find((p) => p.id === 102)?.title).toBe('First deposit double up');
  });

  it('answers the relay in the language asked, and in English without a header or with one that is no site language', async () => {
    const titleOf101 = async (headers?: Record<string, string>) =>
      announcementsSchema.parse((await ask(fresh(), brand(), headers)).body?.value).promotion.find((p) => p.id === 101)?.title;
    expect(await titleOf101({ Language: 'VI' })).toBe('Thưởng chào mừng ₱100');
    expect(await titleOf101({ Language: 'vi' })).toBe('Thưởng chào mừng ₱100');
    expect(await titleOf101()).toBe('Welcome bonus ₱100');
    expect(await titleOf101({ Language: 'FR' })).toBe('Welcome bonus ₱100');
    expect(await titleOf101({ Language: 'TH' })).toBe('Welcome bonus ₱100');
  });

  it("words a promotion's detail in the language asked too", async () => {
    const detail = async (language: string) => (await fresh().get('/wps/promotions/detail?id=101', { Language: language })).body?.value;
    expect(await detail('TY')).toMatchObject({ id: 101, title: 'Welcome bonus na ₱100', content: expect.stringContaining('I-claim') });
    expect((await detail('EN')).title).toBe('Welcome bonus ₱100');
  });
});
