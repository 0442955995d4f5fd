import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { parseDuration } from '../../src/platform/world-clock';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
beforeEach(() => call(app, { method: 'POST', url: '/__admin/reset' }));
afterAll(() => app.close());

const clock = (payload?: object, headers: Record<string, string> = {}) =>
  call(app, payload ? { method: 'POST', url: '/__admin/clock', payload, headers } : { method: 'GET', url: '/__admin/clock', headers });
const HOUR = 3_600_000;

describe('the world clock', () => {
  it('starts at real time and moves forward by a duration', async () => {
    const before = (await clock()).body?.value;
    expect(before.offsetMs).toBe(0);
    expect(Math.abs(before.now - Date.now())).toBeLessThan(60_000);
    const after = (await clock({ advance: '1h30m' })).body?.value;
    expect(after.offsetMs).toBe(1.5 * HOUR);
    expect(after.iso).toBe(new Date(after.now).toISOString());
  });

  it('goes to a moment, and never backwards', async () => {
    const target = Date.now() + 3 * 24 * HOUR;
    const { body } = await clock({ at: new Date(target).toISOString() });
    expect(Math.abs(body?.value.now - target)).toBeLessThan(60_000);
    const back = await clock({ at: new Date(Date.now()).toISOString() });
    expect(back.status).toBe(400);
    expect(back.body?.message).toMatch(/only moves forward/);
    expect((await clock()).body?.value.offsetMs).toBe(body?.value.offsetMs);
  });

  it('refuses what is not a time, a duration or a reset, and changes nothing', async () => {
    for (const bad of [{}, { advance: 'soon' }, { advance: -5 }, { at: 'yesterday' }, { reset: false }, { advance: '1h', reset: true }]) {
      const response = await clock(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body).toMatchObject({ success: false });
    }
    expect((await clock()).body?.value.offsetMs).toBe(0);
  });

  it('belongs to one world: another world keeps real time, and a reset returns to it', async () => {
    await clock({ advance: '2d' });
    expect((await clock(undefined, { 'x-mock-world': 'other' })).body?.value.offsetMs).toBe(0);
    await call(app, { method: 'POST', url: '/__admin/reset' });
    expect((await clock()).body?.value.offsetMs).toBe(0);
  });

  it('expires a session when the clock passes its lifetime', async () => {
    const client = clientFor(app);
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token as string;
    const balance = () => client.get('/wps/v2/wallets/balance', client.auth(token));
    expect((await balance()).status).toBe(200);
    await clock({ advance: '3h' });
    expect((await balance()).status).toBe(401);
  });
});

describe('the clock bounds', () => {
  const world = { 'x-mock-world': 'clock-bounds' };
  const status = () => call(app, { method: 'GET', url: '/wps/system/status', headers: world });

  it('refuses a move past its bounds with 400 naming the field and the bound, and the world keeps answering', async () => {
    const cases: [object, RegExp][] = [
      [{ advance: '999999999d' }, /^body\.advance: at most 10 years/],
      [{ advance: 11 * 365 * 24 * HOUR }, /^body\.advance: at most 10 years/],
      [{ at: 8_640_000_000_000_001 }, /^body\.at: .*10 years/],
      [{ at: '2101-01-01T00:00:00Z' }, /^body\.at: .*10 years/],
    ];
    for (const [payload, message] of cases) {
      const response = await clock(payload, world);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body?.message).toMatch(message);
      expect((await clock(undefined, world)).body?.value.offsetMs).toBe(0);
      expect((await status()).status).toBe(200);
    }
  });

  it('keeps a world before 2100 however many moves it takes', async () => {
    let last;
    for (let i = 0; i < 12; i++) last = await clock({ advance: '3650d' }, world);
    expect(last?.status).toBe(400);
    expect(last?.body?.message).toMatch(/^body\.advance: a world's time stays before 2100-01-01T00:00:00\.000Z/);
    expect((await clock(undefined, world)).body?.value.now).toBeLessThan(Date.UTC(2100, 0, 1));
    expect((await status()).status).toBe(200);
    await call(app, { method: 'POST', url: '/__admin/reset', headers: world });
  });

  it('resets a world whose state fails, and says so until then', async () => {
    const broken = app.worlds.get('clock-broken');
    // A world left broken by an older fake or a bug: catching up with its clock throws.
    broken.catchUp = () => {
      throw new RangeError('Invalid time value');
    };
    const headers = { 'x-mock-world': 'clock-broken' };
    const failing = await call(app, { method: 'GET', url: '/wps/system/status', headers });
    expect(failing.status).toBe(500);
    expect(failing.body).toMatchObject({ success: false, errorCode: 'WORLD_BROKEN' });
    expect(failing.body?.message).toMatch(/POST \/__admin\/reset/);
    expect((await call(app, { method: 'POST', url: '/__admin/reset', headers })).status).toBe(200);
    delete (broken as Partial<typeof broken>).catchUp;
    expect((await call(app, { method: 'GET', url: '/wps/system/status', headers })).status).toBe(200);
  });
});

describe('durations', () => {
  it('reads units and sums them', () => {
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('1h30m')).toBe(5_400_000);
    expect(parseDuration('2d')).toBe(172_800_000);
    expect(parseDuration('250ms')).toBe(250);
    for (const bad of ['', '1', 'h', '1x', '1h 30m', '-1h']) expect(parseDuration(bad), bad).toBeNull();
  });
});
