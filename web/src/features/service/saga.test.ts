import type { UnknownAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { accessActions } from '../../shared/access/access';
import { idleRemote } from '../../shared/remote/remote';
import { systemActions } from '../../shared/system/system-slice';
import { fakeHttp, ok, openBody, type FakeRoutes } from '../../test/fake-http';
import { member } from '../../test/member-fixtures';
import { testI18n } from '../../test/test-i18n';
import { serviceFeature } from './feature';
import { serviceIntents } from './intents';

const inboxItem = (inboxId: number, read = false) => ({
  inboxId,
  category: 'SYSTEM',
  title: `Message ${inboxId}`,
  content: '<p>hi</p>',
  read,
  createdAt: 1_795_000_000_000,
});

/** A store whose session is a member of this account type (or none), with the service feature loaded. */
async function serviceStore({ type = 0 as number | null, flags = { CBS3: true }, routes = {} as FakeRoutes } = {}) {
  const { http, requests } = fakeHttp({
    'GET /wps/relay/CBS_launchChat': ok({ chatUrl: '/wps/static/chat/abc', queue: 'VIP' }),
    'GET /wps/relay/CBS_unreadCount': ok(2),
    'GET /wps/relay/CSP_unreadCount': ok(3),
    ...routes,
  });
  const session = {
    token: type === null ? null : 'tok-1',
    member: type === null ? null : member(type),
    avatar: null,
    balance: idleRemote(null),
    balanceHidden: false,
    form: idleRemote<null, never>(null),
    fieldErrors: {},
    mustChangePassword: false,
    memberError: null,
  };
  const store = makeStore({ http, i18n: await testI18n(), navigate: () => undefined }, { session });
  store.dispatch(systemActions.statusSucceeded({ status: 0, location: null, info: null, flags, registerRules: {} }));
  store.injector.inject(serviceFeature);
  const state = () => store.getState().service!;
  const calls = (url: string) => requests.filter((r) => r.url === url);
  return { store, state, calls, requests };
}

afterEach(() => sessionStorage.clear());

describe('the chat saga', () => {
  it('fetches the chat address with the spec fields and the unread count for a member, when CBS3 is on', async () => {
    const { state, calls } = await serviceStore();
    await vi.waitFor(() => expect(state().chat.launch.status).toBe('ready'));
    expect(state().chat.launch.value).toEqual({ url: '/wps/static/chat/abc', queue: 'VIP' });
    expect(calls('/wps/relay/CBS_launchChat')[0]?.params).toEqual({
      b2c: '1',
      title: 'Customer service',
      language: 'EN',
      headerColor: '#6142bf',
    });
    await vi.waitFor(() => expect(state().chat.unread).toBe(2));
    expect(state().inbox.unread).toBe(3);
  });

  it('clears the count while the window is open, and closes the window on logout', async () => {
    const { store, state } = await serviceStore();
    await vi.waitFor(() => expect(state().chat.unread).toBe(2));
    store.dispatch(serviceIntents.chatToggled());
    expect(state().chat).toMatchObject({ open: true, unread: 0 });
    store.dispatch(accessActions.sessionChanged(false));
    expect(state().chat).toMatchObject({ open: false, unread: 0, launch: { value: null } });
    expect(state().inbox.unread).toBe(0);
  });

  it('asks nothing of the chat when CBS3 is off', async () => {
    const { state, calls } = await serviceStore({ flags: { CBS3: false } });
    await vi.waitFor(() => expect(state().inbox.unread).toBe(3));
    expect(calls('/wps/relay/CBS_launchChat')).toHaveLength(0);
    expect(calls('/wps/relay/CBS_unreadCount')).toHaveLength(0);
  });

  it('never launches the chat for a trial account, and warns it instead of opening', async () => {
    const { store, state, calls } = await serviceStore({ type: 4 });
    store.dispatch(serviceIntents.chatToggled());
    expect(state().chat.open).toBe(false);
    expect(store.getState().overlay.notice).toMatchObject({ kind: 'trial' });
    expect(calls('/wps/relay/CBS_launchChat')).toHaveLength(0);
  });

  it('asks a visitor to log in', async () => {
    const { store, state } = await serviceStore({ type: null });
    store.dispatch(serviceIntents.chatToggled());
    expect(state().chat.open).toBe(false);
    expect(store.getState().overlay.modal).toBe('login');
  });

  it('keeps a failed launch with its code, and tries again when asked', async () => {
    let fail = true;
    const { store, state } = await serviceStore({
      routes: {
        'GET /wps/relay/CBS_launchChat': () =>
          fail
            ? { body: { success: false, errorCode: 'TRIAL_NOT_ALLOWED', message: 'no' } }
            : { body: { success: true, value: { chatUrl: '/wps/static/chat/def' } } },
      },
    });
    await vi.waitFor(() => expect(state().chat.launch.error?.code).toBe('TRIAL_NOT_ALLOWED'));
    fail = false;
    store.dispatch(serviceIntents.chatRetried());
    await vi.waitFor(() => expect(state().chat.launch.value).toEqual({ url: '/wps/static/chat/def', queue: 'LIVECHAT' }));
  });
});

describe('the inbox, announcements, feedback and winners sagas', () => {
  it('marks an opened message read and deletes one, keeping the unread count the server answers', async () => {
    const list = [inboxItem(2), inboxItem(1, true)];
    const { store, state, calls } = await serviceStore({
      routes: {
        'POST /wps/relay/CSP_getInboxList': () => ok({ content: list, totalPages: 1, total: list.length })(),
        'POST /wps/relay/CSP_readInbox': ok({ changed: 1, unread: 0 }),
        'POST /wps/relay/CSP_deleteInbox': (config) => {
          const ids = openBody<{ inboxIds: number[] }>(config).inboxIds;
          list.splice(0, list.length, ...list.filter((m) => !ids.includes(m.inboxId)));
          return ok({ changed: ids.length, unread: 0 })();
        },
      },
    });
    store.dispatch(serviceIntents.inboxPageRequested(1));
    await vi.waitFor(() => expect(state().inbox.value.items).toHaveLength(2));
    store.dispatch(serviceIntents.inboxOpened(2));
    await vi.waitFor(() => expect(state().inbox.value.items[0]?.read).toBe(true));
    expect(openBody(calls('/wps/relay/CSP_readInbox')[0]!)).toEqual({ inboxIds: [2] });
    store.dispatch(serviceIntents.inboxOpened(1));
    expect(calls('/wps/relay/CSP_readInbox')).toHaveLength(1);
    store.dispatch(serviceIntents.inboxDeleted(2));
    await vi.waitFor(() => expect(state().inbox.value.items.map((m) => m.inboxId)).toEqual([1]));
    expect(state().inbox.value.total).toBe(1);
  });

  it("reads the relay's player announcements 9 a page and marks an opened one read once, for a member only", async () => {
    const announcement = (id: number) => ({ id, title: `A${id}`, content: '<p>x</p>', date: 1, type: 'PL' });
    const { store, state, calls } = await serviceStore({
      routes: {
        'POST /wps/relay/MCSFE_getListAnnouncements': ok({
          player: Array.from({ length: 20 }, (_, i) => announcement(i + 1)),
          popup: [announcement(99)],
        }),
        'POST /wps/relay/MCSFE_updateAnnouncementRead': ok({ announcementId: 20, read: true }),
      },
    });
    store.dispatch(serviceIntents.announcementPageRequested(3));
    await vi.waitFor(() => expect(state().announcements.value).toMatchObject({ page: 3, totalPages: 3, items: [{ id: 19 }, { id: 20 }] }));
    expect(openBody(calls('/wps/relay/MCSFE_getListAnnouncements')[0]!)).toEqual({
      types: 'B,PL,PU,PR,H',
      platform: 'W',
      executionType: 'B',
    });
    store.dispatch(serviceIntents.announcementOpened(20));
    await vi.waitFor(() => expect(state().announcements.read).toEqual([20]));
    store.dispatch(serviceIntents.announcementOpened(20));
    expect(calls('/wps/relay/MCSFE_updateAnnouncementRead')).toHaveLength(1);
  });

  it("marks what a member read on an earlier visit, from the server's read state; a visitor asks for none", async () => {
    const routes = {
      'POST /wps/relay/MCSFE_getListAnnouncements': ok({ player: [{ id: 3, title: 'A3', content: '', date: 1, type: 'PL' }] }),
      'GET /wps/relay/MCSFE_getAnnouncementRead': ok([
        { announcementId: 3, read: true },
        { announcementId: 5, read: false },
      ]),
    };
    const member = await serviceStore({ routes });
    member.store.dispatch(serviceIntents.announcementPageRequested(1));
    await vi.waitFor(() => expect(member.state().announcements.status).toBe('ready'));
    await vi.waitFor(() => expect(member.state().announcements.read).toEqual([3]));
    const visitor = await serviceStore({ type: null, routes });
    visitor.store.dispatch(serviceIntents.announcementPageRequested(1));
    await vi.waitFor(() => expect(visitor.state().announcements.status).toBe('ready'));
    expect(visitor.calls('/wps/relay/MCSFE_getAnnouncementRead')).toHaveLength(0);
    expect(visitor.state().announcements.read).toEqual([]);
  });

  it('sends feedback and keeps its number for the thank-you', async () => {
    const { store, state, calls } = await serviceStore({ type: null, routes: { 'PUT /wps/feedback': ok({ feedbackId: 7 }) } });
    store.dispatch(serviceIntents.feedbackSent({ type: 'BUG', content: 'The page froze twice' }));
    await vi.waitFor(() => expect(state().feedback).toMatchObject({ status: 'ready', value: 7 }));
    expect(openBody(calls('/wps/feedback')[0]!)).toEqual({ type: 'BUG', content: 'The page froze twice' });
  });

  it('shows the winners board highest win first', async () => {
    const vo = (winAmount: number) => ({ vo: { winAmount, userName: 'pl***1', gameName: 'Keno', gameCategory: 'ALL', winTime: 1 } });
    const { store, state } = await serviceStore({
      type: null,
      routes: { 'GET /wps/relay/GCSGAME_getRankList': ok({ list: [vo(10), vo(4500), vo(99.5)] }) },
    });
    store.dispatch(serviceIntents.winnersRequested());
    await vi.waitFor(() => expect(state().winners.value.map((w) => w.vo.winAmount)).toEqual([4500, 99.5, 10]));
  });
});

describe("the player's actions on an expired session", () => {
  const expired = () => ({
    status: 401,
    body: { success: false, errorCode: 'login.not.session', message: 'Your session has expired, please login' },
  });

  /** The session-expired flows started, with the action each carries to redo after the login. */
  function expiries(store: Awaited<ReturnType<typeof serviceStore>>['store']) {
    const seen: (UnknownAction | undefined)[] = [];
    store.injector.inject({
      name: 'probe',
      slices: [],
      saga: function* () {
        yield takeEvery(
          accessActions.sessionExpired.type,
          (a: ReturnType<typeof accessActions.sessionExpired>) => void seen.push(a.payload?.redo),
        );
      },
    });
    return seen;
  }

  it.each([
    ['deleting a message', 'POST /wps/relay/CSP_deleteInbox', serviceIntents.inboxDeleted(4)],
    ['sending feedback', 'PUT /wps/feedback', serviceIntents.feedbackSent({ type: 'BUG', content: 'The page froze twice' })],
  ])('%s starts the session-expired flow carrying it, to be done again after the login', async (_, route, intent) => {
    const { store } = await serviceStore({ flags: { CBS3: false }, routes: { [route]: expired } });
    const seen = expiries(store);
    store.dispatch(intent);
    await vi.waitFor(() => expect(seen).toEqual([intent]));
  });

  it('a failed feedback keeps its code for the form, which shows it under the form', async () => {
    const { store, state } = await serviceStore({
      type: null,
      routes: { 'PUT /wps/feedback': () => ({ body: { success: false, errorCode: 'FEEDBACK_TOO_OFTEN', message: 'Too often' } }) },
    });
    store.dispatch(serviceIntents.feedbackSent({ type: 'BUG', content: 'The page froze twice' }));
    await vi.waitFor(() => expect(state().feedback).toMatchObject({ status: 'failed', error: { code: 'FEEDBACK_TOO_OFTEN' } }));
  });
});
