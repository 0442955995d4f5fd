import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { accessActions } from '../../shared/access/access';
import { testI18n } from '../../test/test-i18n';
import { fakeHttp, ok, type FakeRoutes } from '../../test/fake-http';
import { gamesFeature } from './feature';
import { gamesIntents } from './intents';
import { gamesActions } from './slice';
import { slot } from '../../test/game-fixtures';

const lanes = [
  {
    title: 'RNG',
    gameClassify: 'RNG',
    cards: [{ vassalage: 'PG', name: 'PG Soft', icon: '/v.svg', gameType: 'RNG', isGame: 'VASSALAGE' }],
  },
];
const notice = { player: [], banners: [], popup: [] };

async function games(routes: FakeRoutes = {}) {
  const { http, requests, settle } = fakeHttp({
    'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes } }),
    'GET /wps/home/notice': ok(notice),
    ...routes,
  });
  const navigations: string[] = [];
  const store = makeStore({ http, i18n: await testI18n(), navigate: (p) => navigations.push(p) });
  store.injector.inject(gamesFeature);
  await settle();
  return { store, requests, navigations, settle };
}

describe('the games saga', () => {
  it('keeps the vendor list in sessionStorage and reads it from there until flushed', async () => {
    const first = await games();
    expect(first.store.getState().games!.lanes.value).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('gameVendor')!)).toEqual(lanes);
    const second = await games();
    expect(second.requests.some((r) => r.url?.includes('newGameVendor'))).toBe(false);
    expect(second.store.getState().games!.lanes.value).toEqual(lanes);
  });

  it('asks for the login popup when a visitor favourites a game', async () => {
    const { store, requests } = await games();
    const seen: string[] = [];
    store.subscribe(() => seen.push(String(store.getState().overlay.modal)));
    store.dispatch(gamesIntents.favouriteToggled(slot));
    expect(store.getState().overlay.modal).toBe('login');
    expect(requests.some((r) => r.url?.includes('Favorite'))).toBe(false);
  });

  it('adds a favourite for a player and removes it on the second toggle', async () => {
    sessionStorage.setItem('token', 't');
    let ids: number[] = [];
    const { store, settle } = await games({
      'GET /wps/relay/MCSFE_getFavoriteGames': ok([]),
      'POST /wps/relay/MCSFE_addFavoriteGame': () => ((ids = [7]), { body: { success: true, value: ids } }),
      'POST /wps/relay/MCSFE_removeFavoriteGame': () => ((ids = []), { body: { success: true, value: ids } }),
    });
    store.dispatch(gamesIntents.favouriteToggled(slot));
    await settle();
    expect(store.getState().games!.favourites.value).toEqual([7]);
    store.dispatch(gamesIntents.favouriteToggled(slot));
    await settle();
    expect(store.getState().games!.favourites.value).toEqual([]);
  });

  it('warns a trial account instead of launching, and sends a vendor entry to the slots lobby', async () => {
    sessionStorage.setItem('token', 't');
    sessionStorage.setItem('isAgent', '4');
    const { store, requests, navigations, settle } = await games();
    store.dispatch(gamesIntents.launchRequested(slot));
    await settle();
    expect(store.getState().overlay.notice?.kind).toBe('trial');
    expect(requests.some((r) => r.url === '/wps/game/launchGame')).toBe(false);
    store.dispatch(gamesIntents.vendorOpened(lanes[0]!.cards[0] as never));
    expect(navigations).toEqual(['/rng?vassalage=PG']);
    expect(sessionStorage.getItem('current_vassalage')).toBe('PG');
  });

  it('launches into /game with the address the backend answers', async () => {
    sessionStorage.setItem('token', 't');
    const { store, navigations, settle } = await games({
      'POST /wps/game/launchGame': ok({ content: { game_url: '/wps/static/play/1' } }),
    });
    store.dispatch(gamesIntents.launchRequested(slot));
    await settle();
    expect(navigations).toEqual(['/game?url=%2Fwps%2Fstatic%2Fplay%2F1']);
  });

  it('keeps a failed launch as its code with the maintenance window and the games to try instead, and shows no second dialog', async () => {
    sessionStorage.setItem('token', 't');
    const value = { startTime: 1_772_359_200_000, endTime: 1_772_366_400_000, recommended: [slot] };
    const { store, settle } = await games({
      'POST /wps/game/launchGame': () => ({
        body: { success: false, errorCode: 'vendor_under_maintenance', message: 'PG is under maintenance', value },
      }),
    });
    store.dispatch(gamesIntents.launchRequested(slot));
    await settle();
    expect(store.getState().games!.launchFailure).toEqual({
      error: { code: 'vendor_under_maintenance', message: 'PG is under maintenance', status: 200 },
      recommended: [slot],
      window: { startTime: value.startTime, endTime: value.endTime },
    });
    expect(store.getState().overlay.notice).toBeNull();
  });

  it('keeps a maintenance failure whose value does not fit, without window or games', async () => {
    sessionStorage.setItem('token', 't');
    const { store, settle } = await games({
      'POST /wps/game/launchGame': () => ({
        body: { success: false, errorCode: 'vendor_under_maintenance', message: 'Down', value: { endTime: 'tonight' } },
      }),
    });
    store.dispatch(gamesIntents.launchRequested(slot));
    await settle();
    expect(store.getState().games!.launchFailure).toEqual({
      error: { code: 'vendor_under_maintenance', message: 'Down', status: 200 },
      recommended: [],
    });
  });

  it('keeps launch_game_balance_not_enough for the dialog, which offers a deposit', async () => {
    sessionStorage.setItem('token', 't');
    const { store, settle, navigations } = await games({
      'POST /wps/game/launchGame': () => ({ body: { success: false, errorCode: 'launch_game_balance_not_enough', message: 'Top up' } }),
    });
    store.dispatch(gamesIntents.launchRequested(slot));
    await settle();
    expect(store.getState().games!.launchFailure).toMatchObject({ error: { code: 'launch_game_balance_not_enough' }, recommended: [] });
    expect(navigations).toEqual([]);
  });

  it.each([
    ['login.not.session (HTTP 200)', { body: { success: false, errorCode: 'login.not.session', message: 'Please login' } }],
    ['an HTTP 401', { status: 401, body: { success: false, errorCode: 'UNAUTHORIZED', message: 'Please login' } }],
  ])('takes %s as the session over: it ends here, the login opens, and no failure dialog shows', async (_name, answer) => {
    sessionStorage.setItem('token', 't');
    const { store, settle, navigations } = await games({ 'POST /wps/game/launchGame': () => answer });
    store.dispatch(gamesIntents.launchRequested(slot));
    await settle();
    expect(store.getState().games!.launchFailure).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(store.getState().overlay.modal).toBe('login');
    expect(navigations).toEqual([]);
  });

  it('takes a 401 on the favourite star as the session over: the header logs out and the login opens', async () => {
    sessionStorage.setItem('token', 't');
    const { store, settle } = await games({
      'GET /wps/relay/MCSFE_getFavoriteGames': ok([]),
      'POST /wps/relay/MCSFE_addFavoriteGame': () => ({
        status: 401,
        body: { success: false, errorCode: 'login.not.session', message: 'Your session has expired, please login' },
      }),
    });
    store.dispatch(gamesIntents.favouriteToggled(slot));
    await settle();
    expect(store.getState().session.token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(store.getState().overlay.modal).toBe('login');
  });

  it('clears the favourites when the player logs out', async () => {
    const { store } = await games();
    store.dispatch(gamesActions.favouriteMarked({ nodeId: 1, on: true }));
    store.dispatch(gamesActions.favouriteMarked({ nodeId: 2, on: true }));
    store.dispatch(accessActions.sessionChanged(false));
    expect(store.getState().games!.favourites.value).toEqual([]);
  });

  it('sends a Vietnamese lottery card to /vnlottery with its game code', async () => {
    sessionStorage.setItem('token', 't');
    const { store, navigations, requests, settle } = await games();
    store.dispatch(
      gamesIntents.launchRequested({
        vassalage: 'TCG_LOTTO_VN',
        gameType: 'LOTT',
        accountTypeName: 'TCG_LOTTO_VN',
        code: 'TCG_LOTTO_VN_1',
        nodeId: 3,
      }),
    );
    await settle();
    expect(navigations).toEqual(['/vnlottery?gameCode=TCG_LOTTO_VN_1']);
    expect(requests.some((r) => r.url === '/wps/game/launchGame')).toBe(false);
  });

  it('opens a TCG_SEA game in its own window with the lottery launch of the SEA prize mode', async () => {
    sessionStorage.setItem('token', 't');
    const opened = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as never);
    const { store, navigations, requests, settle } = await games({
      'GET /wps/game/launchGame': ok({ content: { game_url: '/wps/static/lottery/abc' } }),
    });
    store.dispatch(
      gamesIntents.launchRequested({ vassalage: 'TCG_SEA', gameType: 'LOTT', accountTypeName: 'TCG_SEA', code: 'TCG_SEA_1', nodeId: 5 }),
    );
    await settle();
    expect(open).toHaveBeenCalledWith('about:blank', 'tcg_sea', 'width=1200,height=800');
    expect(opened.location.href).toBe(`${window.location.origin}/wps/static/lottery/abc`);
    expect(requests.find((r) => r.url === '/wps/game/launchGame')?.params).toMatchObject({
      launchMode: 'LOTT',
      lottoPrizeMode: 'SEA',
      lottoGameCode: 'TCG_SEA_1',
      lottoView: 'betting',
    });
    expect(navigations).toEqual([]);
    open.mockRestore();
  });

  it('closes the TCG_SEA window again when its launch fails', async () => {
    sessionStorage.setItem('token', 't');
    const opened = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as never);
    const { store, settle } = await games({
      'GET /wps/game/launchGame': () => ({ body: { success: false, errorCode: 'vendor_under_maintenance', message: 'down' } }),
    });
    store.dispatch(gamesIntents.launchRequested({ vassalage: 'TCG_SEA', gameType: 'LOTT', accountTypeName: 'TCG_SEA', code: 'TCG_SEA_1' }));
    await settle();
    expect(opened.close).toHaveBeenCalled();
    expect(store.getState().games!.launchFailure?.error.code).toBe('vendor_under_maintenance');
    open.mockRestore();
  });

  it('asks for the notice again in the new language when the player changes it (the Language header; the cached one is dropped)', async () => {
    const language = { language: 'EN' };
    const announcement = (title: string) => ({ id: 1, title, content: '<p>…</p>', date: 0, type: 'PU' });
    const { http, requests, settle } = fakeHttp(
      {
        'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes } }),
        'GET /wps/home/notice': (config) =>
          ok({ ...notice, popup: [announcement(config.headers.get('Language') === 'TY' ? 'Bagong laro' : 'New games')] })(),
      },
      language,
    );
    const i18n = await testI18n('EN', ['EN', 'TY']);
    const store = makeStore({ http, i18n, navigate: () => undefined });
    store.injector.inject(gamesFeature);
    await settle();
    expect(store.getState().games!.notice.value?.popup[0]?.title).toBe('New games');
    language.language = 'TY';
    await i18n.changeLanguage('ty');
    await vi.waitFor(() => expect(store.getState().games!.notice.value?.popup[0]?.title).toBe('Bagong laro'));
    expect(requests.filter((r) => r.url === '/wps/home/notice').map((r) => r.headers.get('Language'))).toEqual(['EN', 'TY']);
    expect(JSON.parse(sessionStorage.getItem('notice') ?? '{}').popup?.[0]?.title).toBe('Bagong laro');
  });

  it('keeps the notice and its popups when the language is only set again (the start sets the stored one)', async () => {
    const { http, requests, settle } = fakeHttp({
      'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes } }),
      'GET /wps/home/notice': ok({ ...notice, popup: [{ id: 7, title: 'Welcome', content: '', date: 0, type: 'PU' }] }),
    });
    const i18n = await testI18n('EN', ['EN', 'TY']);
    const store = makeStore({ http, i18n, navigate: () => undefined });
    store.injector.inject(gamesFeature);
    await i18n.changeLanguage('en');
    await settle();
    expect(store.getState().games!.announcements?.map((a) => a.title)).toEqual(['Welcome']);
    expect(requests.filter((r) => r.url === '/wps/home/notice')).toHaveLength(1);
  });

  it('shows the popups newest first, those of a login joining the ones before it in order of date (issue 27)', async () => {
    const { store } = await games();
    const popup = (id: number, date: number) => ({ id, title: `#${id}`, content: '', date, type: 'PU' });
    store.dispatch(gamesActions.popupsArrived([popup(1, 100), popup(2, 300)]));
    store.dispatch(gamesActions.popupsArrived([popup(3, 200), popup(2, 300), popup(4, 400)]));
    expect(store.getState().games!.announcements?.map((a) => a.id)).toEqual([4, 2, 3, 1]);
  });
});
