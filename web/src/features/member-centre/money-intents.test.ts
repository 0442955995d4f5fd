import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IdempotencyHeader, UUID_PATTERN } from '@portal/contracts';
import { identityStore } from '../../test/identity-store';
import { loggedInRoutes, login } from '../../test/member-fixtures';
import { ok } from '../../test/fake-http';
import { memberCentreFeature } from './feature';
import { memberCentreIntents as intents } from './intents';

beforeEach(() => sessionStorage.clear());

const order = { orderNo: 'D00000001', type: 'DEPOSIT', amount: 500, status: 'PENDING', createdAt: 1, updatedAt: 1 };
const expired = {
  status: 401,
  body: { success: false, errorCode: 'login.not.session', message: 'Your session has expired, please login' },
};

/** A logged-in player whose first deposit meets an expired session. */
async function player() {
  let answers = 0;
  const { store, settle, requests } = await identityStore({
    ...loggedInRoutes(),
    'POST /wps/fund/deposit': () => (answers++ === 0 ? expired : ok(order)()),
  });
  store.injector.inject(memberCentreFeature);
  store.dispatch(login());
  await vi.waitFor(() => expect(store.getState().session.balance.status).toBe('ready'));
  await settle();
  const keys = () => requests.filter((r) => r.url === '/wps/fund/deposit').map((r) => r.headers.get(IdempotencyHeader.Key));
  return { store, settle, keys };
}

describe("a money action's Idempotency-Key", () => {
  it('is made once per tap and sent again with the same intent redone after the login, so the money moves once', async () => {
    const { store, settle, keys } = await player();
    store.dispatch(intents.depositRequested({ methodId: 'GCASH', amount: 500 }));
    await settle();
    expect(store.getState().overlay.modal).toBe('login');
    expect(store.getState().session.token).toBeNull();
    store.dispatch(login());
    await settle();
    await settle();
    const [first, redone] = keys();
    expect(first).toMatch(UUID_PATTERN);
    expect(redone).toBe(first);
    expect(store.getState().memberCentre?.funds.DEPOSIT.value).toMatchObject({ orderNo: 'D00000001' });
    // Another tap is another intent: a new key.
    store.dispatch(intents.depositRequested({ methodId: 'GCASH', amount: 500 }));
    await settle();
    expect(keys()).toHaveLength(3);
    expect(keys()[2]).toMatch(UUID_PATTERN);
    expect(keys()[2]).not.toBe(first);
  });

  it('makes a redo safe when the money moved and only a read after it met the expired session', async () => {
    let walletReads = 0;
    const withdrawal = { ...order, orderNo: 'W00000001', type: 'WITHDRAW', amount: 300 };
    const { store, settle, requests } = await identityStore({
      ...loggedInRoutes(),
      'POST /wps/relay/passwordCheck/FUND_withdraw': ok(withdrawal),
      'GET /wps/relay/GCS_merchantWallet': () => (walletReads++ === 0 ? expired : ok({ isSingle: 0, wallets: [] })()),
    });
    store.injector.inject(memberCentreFeature);
    store.dispatch(login());
    await vi.waitFor(() => expect(store.getState().session.balance.status).toBe('ready'));
    await settle();
    store.dispatch(intents.withdrawRequested({ amount: 300, password: 'Lucky2026' }));
    await settle();
    expect(store.getState().overlay.modal).toBe('login');
    store.dispatch(login());
    await settle();
    await settle();
    // The withdrawal is sent again with its first key: the server answers it again and holds nothing twice.
    const keys = requests
      .filter((r) => r.url === '/wps/relay/passwordCheck/FUND_withdraw')
      .map((r) => r.headers.get(IdempotencyHeader.Key));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is carried by every action of the centre that moves money or points', () => {
    const taps = [
      intents.transferRequested({ recallAll: true }),
      intents.depositRequested({ methodId: 'GCASH', amount: 500 }),
      intents.withdrawRequested({ amount: 300, password: 'Lucky2026' }),
      intents.rebateClaimRequested(),
      intents.rewardClaimRequested({ rewardId: 101, promotionType: 'CLAIM' }),
      intents.uplineTransferRequested({ amount: 10, password: 'Team2026' }),
      intents.missionClaimRequested('D-DEP-100'),
    ];
    const made = taps.map((a) => a.meta.idempotencyKey);
    for (const key of made) expect(key).toMatch(UUID_PATTERN);
    expect(new Set(made).size).toBe(taps.length);
  });
});
