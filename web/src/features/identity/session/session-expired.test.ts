import { createAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessActions } from '../../../shared/access/access';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import type { FakeRoutes } from '../../../test/fake-http';
import { identityStore } from '../../../test/identity-store';
import { loggedInRoutes, login, member } from '../../../test/member-fixtures';
import { ok } from '../../../test/fake-http';
import { identityIntents } from '../intents';

beforeEach(() => sessionStorage.clear());

const expired = () => ({
  status: 401,
  body: { success: false, errorCode: 'login.not.session', message: 'Your session has expired, please login' },
});

/** A logged-in player whose token the backend stops knowing when `expire()` is called. */
async function loggedIn(extra: FakeRoutes = {}) {
  let gone = false;
  const routes = loggedInRoutes();
  const balance = routes['GET /wps/v2/wallets/balance'];
  const { store, settle, requests } = await identityStore({
    ...routes,
    'GET /wps/v2/wallets/balance': () => (gone ? expired() : balance()),
    ...extra,
  });
  store.dispatch(login());
  await vi.waitFor(() => expect(store.getState().session.balance.status).toBe('ready'));
  await settle();
  return { store, settle, requests, expire: () => (gone = true), back: () => (gone = false) };
}

describe('an expired session', () => {
  it('logs the header out and opens the login when the balance refresh answers 401', async () => {
    const { store, settle, expire } = await loggedIn();
    expire();
    store.dispatch(identityIntents.balanceRefreshRequested());
    await settle();
    expect(store.getState().session).toMatchObject({ token: null, member: null });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(store.getState().overlay.modal).toBe('login');
  });

  it('runs once however many calls fail: closing the login leaves it closed', async () => {
    const { store, settle, expire } = await loggedIn();
    expire();
    const seen: string[] = [];
    store.subscribe(() => seen.push(String(store.getState().overlay.modal)));
    store.dispatch(accessActions.sessionExpired());
    store.dispatch(overlayActions.closed());
    store.dispatch(accessActions.sessionExpired());
    store.dispatch(identityIntents.balanceRefreshRequested());
    await settle();
    expect(store.getState().overlay.modal).toBeNull();
    expect(seen.filter((m) => m === 'login')).toHaveLength(1);
  });

  it('does again what the player was doing once they log in, and not if they close the login', async () => {
    const star = createAction<number>('test/star');
    const { store, settle, expire, back } = await loggedIn();
    const redone: number[] = [];
    // What the store's sagas see of the redone action (a saga's put does not go through store.dispatch).
    store.injector.inject({
      name: 'probe',
      slices: [],
      saga: function* () {
        yield takeEvery(star.type, (a: ReturnType<typeof star>) => void redone.push(a.payload));
      },
    });
    expire();
    store.dispatch(accessActions.sessionExpired({ redo: star(7) }));
    expect(store.getState().overlay.modal).toBe('login');
    back();
    store.dispatch(login());
    await settle();
    await settle();
    expect(redone).toEqual([7]);
    expire();
    store.dispatch(accessActions.sessionExpired({ redo: star(8) }));
    store.dispatch(overlayActions.closed());
    back();
    store.dispatch(login());
    await settle();
    await settle();
    expect(redone).toEqual([7]);
  });

  it("never hands one player's action to another who logs in on the same device", async () => {
    const star = createAction<number>('test/star');
    let who = 'player01';
    const { store, settle, expire, back } = await loggedIn({ 'GET /wps/member/info': () => ok({ ...member(), account: who })() });
    const redone: number[] = [];
    store.injector.inject({
      name: 'probe',
      slices: [],
      saga: function* () {
        yield takeEvery(star.type, (a: ReturnType<typeof star>) => void redone.push(a.payload));
      },
    });
    expire();
    store.dispatch(accessActions.sessionExpired({ redo: star(9) }));
    back();
    who = 'player02';
    store.dispatch(login());
    await settle();
    await settle();
    expect(store.getState().session.member?.account).toBe('player02');
    expect(redone).toEqual([]);
  });
});
