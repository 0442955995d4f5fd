import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

let n = 0;
async function loggedIn(username = 'player01', password = 'Lucky2026') {
  const client = clientFor(app, `logout-avatar-${++n}`);
  const token = (await client.login(username, password)).body?.value.token as string;
  return { client, token, auth: client.auth(token) };
}

describe('logout at both readings of spec 01', () => {
  it('ends the session with POST /wps/session/logout as with DELETE /wps/session', async () => {
    for (const end of [
      (s: Awaited<ReturnType<typeof loggedIn>>) => s.client.post('/wps/session/logout', undefined, s.auth),
      (s: Awaited<ReturnType<typeof loggedIn>>) => s.client.del('/wps/session', s.auth),
    ]) {
      const session = await loggedIn();
      expect((await end(session)).body).toEqual({ success: true, value: true });
      expect((await session.client.get('/wps/member/info', session.auth)).status).toBe(401);
    }
  });

  it("ends only the caller's own session: another player's stays open", async () => {
    const mine = await loggedIn();
    const other = clientFor(app, `logout-avatar-${n}`);
    const theirs = (await other.login('agent01', 'Agent2026')).body?.value.token as string;
    expect(theirs).toBeTruthy();
    expect((await mine.client.post('/wps/session/logout', undefined, mine.auth)).body?.value).toBe(true);
    expect((await other.get('/wps/member/info', other.auth(theirs))).body?.value.account).toBe('agent01');
  });

  it('answers 401 without a token or with an ended one at the second path, and takes no other method there', async () => {
    const session = await loggedIn();
    const bare = await call(app, { method: 'POST', url: '/wps/session/logout', headers: { 'x-mock-world': `logout-avatar-${n}` } });
    expect(bare.status).toBe(401);
    expect(bare.body?.errorCode).toBe('UNAUTHORIZED');
    expect((await session.client.get('/wps/member/info', session.auth)).status).toBe(200);
    await session.client.post('/wps/session/logout', undefined, session.auth);
    expect((await session.client.post('/wps/session/logout', undefined, session.auth)).status).toBe(401);
    expect((await session.client.get('/wps/session/logout', session.auth)).status).toBe(405);
  });
});

describe("the player's avatar (MCSFE_getPlayerAvatar)", () => {
  it('answers the URL of an image the fake serves, the same one /wps/member/info/icon names', async () => {
    const { client, auth } = await loggedIn();
    const { body } = await client.get('/wps/relay/MCSFE_getPlayerAvatar', auth);
    expect(body?.success).toBe(true);
    expect(body?.value.avatarUrl).toBe((await client.get('/wps/member/info/icon', auth)).body?.value.icon);
    const image = await app.inject({ method: 'GET', url: body?.value.avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it("answers each player's own avatar, and 401 without a token", async () => {
    const one = await loggedIn('player01', 'Lucky2026');
    const two = await loggedIn('agent01', 'Agent2026');
    const urls = await Promise.all(
      [one, two].map(async (s) => (await s.client.get('/wps/relay/MCSFE_getPlayerAvatar', s.auth)).body?.value.avatarUrl),
    );
    expect(urls[0]).not.toBe(urls[1]);
    const bare = await call(app, { method: 'GET', url: '/wps/relay/MCSFE_getPlayerAvatar', headers: { 'x-mock-world': 'avatar-bare' } });
    expect(bare.status).toBe(401);
  });
});
