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
async function as(username: string, password: string) {
  const world = `check-username-${++n}`;
  const client = clientFor(app, world);
  const auth = client.auth((await client.login(username, password)).body?.value.token as string);
  return { world, client, check: (query: string) => client.get(`/wps/check/username?${query}`, auth), auth };
}

describe('the username check before a downline is created (GET /wps/check/username)', () => {
  it('says whether an account of that name exists, whatever its case', async () => {
    const agent = await as('agent01', 'Agent2026');
    expect((await agent.check('username=player01')).body).toEqual({ success: true, value: { exists: true } });
    expect((await agent.check('username=PLAYER01')).body?.value).toEqual({ exists: true });
    expect((await agent.check('username=freshname1')).body?.value).toEqual({ exists: false });
    // A seeded name shorter than today's rule is still taken, not refused.
    expect((await agent.check('username=a01m1')).body?.value).toEqual({ exists: true });
  });

  it('says a name exists once a downline of that name is created, and creating it again is refused', async () => {
    const agent = await as('agent01', 'Agent2026');
    expect((await agent.check('username=newsub77')).body?.value.exists).toBe(false);
    const created = await agent.client.postEncrypted(
      '/wps/agent/downline',
      { username: 'newsub77', password: 'Sub2026x', type: 0 },
      agent.auth,
    );
    expect(created.body?.success).toBe(true);
    expect((await agent.check('username=newsub77')).body?.value.exists).toBe(true);
  });

  it("applies the site's registration rule for usernames, to the check and to the creation alike", async () => {
    const agent = await as('agent01', 'Agent2026');
    // The default site wants 6 to 16 characters: a 5-letter name passes the create form's shape but not the rule.
    const short = await agent.check('username=abcde');
    expect(short.body).toMatchObject({
      success: false,
      errorCode: 'REGISTER_FIELD_INVALID',
      value: { fields: { username: expect.any(String) } },
    });
    const created = await agent.client.postEncrypted(
      '/wps/agent/downline',
      { username: 'abcde', password: 'Sub2026x', type: 0 },
      agent.auth,
    );
    expect(created.body?.errorCode).toBe('REGISTER_FIELD_INVALID');
    expect((await agent.client.get('/wps/agent/downlines?username=abcde', agent.auth)).body?.value.list).toEqual([]);
  });

  it('refuses a missing, malformed, oversized or extra field with 400 naming it', async () => {
    const agent = await as('agent01', 'Agent2026');
    for (const query of ['', 'username=', 'username=1abcdef', 'username=abc_def1', `username=${'a'.repeat(17)}`, 'username=abcdef&x=1']) {
      const refused = await agent.check(query);
      expect(refused.status).toBe(400);
      expect(refused.body?.success).toBe(false);
    }
    expect((await agent.check('username=1abcdef')).body?.message).toContain('username');
  });

  it('answers 401 without a token and refuses a member who is not an agent', async () => {
    const bare = await call(app, {
      method: 'GET',
      url: '/wps/check/username?username=player01',
      headers: { 'x-mock-world': 'check-bare' },
    });
    expect(bare.status).toBe(401);
    const player = await as('player01', 'Lucky2026');
    expect((await player.check('username=player02')).body?.errorCode).toBe('error_not_agent');
  });
});
