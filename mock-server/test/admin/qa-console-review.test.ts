import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

describe('the QA console reviews what players asked for', () => {
  it('has the redemptions, the applications and the feedback received, each a table QA refreshes', async () => {
    const { body } = await app.inject({ method: 'GET', url: '/__admin' });
    for (const [id, name] of [
      ['redemptions', 'Points redemptions'],
      ['applications', 'Activity applications'],
      ['feedback', 'Feedback received'],
    ]) {
      expect(body).toContain(`<table id="${id}" aria-label="${name}">`);
      expect(body).toContain(`<button id="${id}Load">Refresh</button>`);
    }
    // The decisions go to the admin routes of the points mall and the promotions.
    expect(body).toContain("api('POST','/__admin/redemptions/'+encodeURIComponent(key)");
    expect(body).toContain("api('POST','/__admin/applications/'+encodeURIComponent(key)");
    expect(body).toContain('{"label":"Issue","action":"approve"}');
  });

  it("serves a script a browser can run (it parses, the sections' parts included)", async () => {
    const { body } = await app.inject({ method: 'GET', url: '/__admin' });
    const script = body.slice(body.indexOf('<script>') + '<script>'.length, body.lastIndexOf('</script>'));
    expect(script).toContain("$('redemptionsLoad').onclick=load");
    expect(() => new Function(script)).not.toThrow();
  });
});
