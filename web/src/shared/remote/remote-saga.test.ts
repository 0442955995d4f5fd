import { configureStore, createAction, createSlice, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { cancel, delay, fork, put, takeEvery } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { accessActions } from '../access/access';
import type { HttpClient } from '../http/http-client';
import { ApiError } from '../http/api-error';
import { idleRemote, remoteReducers, type Remote } from './remote';
import { ensureRemote, fetchRemote, redoable, takeLatestPerKey, type RemoteSource } from './remote-saga';

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

function storeWith(root: () => Generator<unknown, unknown, unknown>) {
  const actions: UnknownAction[] = [];
  const saga = createSagaMiddleware({ context: { http: {} } });
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
