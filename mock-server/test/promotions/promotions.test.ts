import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

describe('promotions', () => {
  it('has no list of its own: the announcements relay lists them (spec 04)', async () => {
    expect((await call(app, { method: 'GET', url: '/wps/promotions' })).status).toBe(404);
  });

  it("serves each promotion's picture and 404 for an unknown one", async () => {
    const image = await app.inject({ method: 'GET', url: '/wps/static/promo/101.svg' });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await app.inject({ method: 'GET', url: '/wps/static/promo/999.svg' })).statusCode).toBe(404);
  });
});
