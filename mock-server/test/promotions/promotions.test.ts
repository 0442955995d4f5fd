import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { promotionListSchema } from '@portal/contracts';
import { call, makeApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

describe('promotions', () => {
  it('lists the promotions, three of them for new players', async () => {
    const { body } = await call(app, { method: 'GET', url: '/wps/promotions' });
    const list = promotionListSchema.parse(body?.value);
    expect(list.filter((p) => p.category === 'new_player')).toHaveLength(3);
    expect(list.every((p) => p.endDate > p.startDate)).toBe(true);
  });

  it('lists each promotion with its type and the dates its detail gives (a later one is listed with its start)', async () => {
    const { body } = await call(app, { method: 'GET', url: '/wps/promotions' });
    const list = promotionListSchema.parse(body?.value);
    expect(list.map((p) => p.promotionType)).toEqual(['CLAIM', 'JOIN', 'APPLY', 'JOIN', 'JOIN', 'INFO', 'APPLY', 'RAFFLE']);
    const later = list.find((p) => p.id === 105)!;
    const detail = (await call(app, { method: 'GET', url: '/wps/promotions/detail?id=105' })).body?.value;
    expect([later.startDate, later.endDate]).toEqual([detail.startDate, detail.endDate]);
    expect(later.startDate).toBeGreaterThan(Date.now());
    expect(list.filter((p) => p.id !== 105).every((p) => p.startDate <= Date.now() && p.endDate > Date.now())).toBe(true);
  });

  it('serves each banner image and 404 for an unknown one', async () => {
    const { body } = await call(app, { method: 'GET', url: '/wps/promotions' });
    const image = await app.inject({ method: 'GET', url: body?.value[0].image });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await app.inject({ method: 'GET', url: '/wps/static/promo/999.svg' })).statusCode).toBe(404);
  });
});
