import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue, MAX_RANGE_DAYS, type CallEntry } from '@portal/contracts';
import { clientFor } from '../identity-helpers';
import { makeApp } from '../helpers';

let app: FastifyInstance;
let auth: Record<string, string>;
let client: ReturnType<typeof clientFor>;
beforeAll(async () => {
  app = await makeApp();
  client = clientFor(app, 'report-dates');
  // An agent reaches every report: the player's own, the wallet's and the agent centre's.
  auth = client.auth((await client.login('agent01', 'Agent2026')).body?.value.token as string);
});
afterAll(() => app.close());

/** Every call whose request carries a period: found by walking the catalogue, not listed by hand. */
const fieldsOf = (entry: CallEntry) =>
  Object.keys((entry.request as { _zod: { def: { shape?: Record<string, unknown> } } } | undefined)?._zod.def.shape ?? {});
const dated = (Object.entries(catalogue) as [string, CallEntry][]).filter(
  ([, entry]) => fieldsOf(entry).includes('startDate') && fieldsOf(entry).includes('endDate'),
);
/** The period, and a member of agent01's team where the call names one: in the query of a GET, the body of a POST. */
const ask = (entry: CallEntry, period: Record<string, string>) => {
  const fields = { ...(fieldsOf(entry).includes('username') && { username: 'a01m1' }), ...period };
  if (entry.method === 'POST') return client.post(entry.path, fields, auth);
  return client.get(`${entry.path}?${new URLSearchParams(fields).toString()}`, auth);
};

describe('every report call, on one date rule', () => {
  it('finds the reports of the player, the wallet and the agent centre', () => {
    expect(dated.length).toBeGreaterThanOrEqual(10);
    // The reports read by GET with the period in the query; the settlement records (relays) by POST with it in the body.
    expect(dated.every(([, e]) => e.method === 'GET' || e.method === 'POST')).toBe(true);
  });

  describe.each(dated)('%s', (_name, entry) => {
    it.each(['0000-00-00', '2026-13-45', '2026-02-30'])('refuses startDate %s with 400 naming the field', async (day) => {
      const answer = await ask(entry, { startDate: day, endDate: '2026-03-01' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(answer.body?.message).toMatch(/startDate/);
    });

    it('refuses an impossible endDate, an end before the start and a period over the limit, naming the field', async () => {
      const cases: [Record<string, string>, RegExp][] = [
        [{ startDate: '2026-02-01', endDate: '2026-02-30' }, /endDate/],
        [{ startDate: '2026-03-02', endDate: '2026-03-01' }, /startDate/],
        [{ startDate: '2024-01-01', endDate: '2025-01-01' }, new RegExp(`endDate.*${MAX_RANGE_DAYS} days`)],
      ];
      for (const [params, field] of cases) {
        const answer = await ask(entry, params);
        expect(answer.status).toBe(400);
        expect(answer.body?.message).toMatch(field);
      }
    });

    it(`takes ${MAX_RANGE_DAYS} real days`, async () => {
      const answer = await ask(entry, { startDate: '2025-03-01', endDate: '2026-03-01' });
      expect(answer.status).toBe(200);
    });
  });
});
