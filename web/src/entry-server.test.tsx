import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { readServerPayload, serializePayload, SERVER_STATE_ID } from './app/server-state';
import { render } from './entry-server';
import { slot } from './test/game-fixtures';
import { fakeHttp, ok, type FakeAnswer, type FakeRoutes } from './test/fake-http';
import { testConfig } from './test/render-app';
import { statusValue } from './test/system-fixtures';
import { viewport } from './test/viewport';
import type { FormFactor } from './shared/system/system-slice';

const vendor = (vassalage: string, name: string, gameType: string) => ({
  vassalage,
  name,
  icon: `/${vassalage}.svg`,
  gameType,
  isGame: 'VASSALAGE',
});
const lanes = [
  { title: 'RNG', gameClassify: 'RNG', cards: [vendor('PG', 'PG Soft', 'RNG')] },
  { title: 'LIVE', gameClassify: 'LIVE', cards: [vendor('EVO', 'Evolution', 'LIVE')] },
];
const banner = (bannerId: number, groupName: string) => ({
  bannerId,
  groupName,
  url: `/banner-${bannerId}.jpg`,
  linkageType: '',
  linkage: '',
});
const day = Date.UTC(2026, 9, 10);
const promotion = {
  id: 108,
  title: 'Lantern festival lucky draw',
  category: 'other_promo',
  content: '<p>Red packets</p>',
  announcementImages: [{ sequence: 1, url: '/wps/static/promo/108.svg' }],
  startDate: day,
  endDate: day + 90 * 86_400_000,
  promotionType: 'INFO',
};
const { announcementImages: _images, ...listed } = promotion;
const backend = (overrides: FakeRoutes = {}) =>
  fakeHttp({
    'GET /wps/system/status': ok(statusValue()),
    'GET /wps/home/notice': ok({
      player: [{ id: 1, content: 'Welcome to the site' }],
      banners: [banner(1, 'w_home'), banner(2, 'w_rng'), banner(3, 'w_promotion')],
      popup: [],
    }),
    'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes } }),
    'POST /wps/relay/GCSGAME_hotGamesV2': ok({ list: [{ ...slot, gameName: 'Hot Gems', displayName: 'Hot Gems' }] }),
    'GET /wps/relay/GCSGAME_gameList': ok({
      games: [{ ...slot, gameName: 'Lobby Gems', displayName: 'Lobby Gems' }],
      totalPages: 1,
      totalCount: 1,
    }),
    'GET /wps/relay/GCSGAME_getVassGameType': ok({ content: {} }),
    'POST /wps/relay/MCSFE_getListAnnouncements': ok({ promotion: [promotion] }),
    'GET /wps/promotions/detail': ok({ ...listed, image: '/wps/static/promo/108.svg', status: 'join', needsAgreement: false }),
    ...overrides,
  });

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Server-renders a page, then hydrates its HTML as the browser would; every console error and recoverable error is kept. */
async function serveAndHydrate(url: string, formFactor?: FormFactor) {
  const { http } = backend();
  const serverErrors: unknown[] = [];
  const page = await render({
    url,
    host: 'portal.example',
    cookies: 'portal_lang=EN',
    formFactor,
    config: testConfig,
    backendUrl: '',
    http,
    onError: (error) => void serverErrors.push(error),
  });
  expect(serverErrors).toEqual([]);
  // The server renderer leaves the context values of its last task set, which a browser never shares with it; here
  // the client renders in the same module graph: an empty server render puts them back to their defaults.
  await prerenderToNodeStream(<></>);
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${serializePayload(page.payload)}</script>`;
  window.history.replaceState(null, '', url);
  const payload = readServerPayload();
  expect(payload).not.toBeNull();
  const errors: unknown[] = [];
  // Less one development warning the shared module graph causes: a browser never has the server renderer's contexts.
  const sharedGraph = /Detected multiple renderers concurrently rendering the same context provider/;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.join(' ');
    if (!sharedGraph.test(text)) errors.push(text);
  });
  // The client's own calls (after hydration) go nowhere: only the hydration is under test.
  const config = { ...payload!.config, apiBaseUrl: 'http://127.0.0.1:9' };
  const { i18n, store, routing } = await bootstrap(config, payload);
  const container = document.getElementById('root')!;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App store={store} i18n={i18n} config={config} routing={routing} serverState={payload!.state} />
      </StrictMode>,
      { onRecoverableError: (error) => void errors.push(error) },
    );
  });
  return { page, container, errors };
}

/** True once React owns the element: the hydration reached it. */
const hydrated = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

describe('server-rendered pages hydrate without a mismatch', { timeout: 30_000 }, () => {
  const pages: [string, string, string][] = [
    ['/', 'img[src="/banner-1.jpg"]', 'Welcome to the site'],
    ['/rng', 'img[src="/banner-2.jpg"]', 'Lobby Gems'],
    ['/live', 'main', 'Evolution'],
    ['/hot', 'main', 'Hot Gems'],
    ['/promotions', 'img[src="/banner-3.jpg"]', 'Lantern festival lucky draw'],
    ['/promotions?id=108', 'main', 'Lantern festival lucky draw'],
    ['/promoDetail?id=108', 'main', 'Lantern festival lucky draw'],
    ['/down', 'main', ''],
  ];
  it.each(pages)('%s', async (url, selector, text) => {
    const { page, container, errors } = await serveAndHydrate(url);
    // The first HTML already holds the page: its banner or content and its list, in the cookie's language.
    expect(page.html).toContain(text);
    expect(page.language).toBe('EN');
    expect(container.querySelector(selector)).not.toBeNull();
    await waitFor(() => expect(hydrated(container.querySelector(selector))).toBe(true));
    await waitFor(() => expect(hydrated(container.querySelector('main')?.lastElementChild ?? null)).toBe(true));
    expect(errors).toEqual([]);
  });
});

// Issue 28: a phone's first HTML has no closed drawer (the server guesses the form factor from the request's headers).
describe("the side menu in a phone's and a desktop's page", { timeout: 30_000 }, () => {
  const menu = (container: Element) => container.querySelector('nav#side-menu');
  const menuButton = (container: Element) => container.querySelector('button.header__menu');
  // A browser's observer that never calls back: jsdom has none, and useInView's effect after hydration needs one.
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    return () => void vi.unstubAllGlobals();
  });

  it.each([
    ['phone', 390],
    ['desktop', 1280],
  ] as const)('a %s request in a window of its own size (%i px) hydrates without a mismatch', async (formFactor, width) => {
    viewport(width);
    const { page, container, errors } = await serveAndHydrate('/', formFactor);
    expect(page.payload.state.system.formFactor).toBe(formFactor);
    expect(page.html.includes('id="side-menu"')).toBe(formFactor === 'desktop');
    await waitFor(() => expect(hydrated(container.querySelector('main')?.lastElementChild ?? null)).toBe(true));
    expect(!!menu(container)).toBe(formFactor === 'desktop');
    expect(menuButton(container)?.hasAttribute('aria-controls')).toBe(formFactor === 'desktop');
    expect(errors).toEqual([]);
  });

  it("a phone's page in a desktop-sized window hydrates without a mismatch, then shows the menu", async () => {
    viewport(1280);
    const { page, container, errors } = await serveAndHydrate('/rng', 'phone');
    expect(page.html).not.toContain('id="side-menu"');
    await waitFor(() => expect(menu(container)).not.toBeNull());
    expect(hydrated(menu(container))).toBe(true);
    expect(menuButton(container)).toHaveAttribute('aria-controls', 'side-menu');
    expect(errors).toEqual([]);
  });

  it("a desktop's page in a phone-sized window hydrates without a mismatch, then leaves the closed drawer out", async () => {
    viewport(390);
    const { page, container, errors } = await serveAndHydrate('/', 'desktop');
    expect(page.html).toContain('id="side-menu"');
    await waitFor(() => expect(menu(container)).toBeNull());
    expect(menuButton(container)).not.toHaveAttribute('aria-controls');
    expect(errors).toEqual([]);
  });
});

describe('the server render waits for the first screen only as long as it must', () => {
  const request = { host: 'portal.example', cookies: 'portal_lang=EN', config: testConfig, backendUrl: '' };
  const asked = (requests: { url?: string }[], path: string) => requests.some((r) => r.url === path);

  it("asks for the page's own list beside the status call, and says where its time went", async () => {
    let answerStatus: (answer: FakeAnswer) => void = () => undefined;
    const status = new Promise<FakeAnswer>((resolve) => (answerStatus = resolve));
    const { http, requests } = backend({ 'GET /wps/system/status': () => status });
    const rendering = render({ ...request, url: '/', http });
    // The hot games are asked while the status has not answered yet: one round trip, not two.
    await waitFor(() => expect(asked(requests, '/wps/relay/GCSGAME_hotGamesV2')).toBe(true));
    answerStatus({ body: { success: true, value: statusValue() } });
    const page = await rendering;
    expect(page.html).toContain('Hot Gems');
    expect(page.timings).toEqual({ load: expect.any(Number), calls: expect.any(Number), render: expect.any(Number) });
    expect(Object.values(page.timings).every((ms) => ms >= 0)).toBe(true);
  });

  it('renders no page when the status cannot be read: the server answers the static page and the browser asks', async () => {
    const { http } = backend({ 'GET /wps/system/status': () => 'network-error' });
    await expect(render({ ...request, url: '/', http })).rejects.toThrow(/status call failed \(NETWORK_ERROR\)/);
  });

  it('stops when its time is up while a backend call hangs', async () => {
    const { http, requests } = backend({ 'GET /wps/system/status': () => new Promise<FakeAnswer>(() => undefined) });
    const budget = new AbortController();
    const rendering = render({ ...request, url: '/', http, signal: budget.signal });
    await waitFor(() => expect(asked(requests, '/wps/system/status')).toBe(true));
    budget.abort(new Error('render budget spent'));
    await expect(rendering).rejects.toThrow('render budget spent');
  });
});
