import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const wanted = ['/__admin', '/__admin/docs', '/__admin/scenario', '/__admin/requests', '/__admin/clock'];

describe("the fake's own URL", () => {
  it('shows a browser a page of links to the QA console, the docs, the admin API, the journal and the clock', async () => {
    const { status, headers, raw } = await call(app, { method: 'GET', url: '/', headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    for (const href of wanted) expect(raw).toContain(`<a href="${href}">`);
  });

  it('answers the same links as JSON when asked for JSON', async () => {
    const { status, body } = await call(app, { method: 'GET', url: '/', headers: { accept: 'application/json' } });
    expect(status).toBe(200);
    expect(body?.value.links.map((l: { href: string }) => l.href)).toEqual(expect.arrayContaining(wanted));
  });

  it('is never slowed or faulted by the scenario', async () => {
    await call(app, { method: 'PATCH', url: '/__admin/scenario', payload: { faults: [{ route: '/', status: 500 }] } });
    expect((await call(app, { method: 'GET', url: '/' })).status).toBe(200);
    await call(app, { method: 'POST', url: '/__admin/reset' });
  });

  it('finds the QA console with a trailing slash too', async () => {
    const { status, headers } = await call(app, { method: 'GET', url: '/__admin/' });
    expect(status).toBe(302);
    expect(headers.location).toBe('/__admin');
  });

  it('links only to pages that answer', async () => {
    for (const href of wanted) expect((await call(app, { method: 'GET', url: href })).status, href).toBeLessThan(400);
  });
});
