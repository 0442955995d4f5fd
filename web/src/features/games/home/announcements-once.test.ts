import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeHttp, ok, openBody } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { gamesFeature } from '../feature';
import { gamesActions } from '../slice';
import { accessActions } from '../../../shared/access/access';

const announcement = (id: number) => ({ id, title: `News ${id}`, content: '<p>news</p>', date: 1_700_000_000_000, type: 'SYSTEM' });

async function homeStore(popup: ReturnType<typeof announcement>[], loginPopup: ReturnType<typeof announcement>[] = []) {
  const { http, requests } = fakeHttp({
    'GET /wps/home/notice': ok({ player: [], banners: [], popup }),
    'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes: [] } }),
    'POST /wps/relay/MCSFE_getListAnnouncements': ok({ popup: loginPopup }),
  });
  const store = makeStore({ http, i18n: await testI18n(), navigate: () => undefined });
  store.injector.inject(gamesFeature);
  const announcements = () => store.getState().games!.announcements;
  await vi.waitFor(() => expect(announcements()).not.toBeNull());
  return { store, announcements, requests };
}

beforeEach(() => sessionStorage.clear());

describe('the announcement popup', () => {
  it('shows once per session: after closing, a new page load in this tab does not show it again', async () => {
    const first = await homeStore([announcement(1), announcement(2)]);
    expect(first.announcements()!.map((a) => a.id)).toEqual([1, 2]);
    first.store.dispatch(gamesActions.announcementsClosed([1, 2]));
    expect(first.announcements()).toEqual([]);

    const reloaded = await homeStore([announcement(1), announcement(2)]);
    expect(reloaded.announcements()).toEqual([]);
  });

  it('still shows an announcement published since', async () => {
    const first = await homeStore([announcement(1)]);
    first.store.dispatch(gamesActions.announcementsClosed([1]));
    sessionStorage.removeItem('notice'); // the cached notice is replaced by a fresh one
    const later = await homeStore([announcement(1), announcement(3)]);
    expect(later.announcements()!.map((a) => a.id)).toEqual([3]);
  });

  it('shows again in a new session', async () => {
    const first = await homeStore([announcement(1)]);
    first.store.dispatch(gamesActions.announcementsClosed([1]));
    sessionStorage.clear();
    const fresh = await homeStore([announcement(1)]);
    expect(fresh.announcements()!.map((a) => a.id)).toEqual([1]);
  });

  it.each([
    ['after a login', false, 'A'],
    ['on a first login', true, 'F'],
  ] as const)('asks the relay for the popups shown %s and adds those not seen', async (_, firstTimeLogin, executionType) => {
    const home = await homeStore([announcement(1)], [announcement(1), announcement(6)]);
    home.store.dispatch(gamesActions.announcementsClosed([1]));
    home.store.dispatch(accessActions.loggedIn({ firstTimeLogin }));
    await vi.waitFor(() => expect(home.announcements()!.map((a) => a.id)).toEqual([6]));
    const asked = home.requests.find((r) => r.url === '/wps/relay/MCSFE_getListAnnouncements')!;
    expect(openBody(asked)).toEqual({ types: 'B,PL,PU,PR,H', platform: 'W', executionType });
  });

  it('keeps the popups of the visit when the login popups fail', async () => {
    const { http, settle } = fakeHttp({
      'GET /wps/home/notice': ok({ player: [], banners: [], popup: [announcement(1)] }),
      'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes: [] } }),
    });
    const store = makeStore({ http, i18n: await testI18n(), navigate: () => undefined });
    store.injector.inject(gamesFeature);
    await vi.waitFor(() => expect(store.getState().games!.announcements).not.toBeNull());
    store.dispatch(accessActions.loggedIn({ firstTimeLogin: false }));
    await settle();
    expect(store.getState().games!.announcements!.map((a) => a.id)).toEqual([1]);
  });

  it('are left out of a server render; the page hydrated from its state shows only those this session has not seen', async () => {
    const { http } = fakeHttp({
      'GET /wps/home/notice': ok({ player: [], banners: [], popup: [announcement(1), announcement(2)] }),
      'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes: [] } }),
    });
    const server = makeStore({ http, i18n: await testI18n(), server: true });
    server.injector.inject(gamesFeature);
    await vi.waitFor(() => expect(server.getState().games!.notice.value).not.toBeNull());
    expect(server.getState().games!.announcements).toBeNull();

    sessionStorage.setItem('announcementsSeen', JSON.stringify([1]));
    const client = makeStore({ http, i18n: await testI18n(), navigate: () => undefined }, server.getState());
    client.injector.inject(gamesFeature);
    await vi.waitFor(() => expect(client.getState().games!.announcements?.map((a) => a.id)).toEqual([2]));
  });
});
