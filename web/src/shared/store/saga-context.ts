import type { i18n } from 'i18next';
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, getContext, put } from 'redux-saga/effects';
import { accessActions } from '../access/access';
import { isApiError } from '../http/api-error';
import type { HttpClient } from '../http/http-client';
import { overlayActions } from '../ui-state/overlay-slice';

export type Navigate = (path: string) => void;

/**
 * What the store gives every saga (app/store.ts); `intent` is the player's action a worker marked as one to
 * redo after a login (shared/remote/remote-saga.ts `redoable`).
 */
export type SagaContext = {
  http: HttpClient;
  i18n: i18n;
  navigate: Navigate;
  intent?: UnknownAction;
  /** The visitor's host when the server renders; the page's own otherwise (app/store.ts). */
  host?: string;
  /** True in a server render: reads that only the live page needs wait for it. */
  server?: boolean;
};

/** Typed read of the saga context: `const navigate = yield* contextOf('navigate')`. */
export function* contextOf<K extends keyof SagaContext>(key: K): Generator<unknown, SagaContext[K], unknown> {
  return (yield getContext(key)) as SagaContext[K];
}

/**
 * A text in the player's language for a saga ("namespace:key"): its namespace is loaded first. A saga runs outside
 * React's Suspense, so a plain i18n.t of a namespace not yet loaded (a feature's texts, on a page that never showed
 * them) answers the raw key, which a server then shows (the chat's title was 'chat.pageTitle' on /game).
 */
export function* textOf(key: `${string}:${string}`): Generator<unknown, string, unknown> {
  const i18n = yield* contextOf('i18n');
  const namespace = key.slice(0, key.indexOf(':'));
  yield call([i18n, i18n.loadNamespaces], namespace);
  return i18n.t(key as never) as unknown as string;
}

/**
 * Calls an api function with the store's http client; `yield*` gives the call's typed result. The one
 * place the catalogue's alert flag acts: such a failure shows the notice dialog, then reaches the saga.
 * The one place a 401 acts too: the session is over, so the session-expired flow starts (identity logs the
 * header out and opens the login), carrying the player's intent to redo after the login; then the saga sees
 * the failure as any other.
 */
export function* request<A extends unknown[], R>(
  fn: (http: HttpClient, ...args: A) => Promise<R>,
  ...args: A
): Generator<unknown, R, unknown> {
  try {
    return yield* requestHandlingExpiry(fn, ...args);
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      const intent = (yield getContext('intent')) as UnknownAction | undefined;
      yield put(accessActions.sessionExpired(intent ? { redo: intent } : {}));
    }
    throw error;
  }
}

/** `request` for the session's own calls (member info, logout), which answer a 401 themselves. */
export function* requestHandlingExpiry<A extends unknown[], R>(
  fn: (http: HttpClient, ...args: A) => Promise<R>,
  ...args: A
): Generator<unknown, R, unknown> {
  const http = yield* contextOf('http');
  try {
    return (yield call(fn, http, ...args)) as R;
  } catch (error) {
    if (isApiError(error) && error.alert)
      yield put(overlayActions.noticeShown({ kind: 'warning', code: error.code, message: error.message }));
    throw error;
  }
}
