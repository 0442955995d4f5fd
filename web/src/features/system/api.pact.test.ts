import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http/api-error';
import { makePact, pactHttp } from '../../test/pact';
import { fetchCountryCodes, fetchDomainRoute, fetchRegisterSettings, fetchSystemStatus, fetchWhitelabel } from './api';

const { like, eachLike, equal, regex, integer, string, boolean } = MatchersV3;

const node = (modId: string, childrenNodes: unknown[] = []) => ({ modId: string(modId), enabled: regex('^[01]$', '1'), childrenNodes });
const whitelabelTree = eachLike(node('REG3', [node('DIRECTREG3')]));
const rule = like({
  enabled: boolean(true),
  required: boolean(true),
  acceptedPattern: string('^[A-Za-z][A-Za-z0-9]*$'),
  patternId: string('LETTER_FIRST_ALNUM'),
  minLength: integer(6),
  maxLength: integer(16),
});
const resource = { resourceType: string('SOCIAL'), url: string('https://t.me/site'), labelNameEn: string('TELEGRAM') };

const statusBody = (maintenance: boolean, regionRestriction: boolean, location = { ip: '198.51.100.24', country: 'PH' }) => ({
  success: equal(true),
  value: {
    maintenance: equal(maintenance),
    regionRestriction: equal(regionRestriction),
    location: regionRestriction ? { ip: equal(location.ip), country: equal(location.country) } : like(location),
    info: like({
      siteName: string('Ripelarva'),
      mainDomain: string('www.ripelarva.example'),
      imageCDNs: eachLike('https://img1.ripelarva.example'),
      launchGameCDNs: eachLike('https://play1.ripelarva.example'),
      customerService: eachLike({
        // Spec 04: { path, title, csType, labelIds }; csType any text (LIVECHAT, AICAN, MIDUOKE, … seen), labelIds not read.
        csType: string('LIVECHAT'),
        title: string('Ripelarva live chat'),
        // Sealed: base64url of iv and ciphertext, then the 8-character key (contracts/src/crypto/chat-link.ts).
        path: string('q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJCrze8SK3y9Abcd'),
      }),
      analytics: { gtagId: string('G-ABCDEF1234') },
      whitelabel: whitelabelTree,
      register: { username: rule, password: rule },
      resources: eachLike(resource),
    }),
  },
});

describe('system calls (consumer contract)', () => {
  it('reads a normal system status', async () => {
    await makePact()
      .addInteraction()
      .given('the site is running normally')
      .uponReceiving('a request for the system status')
      .withRequest('GET', '/wps/system/status', (b) => b.headers({ Language: 'EN', Merchant: 'M00001', Device: 'WEB' }))
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') }).jsonBody(statusBody(false, false)),
      )
      .executeTest(async (server) => {
        const status = await fetchSystemStatus(pactHttp(server.url));
        expect(status.maintenance).toBe(false);
        expect(status.info.whitelabel[0]?.modId).toBe('REG3');
      });
  });

  it('reads maintenance from the status', async () => {
    await makePact()
      .addInteraction()
      .given('the site is under maintenance')
      .uponReceiving('a request for the system status during maintenance')
      .withRequest('GET', '/wps/system/status')
      .willRespondWith(200, (b) => b.jsonBody(statusBody(true, false)))
      .executeTest(async (server) => {
        expect((await fetchSystemStatus(pactHttp(server.url))).maintenance).toBe(true);
      });
  });

  it('reads the region restriction and the visitor location', async () => {
    const location = { ip: '203.0.113.7', country: 'SG' };
    await makePact()
      .addInteraction()
      .given('the visitor is outside the allowed regions', location)
      .uponReceiving('a request for the system status from a restricted region')
      .withRequest('GET', '/wps/system/status')
      .willRespondWith(200, (b) => b.jsonBody(statusBody(false, true, location)))
      .executeTest(async (server) => {
        const status = await fetchSystemStatus(pactHttp(server.url));
        expect(status.regionRestriction).toBe(true);
        expect(status.location).toEqual(location);
      });
  });

  it('turns a failing status service into an ApiError with the server code', async () => {
    await makePact()
      .addInteraction()
      .given('the system status service is failing')
      .uponReceiving('a request for the system status while it fails')
      .withRequest('GET', '/wps/system/status')
      .willRespondWith(503, (b) =>
        b.jsonBody({ success: equal(false), errorCode: string('INJECTED_FAULT'), message: string('Service unavailable') }),
      )
      .executeTest(async (server) => {
        const error = await fetchSystemStatus(pactHttp(server.url)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 503, code: 'INJECTED_FAULT' });
      });
  });

  it('reads the whitelabel module tree', async () => {
    await makePact()
      .addInteraction()
      .given('the site is running normally')
      .uponReceiving('a request for the whitelabel module tree')
      .withRequest('GET', '/wps/system/whitelabel')
      .willRespondWith(200, (b) => b.jsonBody({ success: equal(true), value: whitelabelTree }))
      .executeTest(async (server) => {
        const tree = await fetchWhitelabel(pactHttp(server.url));
        expect(tree[0]?.childrenNodes[0]?.modId).toBe('DIRECTREG3');
      });
  });

  it('reads the register rules', async () => {
    await makePact()
      .addInteraction()
      .given('the site is running normally')
      .uponReceiving('a request for the register settings')
      .withRequest('GET', '/wps/system/setting/register')
      .willRespondWith(200, (b) => b.jsonBody({ success: equal(true), value: { username: rule, password: rule } }))
      .executeTest(async (server) => {
        const rules = await fetchRegisterSettings(pactHttp(server.url));
        expect(rules.username?.minLength).toBe(6);
      });
  });

  it('reads routers and resources keyed by labelNameEn', async () => {
    await makePact()
      .addInteraction()
      .given('the site is running normally')
      .uponReceiving('a request for the domain routes')
      .withRequest('GET', '/wps/system/domainRoute')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: equal(true),
          value: {
            domainList: eachLike({ domain: string('https://r1.example'), speed: integer(120) }),
            resources: {
              Android: like({ ...resource, labelNameEn: equal('Android'), qrCodeUrl: string('https://dl.example/qr.png') }),
              AFFILIATELINK: like({ ...resource, labelNameEn: equal('AFFILIATELINK') }),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const route = await fetchDomainRoute(pactHttp(server.url));
        expect(route.resources.Android?.labelNameEn).toBe('Android');
        expect(route.domainList[0]?.speed).toBe(120);
      });
  });

  it('reads the country code list', async () => {
    await makePact()
      .addInteraction()
      .given('the site is running normally')
      .uponReceiving('a request for the country codes')
      .withRequest('GET', '/wps/system/countryCode')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: equal(true),
          value: eachLike({
            countryCode: string('PH'),
            countryDialingCode: string('+63'),
            countryName: string('Philippines'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const list = await fetchCountryCodes(pactHttp(server.url));
        expect(list[0]).toEqual({ countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' });
      });
  });
});

describe('the other system calls while they fail (consumer contract)', () => {
  for (const [name, path, run] of [
    ['whitelabel module tree', '/wps/system/whitelabel', fetchWhitelabel],
    ['register settings', '/wps/system/setting/register', fetchRegisterSettings],
    ['domain routes', '/wps/system/domainRoute', fetchDomainRoute],
    ['country codes', '/wps/system/countryCode', fetchCountryCodes],
  ] as const) {
    it(`turns a failing ${name} call into an ApiError`, async () => {
      await makePact()
        .addInteraction()
        .given('the site is running normally')
        .given('requests to a route fail with 503', { route: path })
        .uponReceiving(`a request for the ${name} while it fails`)
        .withRequest('GET', path)
        .willRespondWith(503, (b) =>
          b.jsonBody({ success: equal(false), errorCode: string('INJECTED_FAULT'), message: string('Service unavailable') }),
        )
        .executeTest(async (server) => {
          await expect(run(pactHttp(server.url))).rejects.toMatchObject({ status: 503, code: 'INJECTED_FAULT' });
        });
    });
  }
});
