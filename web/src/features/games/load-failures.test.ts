import { AxiosError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { fakeHttp, ok, type FakeAnswer, type FakeRoutes } from '../../test/fake-http';
import { testI18n } from '../../test/test-i18n';
import { gamesFeature } from './feature';
import { gamesIntents } from './intents';
import { slot as anySlot } from '../../test/game-fixtures';

const pg = { vassalage: 'PG', name: 'PG Soft', icon: '/v.svg', gameType: 'FISH', isGame: 'VASSALAGE' } as const;
const lanes = [{ title: 'FISH', gameClassify: 'FISH', cards: [pg] }];
const notice = { player: [], banners: [], popup: [] };
const slot = { ...anySlot, isHot: 1 } as const;
const fault: FakeAnswer = { status: 503, body: { success: false, errorCode: 'INJECTED_FAULT', message: 'Fault injected by the scenario' } };

/** A route that fails until `lift()`, then answers `value`; `calls` counts what it was asked. */
function faulty(value: unknown) {
  const route = {
    failing: true,
    calls: 0,
    lift: () => void (route.failing = false),
    answer: (): FakeAnswer => (route.calls++, route.failing ? fault : { body: { success: true, value } }),
  };
  return route;
}

async function gamesStore(routes: FakeRoutes) {
  const { http, requests } = fakeHttp({
    'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes } }),
    'GET /wps/home/notice': ok(notice),
    'GET /wps/relay/GCSGAME_getVassGameType': ok({ content: {} }),
    ...routes,
  });
  const store = makeStore({ http, i18n: await testI18n(), navigate: () => undefined });
  store.injector.inject(gamesFeature);
  return { store, requests, state: () => store.getState().games! };
}

const query = { query: { gameType: 'RNG' as const, pageNo: 2, vassalage: 'PG' }, view: 'all' as const };

describe('a games call that fails', () => {
  it('keeps the failure as its code, and Try again asks the same page of the same vendor again', async () => {
    const list = faulty({ games: [slot], totalPages: 3, totalCount: 100 });
    const { store, requests, state } = await gamesStore({ 'GET /wps/relay/GCSGAME_gameList': () => list.answer() });
    store.dispatch(gamesIntents.lobbyQueried(query));
    await vi.waitFor(() => expect(state().lobby.status).toBe('failed'));
    expect(state().lobby.error).toMatchObject({ code: 'INJECTED_FAULT', status: 503 });
    expect(state().lobby.value.games).toEqual([]);

    list.lift();
    store.dispatch(gamesIntents.lobbyRetried());
    expect(state().lobby.status).toBe('loading');
    await vi.waitFor(() => expect(state().lobby.status).toBe('ready'));
    expect(state().lobby).toMatchObject({ value: { games: [slot], totalCount: 100 }, error: null });
    const asked = requests.filter((r) => r.url?.endsWith('GCSGAME_gameList')).map((r) => r.params);
    expect(asked).toHaveLength(2);
    expect(asked[1]).toMatchObject({ pageNo: 2, vassalage: 'PG' });
  });

  it('keeps a timeout as TIMEOUT, not as an empty list', async () => {
    const { store, state } = await gamesStore({
      'GET /wps/relay/GCSGAME_gameList': (config) => {
        throw new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED, config);
      },
    });
    store.dispatch(gamesIntents.lobbyQueried(query));
    await vi.waitFor(() => expect(state().lobby.status).toBe('failed'));
    expect(state().lobby.error?.code).toBe('TIMEOUT');
  });

  it('keeps the hot games failure until Try again loads them', async () => {
    const hot = faulty({ list: [slot] });
    const { store, state } = await gamesStore({ 'POST /wps/relay/GCSGAME_hotGamesV2': () => hot.answer() });
    store.dispatch(gamesIntents.hotRequested());
    await vi.waitFor(() => expect(state().hot.status).toBe('failed'));
    expect(state().hot.error?.code).toBe('INJECTED_FAULT');
    hot.lift();
    store.dispatch(gamesIntents.hotRequested());
    await vi.waitFor(() => expect(state().hot.status).toBe('ready'));
    expect(state().hot).toMatchObject({ value: [slot], error: null });
  });

  it('keeps the vendor lanes failure, caches nothing, and loads and caches them on Try again', async () => {
    const vendors = faulty({ data: { lanes } });
    const { store, state } = await gamesStore({ 'GET /wps/relay/GCSGAME_newGameVendor': () => vendors.answer() });
    await vi.waitFor(() => expect(state().lanes.status).toBe('failed'));
    expect(state().lanes.error?.code).toBe('INJECTED_FAULT');
    expect(sessionStorage.getItem('gameVendor')).toBeNull();
    vendors.lift();
    store.dispatch(gamesIntents.lanesRequested());
    await vi.waitFor(() => expect(state().lanes.status).toBe('ready'));
    expect(state().lanes.value).toEqual(lanes);
    expect(JSON.parse(sessionStorage.getItem('gameVendor')!)).toEqual(lanes);
  });

  it("keeps a vendor popup's failure, and opening the vendor again lists its games", async () => {
    const fish = { ...slot, gameType: 'FISH' as const };
    const list = faulty({ games: [fish], totalPages: 1, totalCount: 1 });
    const { store, state } = await gamesStore({ 'GET /wps/relay/GCSGAME_gameList': () => list.answer() });
    store.dispatch(gamesIntents.vendorOpened(pg));
    await vi.waitFor(() => expect(state().popup?.status).toBe('failed'));
    expect(state().popup?.error?.code).toBe('INJECTED_FAULT');
    list.lift();
    store.dispatch(gamesIntents.vendorOpened(pg));
    await vi.waitFor(() => expect(state().popup?.status).toBe('ready'));
    expect(state().popup).toMatchObject({ value: { games: [fish] }, error: null });
  });

  it('asks again for a notice only after it failed', async () => {
    const home = faulty(notice);
    const { store, state } = await gamesStore({ 'GET /wps/home/notice': () => home.answer() });
    await vi.waitFor(() => expect(state().notice.status).toBe('failed'));
    expect(state().notice.value).toBeNull();
    home.lift();
    store.dispatch(gamesIntents.noticeRequested());
    await vi.waitFor(() => expect(state().notice.status).toBe('ready'));
    store.dispatch(gamesIntents.noticeRequested());
    expect(home.calls).toBe(2);
  });
});
