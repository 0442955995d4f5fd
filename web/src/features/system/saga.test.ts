import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { testI18n } from '../../test/test-i18n';
import { fakeHttp, ok, type FakeRoutes } from '../../test/fake-http';
import { statusValue } from '../../test/system-fixtures';
import { systemActions } from '../../shared/system/system-slice';

async function boot(routes: FakeRoutes) {
  const { http, requests } = fakeHttp({
    'GET /wps/system/whitelabel': ok(statusValue().info.whitelabel),
    'GET /wps/system/setting/register': ok({
      username: { enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 16 },
    }),
    'GET /wps/system/domainRoute': ok({ domainList: [{ domain: 'https://r1.example', speed: 80 }], resources: {} }),
    'GET /wps/system/countryCode': ok([{ countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' }]),
    ...routes,
  });
  const store = makeStore({ http, i18n: await testI18n() });
  store.dispatch(systemActions.statusRequested());
  await new Promise((r) => setTimeout(r, 0));
  await vi.waitFor(() => expect(store.getState().system.phase).not.toBe('loading'));
  await new Promise((r) => setTimeout(r, 0));
  return { state: store.getState().system, requests };
}

describe('the system boot saga', () => {
  it('derives status 0 and loads flags, routers and countries; the rules come with the status', async () => {
    const { state, requests } = await boot({ 'GET /wps/system/status': ok(statusValue()) });
    expect(state).toMatchObject({ phase: 'ready', status: 0, flags: { DIRECTREG3: true } });
    expect(requests.some((r) => r.url === '/wps/system/setting/register')).toBe(false);
    expect(state.routers).toEqual([{ domain: 'https://r1.example', speed: 80 }]);
    expect(state.countries[0]?.countryCode).toBe('PH');
    expect(sessionStorage.getItem('routers')).toContain('r1.example');
  });

  it('derives status 1 from maintenance and stops there', async () => {
    const { state, requests } = await boot({ 'GET /wps/system/status': ok(statusValue({ maintenance: true })) });
    expect(state.status).toBe(1);
    expect(requests.map((r) => r.url).filter((u) => u?.startsWith('/wps/system'))).toEqual(['/wps/system/status']);
  });

  it('derives status 2 from the region restriction, with the location', async () => {
    const { state } = await boot({
      'GET /wps/system/status': ok(statusValue({ regionRestriction: true, location: { ip: '203.0.113.7', country: 'SG' } })),
    });
    expect(state).toMatchObject({ status: 2, location: { ip: '203.0.113.7', country: 'SG' } });
  });

  it('keeps the failure code when the status cannot be read', async () => {
    const { state } = await boot({ 'GET /wps/system/status': () => 'network-error' });
    expect(state).toMatchObject({ phase: 'failed', error: { code: 'NETWORK_ERROR' } });
  });

  it('reads routers from sessionStorage until it is flushed', async () => {
    sessionStorage.setItem('routers', JSON.stringify([{ domain: 'https://cached.example', speed: 5 }]));
    const { state, requests } = await boot({ 'GET /wps/system/status': ok(statusValue()) });
    expect(state.routers[0]?.domain).toBe('https://cached.example');
    expect(requests.some((r) => r.url === '/wps/system/domainRoute')).toBe(false);
  });

  it('still renders when an optional call fails', async () => {
    const { state } = await boot({
      'GET /wps/system/status': ok(statusValue()),
      'GET /wps/system/countryCode': () => ({ status: 500, body: { success: false, errorCode: 'X', message: 'x' } }),
    });
    expect(state.phase).toBe('ready');
    expect(state.countries).toEqual([]);
  });

  it('reads the registration rules afresh as a remote value: the status copy until read, a failure with its code, read again', async () => {
    let fail = true;
    const username = { enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 16 };
    const { http } = fakeHttp({
      'GET /wps/system/status': ok(statusValue()),
      'GET /wps/system/setting/register': () => (fail ? 'network-error' : ok({ username })()),
    });
    const store = makeStore({ http, i18n: await testI18n() });
    store.dispatch(systemActions.statusRequested());
    await vi.waitFor(() => expect(store.getState().system.phase).toBe('ready'));
    expect(store.getState().system.registerRules).toMatchObject({ status: 'idle', value: {}, loaded: false });
    store.dispatch(systemActions.registerRulesRequested());
    expect(store.getState().system.registerRules.status).toBe('loading');
    await vi.waitFor(() =>
      expect(store.getState().system.registerRules).toMatchObject({ status: 'failed', error: { code: 'NETWORK_ERROR' } }),
    );
    expect(sessionStorage.getItem('settings')).toBeNull();
    fail = false;
    store.dispatch(systemActions.registerRulesRequested());
    await vi.waitFor(() =>
      expect(store.getState().system.registerRules).toMatchObject({ status: 'ready', value: { username }, error: null }),
    );
    expect(JSON.parse(sessionStorage.getItem('settings') ?? 'null')).toEqual({ username });
  });
  it('asks for each secondary read after an idle moment of its own, so one idle task never carries all three', async () => {
    const waiting: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => waiting.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const { http, requests } = fakeHttp({
        'GET /wps/system/whitelabel': ok(statusValue().info.whitelabel),
        'GET /wps/system/domainRoute': ok({ domainList: [{ domain: 'https://r1.example', speed: 80 }], resources: {} }),
        'GET /wps/system/countryCode': ok([{ countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' }]),
      });
      const store = makeStore({ http, i18n: await testI18n() });
      const secondary = () => requests.filter((r) => r.url !== '/wps/system/status').map((r) => r.url);
      store.dispatch(systemActions.secondaryRequested());
      expect(waiting).toHaveLength(3);
      expect(secondary()).toEqual([]);
      waiting.shift()?.();
      await vi.waitFor(() => expect(secondary()).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 0));
      expect(secondary()).toHaveLength(1);
      for (const run of waiting.splice(0)) run();
      await vi.waitFor(() =>
        expect(new Set(secondary())).toEqual(new Set(['/wps/system/whitelabel', '/wps/system/domainRoute', '/wps/system/countryCode'])),
      );
      await vi.waitFor(() => expect(store.getState().system.countries[0]?.countryCode).toBe('PH'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
