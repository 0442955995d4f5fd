import type { i18n } from 'i18next';
import { call, getContext, put } from 'redux-saga/effects';
import { isApiError } from '../http/api-error';
import type { HttpClient } from '../http/http-client';
import { overlayActions } from '../ui-state/overlay-slice';

export type Navigate = (path: string) => void;

/** What the store gives every saga (app/store.ts). */
export type SagaContext = { http: HttpClient; i18n: i18n; navigate: Navigate };

/** Typed read of the saga context: `const navigate = yield* contextOf('navigate')`. */
export function* contextOf<K extends keyof SagaContext>(key: K): Generator<unknown, SagaContext[K], unknown> {
  return (yield getContext(key)) as SagaContext[K];
}

/**
 * Calls an api function with the store's http client; `yield*` gives the call's typed result. The one
 * place the catalogue's alert flag acts: such a failure shows the notice dialog, then reaches the saga.
 */
export function* request<A extends unknown[], R>(
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
