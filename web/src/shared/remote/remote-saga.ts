import type { Action, UnknownAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, cancelled, fork, put, select, setContext, take } from 'redux-saga/effects';
import { toErrorInfo, type ErrorInfo } from '../http/api-error';
import type { HttpClient } from '../http/http-client';
import type { RootState } from '../store/root-state';
import { contextOf, request } from '../store/saga-context';
import { isPending, type LoadStep, type Remote } from './remote';

/** A slice's actions for its keyed remote values (the case reducers of `remoteReducers`). */
export type RemoteActions<K extends string> = {
  loadStarted: (step: LoadStep<K, { query: unknown }>) => UnknownAction;
  loadSucceeded: (step: LoadStep<K, { value: never; servedAt?: number }>) => UnknownAction;
  loadFailed: (step: LoadStep<K, { error: ErrorInfo }>) => UnknownAction;
  loadCancelled: (step: LoadStep<K>) => UnknownAction;
};

/** Where a feature keeps its remote values: its actions and how to read one from the store. */
export type RemoteSource<K extends string> = {
  actions: RemoteActions<K>;
  select: (state: RootState, key: K) => Remote<unknown> | undefined;
};

type Api<A extends unknown[], R> = (http: HttpClient, ...args: A) => Promise<R>;

let lastTicket = 0;

/**
 * Reads one remote value: started, then the answer or the failure's code. A newer read of the same key wins
 * (the slice drops an older read's answer); a read cancelled on its way puts the value back as it was, so the
 * next ask reads again. A 401 has already started the session-expired flow (`request`). Gives the value read,
 * or undefined when the read failed.
 */
export function* fetchRemote<K extends string, A extends unknown[], R>(
  source: RemoteSource<K>,
  key: K,
  query: unknown,
  fn: Api<A, R>,
  ...args: A
): Generator<unknown, R | undefined, unknown> {
  const ticket = ++lastTicket;
  const { actions } = source;
  yield put(actions.loadStarted({ key, ticket, query }));
  let settled = false;
  try {
    const value = yield* request(fn, ...args);
    settled = true;
    // A server's render notes when it read the value: the page hydrated from it need not read it again at once.
    const servedAt = (yield* contextOf('server')) ? Date.now() : undefined;
    yield put(actions.loadSucceeded({ key, ticket, value: value as never, ...(servedAt !== undefined && { servedAt }) }));
    return value;
  } catch (error) {
    settled = true;
    yield put(actions.loadFailed({ key, ticket, error: toErrorInfo(error) }));
    return undefined;
  } finally {
    if (!settled && ((yield cancelled()) as boolean)) yield put(actions.loadCancelled({ key, ticket }));
  }
}

/** The same query: plain data (the lobby's asks, null), compared by value. */
const sameQuery = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * fetchRemote, unless a server's render read the value of the same query less than `freshMs` ago: then it is kept as
 * it is. The lists of a page the server has just rendered are seconds old when the hydrated page asks for them on
 * mounting; read again, they would cost the phone a call and a render at its start for nothing (issue 28). A value the
 * browser read (every later ask), an older one, another query, a failed or never-read value is read.
 */
export function* fetchUnlessServed<K extends string, A extends unknown[], R>(
  source: RemoteSource<K>,
  key: K,
  query: unknown,
  freshMs: number,
  fn: Api<A, R>,
  ...args: A
): Generator<unknown, R | undefined, unknown> {
  const now = (yield select((s: RootState) => source.select(s, key))) as Remote<R> | undefined;
  const age = now?.servedAt === undefined ? Infinity : Date.now() - now.servedAt;
  if (now?.status === 'ready' && age >= 0 && age < freshMs && sameQuery(now.query, query)) return now.value;
  return yield* fetchRemote(source, key, query, fn, ...args);
}

const settles =
  <K extends string>(actions: RemoteActions<K>, key: K) =>
  (action: Action) =>
    [actions.loadSucceeded, actions.loadFailed, actions.loadCancelled].some((creator) => {
      const type = (creator as unknown as { type: string }).type;
      return action.type === type && ((action as UnknownAction).payload as { key?: string } | undefined)?.key === key;
    });

/**
 * A value read once and kept (menus, rules): one already read is given at once; one on its way is waited
 * for (two pages asking at once read it once); one never read, failed, or whose read was cancelled is read.
 */
export function* ensureRemote<K extends string, A extends unknown[], R>(
  source: RemoteSource<K>,
  key: K,
  fn: Api<A, R>,
  ...args: A
): Generator<unknown, R | undefined, unknown> {
  for (;;) {
    const now = (yield select((s: RootState) => source.select(s, key))) as Remote<R> | undefined;
    if (now?.status === 'ready') return now.value;
    if (!isPending(now)) return yield* fetchRemote(source, key, null, fn, ...args);
    yield take(settles(source.actions, key));
  }
}

/**
 * Like takeLatest, but per key: a new ask of a key cancels that key's read still on its way, and leaves the
 * other keys' reads alone (the agent centre's reports, the lottery's lists).
 */
export function takeLatestPerKey<P extends UnknownAction>(
  pattern: string | string[] | ((action: Action) => boolean),
  keyOf: (action: P) => string,
  worker: (action: P) => Generator<unknown, unknown, unknown>,
) {
  return fork(function* () {
    const running = new Map<string, Task>();
    for (;;) {
      const action = (yield take(pattern)) as P;
      const key = keyOf(action);
      const last = running.get(key);
      if (last?.isRunning()) yield cancel(last);
      running.set(key, (yield fork(worker, action)) as Task);
    }
  });
}

/**
 * Marks what a worker does as the player's intent: if a call inside it finds the session over, the same
 * action is dispatched again after the player logs in (shared/store/saga-context.ts `request`).
 */
export function redoable<P extends UnknownAction>(worker: (action: P) => Generator<unknown, unknown, unknown>) {
  return function* (action: P): Generator<unknown, unknown, unknown> {
    yield setContext({ intent: action });
    return (yield call(worker, action)) as unknown;
  };
}
