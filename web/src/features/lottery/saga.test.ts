import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { testI18n } from '../../test/test-i18n';
import { fakeHttp, type FakeRoutes } from '../../test/fake-http';
import { lotteryFeature } from './feature';
import { lotteryIntents } from './intents';
import { ROLLOVER_PAUSE_MS } from './saga';

const menu = (gameId: number, gameCode: string, extra = {}) => ({
  gameId,
  gameCode,
  gameName: `Game ${gameCode}`,
  prizeMode: 'LOTT',
  defaultPlayType: 'STANDARD',
  drawEverySeconds: 60,
  maintenance: false,
  ...extra,
});
const menus = { FAST: { gameGroupCode: 'FAST', labelName: 'Fast draws', gameMenus: [menu(1001, 'GPI_1')] } };
const vnMenus = {
  VN_NORTH: {
    gameGroupCode: 'VN_NORTH',
    labelName: 'North',
    gameMenus: [menu(2001, 'TCG_LOTTO_VN_1', { accountTypeName: 'TCG_LOTTO_VN' })],
  },
};
const raw = (body: unknown) => () => ({ body });

async function lottery(routes: FakeRoutes = {}) {
  const { http, requests, settle } = fakeHttp({
    'GET /lgw/games/game_menus': raw(menus),
    'GET /lgw/vn/games/game_menu': raw(vnMenus),
    'GET /lgw/games/game_menus/recent': raw([menu(1001, 'GPI_1')]),
    'GET /wps/game/launchGame': raw({ success: true, value: { content: { game_url: '/wps/static/lottery/x1' } } }),
    ...routes,
  });
  const navigations: string[] = [];
  const store = makeStore({ http, i18n: await testI18n(), navigate: (p) => navigations.push(p) });
  store.injector.inject(lotteryFeature);
  return { store, requests, navigations, settle, state: () => store.getState().lottery! };
}

describe('the lottery saga', () => {
  it('shows a visitor the menus and asks them to log in instead of launching', async () => {
    const { store, requests, settle, state } = await lottery();
    store.dispatch(lotteryIntents.lotteryOpened({ gameCode: 'GPI_1', playType: 'STANDARD' }));
    await settle();
    expect(state().menus.value.map((g) => g.gameGroupCode)).toEqual(['FAST']);
    expect(state().launch).toMatchObject({ needsLogin: true, choice: { gameCode: 'GPI_1' } });
    expect(store.getState().overlay.modal).toBe('login');
    expect(requests.some((r) => r.url === '/wps/game/launchGame')).toBe(false);
  });

  it("launches the chosen game's betting view for a player, and remembers the address for the frame rule", async () => {
    sessionStorage.setItem('token', 't');
    const { store, requests, settle, state } = await lottery();
    store.dispatch(lotteryIntents.lotteryOpened({ gameCode: 'GPI_1', playType: 'STANDARD' }));
    await settle();
    expect(state().launch).toMatchObject({ status: 'ready', value: '/wps/static/lottery/x1' });
    expect(requests.find((r) => r.url === '/wps/game/launchGame')?.params).toMatchObject({
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'GPI_1',
      lottoView: 'betting',
      device: 'WEB',
    });
    expect(JSON.parse(sessionStorage.getItem('launchedGames')!)).toContain('/wps/static/lottery/x1');
    expect(state().recent.map((g) => g.gameCode)).toEqual(['GPI_1']);
  });

  it('opens the lobby view when the address names no game', async () => {
    sessionStorage.setItem('token', 't');
    const { store, requests, settle } = await lottery();
    store.dispatch(lotteryIntents.lotteryOpened({}));
    await settle();
    const params = requests.find((r) => r.url === '/wps/game/launchGame')?.params as Record<string, unknown>;
    expect(params.lottoView).toBe('lobby');
    expect(params).not.toHaveProperty('lottoGameCode');
  });

  it('launches what the page waited for once the visitor logs in', async () => {
    const { store, settle, state } = await lottery();
    store.dispatch(lotteryIntents.lotteryOpened({ gameCode: 'GPI_1' }));
    await settle();
    sessionStorage.setItem('token', 't');
    store.dispatch({ type: 'access/sessionChanged', payload: true });
    await settle();
    expect(state().launch).toMatchObject({ status: 'ready', needsLogin: false });
  });

  it('asks a visitor to log in before keeping a favourite', async () => {
    const { store, state } = await lottery();
    store.dispatch(lotteryIntents.favouriteToggled('GPI_1'));
    expect(store.getState().overlay.modal).toBe('login');
    expect(state().favourites).toEqual([]);
  });

  it('sends a popular Vietnamese game to /vnlottery and any other to /lottery with its play type', async () => {
    sessionStorage.setItem('token', 't');
    const { store, navigations, settle } = await lottery();
    const draw = { gameId: 2001, gameCode: 'TCG_LOTTO_VN_1', numero: '1', remainTime: 1000, endsAt: 0 };
    store.dispatch(lotteryIntents.popularOpened(draw));
    await settle();
    store.dispatch(lotteryIntents.popularOpened({ ...draw, gameId: 1001, gameCode: 'GPI_1' }));
    await settle();
    expect(navigations).toEqual(['/vnlottery?gameCode=TCG_LOTTO_VN_1', '/lottery?gameCode=GPI_1&playType=STANDARD']);
  });

  it('asks a visitor to log in before a popular game opens', async () => {
    const { store, navigations, settle } = await lottery();
    store.dispatch(lotteryIntents.popularOpened({ gameId: 1001, gameCode: 'GPI_1', numero: '1', remainTime: 1, endsAt: 0 }));
    await settle();
    expect(navigations).toEqual([]);
    expect(store.getState().overlay.modal).toBe('login');
  });

  it('keeps each popular draw with the moment its countdown ends, and asks again when one ends', async () => {
    let calls = 0;
    const { store, requests, settle, state } = await lottery({
      'GET /lgw/games/popular': () => (
        (calls += 1),
        { body: [{ gameId: 1001, gameCode: 'GPI_1', numero: String(calls), remainTime: 5000 }] }
      ),
    });
    const before = Date.now();
    store.dispatch(lotteryIntents.popularRequested());
    await settle();
    expect(requests[0]?.params).toMatchObject({ count: 20 });
    const [draw] = state().popular.value;
    expect(draw!.endsAt).toBeGreaterThanOrEqual(before + 5000);
    // Two ends of one countdown ask once, after the rollover pause (fake timers: nothing waits for real time).
    vi.useFakeTimers();
    try {
      store.dispatch(lotteryIntents.popularExpired());
      store.dispatch(lotteryIntents.popularExpired());
      await vi.advanceTimersByTimeAsync(ROLLOVER_PAUSE_MS - 1);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(calls).toBe(2));
      await vi.advanceTimersByTimeAsync(ROLLOVER_PAUSE_MS);
    } finally {
      vi.useRealTimers();
    }
    expect(calls).toBe(2);
    expect(state().popular.value[0]!.numero).toBe('2');
  });

  it('asks for the VN results again when a popular draw closes, once they are shown', async () => {
    let vnCalls = 0;
    const { store } = await lottery({
      'GET /lgw/games/popular': raw([{ gameId: 2004, gameCode: 'VN_FAST_1M', numero: '1', remainTime: 1000 }]),
      'GET /lgw/vn/numeros/opened/game': () => ((vnCalls += 1), { body: [] }),
    });
    store.dispatch(lotteryIntents.popularRequested());
    store.dispatch(lotteryIntents.vnResultsRequested());
    await vi.waitFor(() => expect(vnCalls).toBe(1));
    store.dispatch(lotteryIntents.popularExpired());
    await vi.waitFor(() => expect(vnCalls).toBe(2), { timeout: 5000 });
  });

  it('chooses the first Vietnamese game when the address names none, with its draw and last results', async () => {
    const { store, requests, settle, state } = await lottery({
      'GET /lgw/numeros/near': raw({
        currentNumero: { numero: '20261123', remainTime: 60_000, lockTime: 30_000 },
        previousNumero: { numero: '20261122' },
      }),
      'GET /lgw/draw/2001': raw({ content: [{ numero: '20261122', winNo: '1,2,3,4,5' }] }),
    });
    store.dispatch(lotteryIntents.vnLotteryOpened({}));
    await settle();
    await settle();
    expect(state().draw.gameCode).toBe('TCG_LOTTO_VN_1');
    expect(state().draw.value.current?.currentNumero.numero).toBe('20261123');
    expect(state().draw.value.past).toEqual([{ numero: '20261122', winNo: '1,2,3,4,5' }]);
    expect(requests.find((r) => r.url === '/lgw/draw/2001')?.params).toEqual({ page: 0, size: 7 });
  });

  it('keeps a failed list as its code', async () => {
    const { store, settle, state } = await lottery({
      'GET /lgw/vn/numeros/opened/game': () => ({ status: 503, body: { success: false, errorCode: 'INJECTED_FAULT', message: 'down' } }),
    });
    store.dispatch(lotteryIntents.vnResultsRequested());
    await settle();
    expect(state().vnResults).toMatchObject({ status: 'failed', error: { code: 'INJECTED_FAULT' } });
  });
});

describe('the lottery menus, read once through shared/remote', () => {
  it('load when the player switches game while they load (the first read was cancelled)', async () => {
    const { store, requests, settle, state } = await lottery();
    store.dispatch(lotteryIntents.lotteryOpened({ gameCode: 'GPI_1' }));
    store.dispatch(lotteryIntents.lotteryOpened({}));
    await settle();
    expect(state().menus.status).toBe('ready');
    expect(state().menus.value.map((g) => g.gameGroupCode)).toEqual(['FAST']);
    expect(requests.filter((r) => r.url === '/lgw/games/game_menus').length).toBe(2);
  });

  it('load on a direct visit to /vnlottery when the page asks twice (React on the dev server), and choose a game', async () => {
    const { store, settle, state } = await lottery({ 'GET /lgw/draw/2001': () => 'network-error' });
    store.dispatch(lotteryIntents.vnLotteryOpened({}));
    store.dispatch(lotteryIntents.vnLotteryOpened({}));
    await settle();
    expect(state().vnMenus.status).toBe('ready');
    expect(state().draw.gameCode).toBe('TCG_LOTTO_VN_1');
  });

  it('that failed load again on Try again', async () => {
    let fail = true;
    const { store, settle, state } = await lottery({
      'GET /lgw/games/game_menus': () => (fail ? 'network-error' : { body: menus }),
    });
    store.dispatch(lotteryIntents.lotteryOpened({}));
    await settle();
    expect(state().menus).toMatchObject({ status: 'failed', error: { code: 'NETWORK_ERROR' } });
    fail = false;
    store.dispatch(lotteryIntents.menusRetried('menus'));
    await settle();
    expect(state().menus).toMatchObject({ status: 'ready', error: null });
  });
});
