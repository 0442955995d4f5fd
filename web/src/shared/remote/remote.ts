import type { ErrorInfo } from '../http/api-error';

/**
 * Where a value read from the backend stands. `refreshing` is stale-while-refreshing: the value shown stays
 * while it is read again (a new page of a table, money that moved); `failed` keeps the value it had, if any.
 */
export type RemoteStatus = 'idle' | 'loading' | 'refreshing' | 'ready' | 'failed';

/**
 * One value read from the backend: the value (or the empty value it starts with), where its load stands, the
 * failure's code for the text, and the query that asked for it (an answer to an older query is dropped).
 */
export type Remote<T, Q = unknown> = {
  status: RemoteStatus;
  value: T;
  error: ErrorInfo | null;
  query: Q | null;
  /** Whether `value` was ever read (not the empty value it started with). */
  loaded: boolean;
  /** Which read the status belongs to: a later read's ticket makes an earlier read's answer stale. */
  ticket: number;
  /** When a server's render read the value (ms since the epoch, its clock); a read in the browser clears it. */
  servedAt?: number;
};

/** A value not asked for yet, holding `empty` until it is. */
export const idleRemote = <T, Q = unknown>(empty: T): Remote<T, Q> => ({
  status: 'idle',
  value: empty,
  error: null,
  query: null,
  loaded: false,
  ticket: 0,
});

/** A value that is on its way or shown while it refreshes. */
export const isPending = (r: Pick<Remote<unknown>, 'status'> | undefined) => r?.status === 'loading' || r?.status === 'refreshing';
/** A value the page can show: read at least once (a refresh or a failed refresh keeps it). */
export const hasValue = (r: Pick<Remote<unknown>, 'loaded'> | undefined) => r?.loaded === true;

/*
 * Reducer steps, written for Immer drafts (a slice's case reducers call them on `state.x`).
 */

/** A read starts: a value already read stays, shown as refreshing; the query is the one now asked. */
export function startLoad<T, Q>(r: Remote<T, Q>, query: Q | null = null, ticket = r.ticket + 1) {
  r.ticket = ticket;
  r.status = r.loaded ? 'refreshing' : 'loading';
  r.error = null;
  r.query = query;
}

export function finishLoad<T, Q>(r: Remote<T, Q>, value: T, servedAt?: number) {
  Object.assign(r, { status: 'ready', value, error: null, loaded: true });
  if (servedAt === undefined) delete r.servedAt;
  else r.servedAt = servedAt;
}

export function failLoad<T, Q>(r: Remote<T, Q>, error: ErrorInfo) {
  r.status = 'failed';
  r.error = error;
}

/** A read given up (its page left, a newer ask): back to what was there, so the next ask reads again. */
export function cancelLoad<T, Q>(r: Remote<T, Q>) {
  if (!isPending(r)) return;
  r.status = r.loaded ? 'ready' : 'idle';
}

/** What a keyed read's actions carry: which value, and which read of it (its ticket). */
export type LoadStep<K extends string, Extra = object> = { key: K; ticket: number } & Extra;

/**
 * The four case reducers of keyed remote values, for a slice's `reducers`: `pick` finds (or creates) the value
 * of a key in the draft. An answer, failure or cancel of a read that is no longer the latest is dropped.
 */
export function remoteReducers<S, K extends string>(pick: (state: S, key: K) => Remote<unknown>) {
  const current = (state: S, step: LoadStep<K>) => {
    const r = pick(state, step.key);
    return r.ticket === step.ticket ? r : null;
  };
  return {
    loadStarted(state: S, action: { payload: LoadStep<K, { query: unknown }> }) {
      startLoad(pick(state, action.payload.key), action.payload.query, action.payload.ticket);
    },
    loadSucceeded(state: S, action: { payload: LoadStep<K, { value: unknown; servedAt?: number }> }) {
      const r = current(state, action.payload);
      if (r) finishLoad(r, action.payload.value, action.payload.servedAt);
    },
    loadFailed(state: S, action: { payload: LoadStep<K, { error: ErrorInfo }> }) {
      const r = current(state, action.payload);
      if (r) failLoad(r, action.payload.error);
    },
    loadCancelled(state: S, action: { payload: LoadStep<K> }) {
      const r = current(state, action.payload);
      if (r) cancelLoad(r);
    },
  };
}
