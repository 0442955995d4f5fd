import { describe, expect, it } from 'vitest';
import { IdempotencyHeader, UUID_PATTERN, walletCalls } from '@portal/contracts';
import { fakeHttp, ok } from '../../test/fake-http';
import { callApi } from './http-client';
import { moneyIntent, withIdempotencyKey } from './money-intent';

const transferred = moneyIntent<{ recallAll: true }>('test/transferRequested');

describe('a money intent', () => {
  it('carries a new UUID v4 key with every action made, beside its payload', () => {
    const first = transferred({ recallAll: true });
    const second = transferred({ recallAll: true });
    expect(first).toEqual({ type: 'test/transferRequested', payload: { recallAll: true }, meta: { idempotencyKey: expect.any(String) } });
    expect(first.meta.idempotencyKey).toMatch(UUID_PATTERN);
    expect(second.meta.idempotencyKey).toMatch(UUID_PATTERN);
    expect(second.meta.idempotencyKey).not.toBe(first.meta.idempotencyKey);
    expect(transferred.match(second)).toBe(true);
  });

  it('carries a key when it takes no payload', () => {
    expect(moneyIntent('test/claimRequested')().meta.idempotencyKey).toMatch(UUID_PATTERN);
  });

  it('has its key sent as given by the money call, however many times the action is sent', async () => {
    const { http, requests } = fakeHttp({ 'POST /wps/relay/GCS_walletTransfer': ok({ wallets: [], sumBalance: 0 }) });
    const tap = transferred({ recallAll: true });
    const send = () => callApi(http, walletCalls.walletTransfer, { data: tap.payload, ...withIdempotencyKey(tap.meta.idempotencyKey) });
    await send();
    await send();
    expect(requests.map((r) => r.headers.get(IdempotencyHeader.Key))).toEqual([tap.meta.idempotencyKey, tap.meta.idempotencyKey]);
  });
});
