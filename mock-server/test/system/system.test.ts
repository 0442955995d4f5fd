import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  countryListSchema,
  decryptChatLink,
  domainRouteSchema,
  envelopeSchema,
  flattenWhitelabel,
  registerRulesSchema,
  systemStatusSchema,
  whitelabelFlags,
  whitelabelTreeSchema,
} from '@portal/contracts';
import { call, makeApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

describe('GET /wps/system/status', () => {
  it('answers the envelope with a status value the contract accepts', async () => {
    const { status, body } = await call(app, { method: 'GET', url: '/wps/system/status' });
    expect(status).toBe(200);
    const parsed = envelopeSchema(systemStatusSchema).parse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.value).toMatchObject({ maintenance: false, regionRestriction: false, location: { country: 'PH' } });
    expect(parsed.value?.info.analytics.gtagId).toMatch(/^G-/);
    expect(parsed.value?.info.imageCDNs.length).toBeGreaterThan(0);
  });

  it('carries the whitelabel tree and register rules of the scenario', async () => {
    const { body } = await call(app, { method: 'GET', url: '/wps/system/status' });
    expect(flattenWhitelabel(body?.value.info.whitelabel)).toMatchObject({ DIRECTREG3: true, FREEPLAY3: true });
    expect(body?.value.info.register.username).toMatchObject({ enabled: true, required: true, minLength: 6 });
  });

  it('answers from what it built before until the scenario or the seed changes (a patch, a new seed)', async () => {
    const own = await makeApp();
    const status = async () => (await call(own, { method: 'GET', url: '/wps/system/status' })).body?.value;
    const first = await status();
    expect(await status()).toEqual(first);
    await call(own, { method: 'PATCH', url: '/__admin/scenario', payload: { whitelabel: { FREEPLAY3: false }, systemStatus: 1 } });
    const patched = await status();
    expect(flattenWhitelabel(patched.info.whitelabel)).toMatchObject({ DIRECTREG3: true, FREEPLAY3: false });
    expect(patched.maintenance).toBe(true);
    await call(own, { method: 'PATCH', url: '/__admin/scenario', payload: { seed: 4242 } });
    expect((await status()).info.siteName).not.toBe(first.info.siteName);
    await own.close();
  });

  it('takes the page host as ?host= and refuses one longer than a host name can be', async () => {
    expect((await call(app, { method: 'GET', url: '/wps/system/status?host=www.example.com' })).status).toBe(200);
    const { status, body } = await call(app, { method: 'GET', url: `/wps/system/status?host=${'h'.repeat(254)}` });
    expect(status).toBe(400);
    expect(body?.message).toBe('query.host: at most 253 characters');
  });

  it('is the same for the same seed and differs for another seed', async () => {
    const other = await makeApp({ seed: 99 });
    const same = await makeApp();
    const a = (await call(app, { method: 'GET', url: '/wps/system/status' })).body;
    const b = (await call(same, { method: 'GET', url: '/wps/system/status' })).body;
    const c = (await call(other, { method: 'GET', url: '/wps/system/status' })).body;
    // The sealed chat links differ (a fresh iv each), the links inside do not.
    const open = async (body: typeof a) =>
      Promise.all(body?.value.info.customerService.map((e: { path: string }) => decryptChatLink(e.path)) ?? []);
    expect(await open(a)).toEqual(await open(b));
    const withoutLinks = (body: typeof a) => ({ ...body?.value, info: { ...body?.value.info, customerService: [] } });
    expect(withoutLinks(a)).toEqual(withoutLinks(b));
    expect(c?.value.info.siteName).not.toBe(a?.value.info.siteName);
    await Promise.all([other.close(), same.close()]);
  });
});

describe('the other system calls', () => {
  it('GET /wps/system/whitelabel answers the module tree with every flag of the contract, each as the scenario sets it', async () => {
    const { body } = await call(app, { method: 'GET', url: '/wps/system/whitelabel' });
    const flags = flattenWhitelabel(whitelabelTreeSchema.parse(body?.value));
    const scenario = (await call(app, { method: 'GET', url: '/__admin/scenario' })).body?.value;
    for (const flag of whitelabelFlags) expect(flags[flag], flag).toBe(scenario.whitelabel[flag]);
    await call(app, { method: 'PATCH', url: '/__admin/scenario', payload: { whitelabel: { INBOX3: false, AGETRANSFERUP3: false } } });
    const after = flattenWhitelabel(
      whitelabelTreeSchema.parse((await call(app, { method: 'GET', url: '/wps/system/whitelabel' })).body?.value),
    );
    expect(after).toMatchObject({ INBOX3: false, AGETRANSFERUP3: false, FEEDBACK3: true });
    await call(app, { method: 'POST', url: '/__admin/reset' });
  });

  it('GET /wps/system/setting/register answers a rule per field', async () => {
    const { body } = await call(app, { method: 'GET', url: '/wps/system/setting/register' });
    const rules = registerRulesSchema.parse(body?.value);
    expect(rules.password).toEqual(expect.objectContaining({ enabled: true, required: true, patternId: 'LETTERS_AND_DIGITS_REQUIRED' }));
    expect(rules.payeeName?.enabled).toBe(false);
  });

  it('GET /wps/system/domainRoute keys resources by labelNameEn', async () => {
    const { body } = await call(app, { method: 'GET', url: '/wps/system/domainRoute' });
    const route = domainRouteSchema.parse(body?.value);
    expect(route.resources.Android?.labelNameEn).toBe('Android');
    expect(route.resources.AFFILIATELINK?.url).toMatch(/^https:\/\//);
    expect(route.domainList.length).toBeGreaterThan(0);
  });

  it('GET /wps/system/countryCode lists countries with dialling codes', async () => {
    const { body } = await call(app, { method: 'GET', url: '/wps/system/countryCode' });
    const list = countryListSchema.parse(body?.value);
    expect(list).toContainEqual(expect.objectContaining({ countryCode: 'PH', countryDialingCode: '+63' }));
  });
});

describe('customer-service links', () => {
  it('travel sealed, and open to the site chat addresses', async () => {
    const { body } = await call(app, { method: 'GET', url: '/wps/system/status' });
    const entries: { csType: string; path: string }[] = body?.value.info.customerService;
    expect(entries.every((e) => !e.path.startsWith('http'))).toBe(true);
    const live = entries.find((e) => e.csType === 'LIVECHAT')!;
    expect(await decryptChatLink(live.path)).toMatch(/^https:\/\/chat\./);
  });
});
