import { configureStore, createAction, createSlice, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { cancel, delay, fork, put, takeEvery } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { accessActions } from '../access/access';
import type { HttpClient } from '../http/http-client';
import { ApiError } from '../http/api-error';
import { idleRemote, remoteReducers, type Remote } from './remote';
import { ensureRemote, fetchRemote, fetchUnlessServed, redoable, takeLatestPerKey, type RemoteSource } from './remote-saga';

type Key = 'menus' | 'rules';
type State = Record<Key, Remote<string[]>>;
const slice = createSlice({
  name: 'demo',
  initialState: { menus: idleRemote<string[]>([]), rules: idleRemote<string[]>([]) } as State,
  reducers: remoteReducers<State, Key>((s, k) => s[k] as Remote<unknown>),
});
const source: RemoteSource<Key> = {
  actions: slice.actions,
  select: (s, key) => (s as unknown as { demo: State }).demo[key],
};

/** An api function answered by hand: each call waits until the test resolves or rejects it. */
function manualApi() {
  const pending: { query: unknown; resolve: (v: string[]) => void; reject: (e: unknown) => void }[] = [];
  const fn = (_http: HttpClient, query?: unknown) => new Promise<string[]>((resolve, reject) => pending.push({ query, resolve, reject }));
  return { fn, pending };
}

function storeWith(root: () => Generator<unknown, unknown, unknown>, context: Record<string, unknown> = {}) {
  const actions: UnknownAction[] = [];
  const saga = createSagaMiddleware({ context: { http: {}, ...context } });
  const store = configureStore({
    reducer: { demo: slice.reducer },
    middleware: (d) =>
      d().concat(saga, () => (next: (a: unknown) => unknown) => (action: unknown) => {
        actions.push(action as UnknownAction);
        return next(action);
      }),
  });
  saga.run(root);
  const demo = () => (store.getState() as { demo: State }).demo;
  return { store, actions, demo };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const ask = createAction<{ key: Key; query: string }>('demo/ask');

describe('fetchRemote and takeLatestPerKey', () => {
  it('keeps the value shown while it refreshes and drops the answer of an older ask of the same key', async () => {
    const api = manualApi();
    const { store, demo } = storeWith(function* () {
      yield takeLatestPerKey(
        ask.type,
        (a: ReturnType<typeof ask>) => a.payload.key,
        function* (a: ReturnType<typeof ask>) {
          yield* fetchRemote(source, a.payload.key, a.payload.query, api.fn, a.payload.query);
        },
      );
    });
    store.dispatch(ask({ key: 'menus', query: 'page 1' }));
    await tick();
    expect(demo().menus.status).toBe('loading');
    api.pending[0]!.resolve(['a']);
    await tick();
    expect(demo().menus).toMatchObject({ status: 'ready', value: ['a'], loaded: true });
    store.dispatch(ask({ key: 'menus', query: 'page 2' }));
    store.dispatch(ask({ key: 'menus', query: 'page 3' }));
    await tick();
    expect(demo().menus).toMatchObject({ status: 'refreshing', value: ['a'], query: 'page 3' });
    api.pending[1]!.resolve(['late']);
    api.pending[2]!.resolve(['c']);
    await tick();
    expect(demo().menus).toMatchObject({ status: 'ready', value: ['c'] });
  });

  it('keeps the failure as its code, and the other keys are not touched', async () => {
    const api = manualApi();
    const { store, demo } = storeWith(function* () {
      yield takeLatestPerKey(
        ask.type,
        (a: ReturnType<typeof ask>) => a.payload.key,
        function* (a: ReturnType<typeof ask>) {
          yield* fetchRemote(source, a.payload.key, a.payload.query, api.fn);
        },
      );
    });
    store.dispatch(ask({ key: 'menus', query: 'q' }));
    store.dispatch(ask({ key: 'rules', query: 'q' }));
    await tick();
    api.pending[0]!.reject(new ApiError('NETWORK_ERROR', 'Network link is abnormal'));
    api.pending[1]!.resolve(['r']);
    await tick();
    expect(demo().menus).toMatchObject({ status: 'failed', error: { code: 'NETWORK_ERROR' }, loaded: false });
    expect(demo().rules).toMatchObject({ status: 'ready', value: ['r'] });
  });
});

describe('ensureRemote, a value read once', () => {
  it('reads again a value whose read was cancelled, rather than waiting on it forever', async () => {
    const api = manualApi();
    const open = createAction('demo/open');
    const { store, demo } = storeWith(function* () {
      let task: Task | undefined;
      yield takeEvery(open.type, function* () {
        if (task?.isRunning()) yield cancel(task);
        task = (yield fork(function* () {
          yield* ensureRemote(source, 'menus', api.fn);
        })) as Task;
      });
    });
    store.dispatch(open());
    store.dispatch(open()); // switched while the menus load: the first read is cancelled
    await tick();
    expect(api.pending).toHaveLength(2);
    api.pending[0]!.resolve(['stale']);
    api.pending[1]!.resolve(['menus']);
    await tick();
    expect(demo().menus).toMatchObject({ status: 'ready', value: ['menus'] });
  });

  it('waits for a read on its way rather than reading twice, and gives a read value at once', async () => {
    const api = manualApi();
    const got: unknown[] = [];
    const open = createAction('demo/open');
    const { store } = storeWith(function* () {
      yield takeEvery(open.type, function* () {
        got.push(yield* ensureRemote(source, 'menus', api.fn));
      });
    });
    store.dispatch(open());
    store.dispatch(open());
    await tick();
    expect(api.pending).toHaveLength(1);
    api.pending[0]!.resolve(['m']);
    await tick();
    store.dispatch(open());
    await tick();
    expect(api.pending).toHaveLength(1);
    expect(got).toEqual([['m'], ['m'], ['m']]);
  });

  it('reads a failed value again when asked again (Try again)', async () => {
    const api = manualApi();
    const open = createAction('demo/open');
    const { store, demo } = storeWith(function* () {
      yield takeEvery(open.type, function* () {
        yield* ensureRemote(source, 'menus', api.fn);
      });
    });
    store.dispatch(open());
    await tick();
    api.pending[0]!.reject(new ApiError('TIMEOUT', 'timed out'));
    await tick();
    expect(demo().menus.status).toBe('failed');
    store.dispatch(open());
    await tick();
    api.pending[1]!.resolve(['m']);
    await tick();
    expect(demo().menus).toMatchObject({ status: 'ready', error: null });
  });
});

describe('a 401 through request', () => {
  const expired = () => Promise.reject(new ApiError('login.not.session', 'Your session has expired, please login', 401));

  it('starts the session-expired flow with the intent a redoable worker marked', async () => {
    const star = createAction<number>('demo/star');
    const { store, actions } = storeWith(function* () {
      yield takeEvery(
        star.type,
        redoable(function* () {
          yield* fetchRemote(source, 'rules', null, expired);
        }),
      );
    });
    store.dispatch(star(7));
    await tick();
    expect(actions).toContainEqual(accessActions.sessionExpired({ redo: star(7) }));
    expect((store.getState() as unknown as { demo: State }).demo.rules.status).toBe('failed');
  });

  it('starts it without an intent from any other saga', async () => {
    const { actions } = storeWith(function* () {
      yield delay(0);
      yield* fetchRemote(source, 'rules', null, expired);
      yield put({ type: 'demo/done' });
    });
    await tick();
    await tick();
    expect(actions).toContainEqual(accessActions.sessionExpired({}));
  });
});

describe('fetchUnlessServed', () => {
  const FRESH = 60_000;
  /** The value a read leaves, as a server's render (context `server`) or the browser read it. */
  async function read(server: boolean, query: string) {
    const api = manualApi();
    const { demo, store } = storeWith(
      function* () {
        yield takeEvery(ask.type, function* (a: ReturnType<typeof ask>) {
          yield* fetchUnlessServed(source, a.payload.key, a.payload.query, FRESH, api.fn, a.payload.query);
        });
      },
      server ? { server: true } : {},
    );
    store.dispatch(ask({ key: 'menus', query }));
    await tick();
    api.pending.shift()!.resolve([query]);
    await tick();
    return demo().menus;
  }

  /** A browser store starting from `value` (a hydrated page's state), asked for `query` at `now`. */
  async function askFrom(value: Remote<string[]>, query: string) {
    const api = manualApi();
    const hydrated = createSlice({
      name: 'demo',
      initialState: { menus: value, rules: idleRemote<string[]>([]) } as State,
      reducers: remoteReducers<State, Key>((s, k) => s[k] as Remote<unknown>),
    });
    const saga = createSagaMiddleware({ context: { http: {} } });
    const store = configureStore({ reducer: { demo: hydrated.reducer }, middleware: (d) => d().concat(saga) });
    saga.run(function* () {
      yield* fetchUnlessServed(source, 'menus', query, FRESH, api.fn, query);
    });
    await tick();
    return { api, menus: () => (store.getState() as { demo: State }).demo.menus };
  }

  it("a server's read notes when; the browser's does not", async () => {
    const before = Date.now();
    const served = await read(true, 'a');
    expect(served.servedAt).toBeGreaterThanOrEqual(before);
    expect((await read(false, 'a')).servedAt).toBeUndefined();
  });

  it("keeps the value a server's render read of the same query, and asks nothing", async () => {
    const served = await read(true, 'a');
    const { api, menus } = await askFrom(served, 'a');
    expect(api.pending).toHaveLength(0);
    expect(menus()).toEqual(served);
  });

  it('reads again another query, an old served value, or a value the browser read', async () => {
    const served = await read(true, 'a');
    for (const [value, query] of [
      [served, 'b'],
      [{ ...served, servedAt: Date.now() - FRESH - 1 }, 'a'],
      [await read(false, 'a'), 'a'],
      [{ ...served, status: 'failed' as const }, 'a'],
    ] as const) {
      const { api, menus } = await askFrom(value, query);
      expect(api.pending).toHaveLength(1);
      api.pending[0]!.resolve(['fresh']);
      await tick();
      expect(menus().value).toEqual(['fresh']);
      // The browser's read clears the server's note: the next ask reads again.
      expect(menus().servedAt).toBeUndefined();
    }
  });
});
