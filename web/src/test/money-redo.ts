import { UUID_PATTERN } from '@portal/contracts';
import { expect } from 'vitest';
import { accessActions } from '../shared/access/access';
import type { FakeAnswer } from './fake-http';

/** What the backend answers a call whose session is over. */
export const sessionOver: FakeAnswer = {
  status: 401,
  body: { success: false, errorCode: 'login.not.session', message: 'Your session has expired, please login' },
};

/** A route that answers 401 until the player is back (`back()`), then `answer`. */
export function expiringRoute(answer: () => FakeAnswer) {
  let expired = true;
  return { route: () => (expired ? sessionOver : answer()), back: () => void (expired = false) };
}

/** The player logs in again, as the login's saga leaves the store (a token, then the session on). */
export function loggedInAgain(store: { dispatch: (action: { type: string; payload?: unknown }) => unknown }) {
  store.dispatch({ type: 'session/tokenStored', payload: { token: 't', mustChangePassword: false } });
  store.dispatch(accessActions.sessionChanged(true));
}

/**
 * The Idempotency-Keys a money call was sent with: a tap, its redo after the login, then a new tap. The redo
 * carries the tap's key (the server answers it once); the new tap carries a key of its own.
 */
export function expectKeysOfTapRedoAndNewTap(keys: unknown[], tapped: { meta: { idempotencyKey: string } }) {
  const [first, redone, another] = keys;
  expect(keys).toHaveLength(3);
  expect(first).toBe(tapped.meta.idempotencyKey);
  expect(redone).toBe(first);
  expect(another).toMatch(UUID_PATTERN);
  expect(another).not.toBe(first);
}
