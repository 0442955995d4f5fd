import { createAction } from '@reduxjs/toolkit';
import { freshIdempotencyKey, IdempotencyHeader } from '@portal/contracts';

/**
 * A player's action that moves money or points (a call the catalogue flags `once`): its Idempotency-Key is
 * made with the action, once per tap (contracts/README.md, "Idempotent money calls"). The same action redone
 * after a login (shared/remote `redoable`) carries the same key, so the server takes the intent once however
 * many times it is sent; another tap is another action, with a new key.
 */
export type MoneyMeta = { idempotencyKey: string };

/** createAction for such an action: each one made carries a new key in `meta.idempotencyKey`. */
export const moneyIntent = <P = void, T extends string = string>(type: T) =>
  createAction(type, (payload: P) => ({ payload, meta: { idempotencyKey: freshIdempotencyKey() } as MoneyMeta }));

/** The part of a money call's config that sends its action's key: `callApi(http, entry, { data, ...withIdempotencyKey(key) })`. */
export const withIdempotencyKey = (key: string) => ({ headers: { [IdempotencyHeader.Key]: key } });
