import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { accessActions } from '../../shared/access/access';
import { overlayActions } from '../../shared/ui-state/overlay-slice';
import { balanceEvents } from '../../shared/wallet/balance-events';
import { fakeHttp, ok, openBody, type FakeRoutes } from '../../test/fake-http';
import { testI18n } from '../../test/test-i18n';
import { memberCentreFeature } from './feature';
import { memberCentreIntents as intents } from './intents';

const wallets = (main = 1500, pg = 0) => [
  { walletCode: 'MAIN', walletName: 'Main wallet', balance: main },
  { walletCode: 'PG', walletName: 'PG Soft', balance: pg },
];
const balance = { sumBalance: 1500, balance: [{ accountTypeId: 1, availBalance: 1500 }], currency: 'PHP', currencySymbol: '₱' };
const pendingOrder = (type: 'DEPOSIT' | 'WITHDRAW', amount: number, orderNo = type === 'DEPOSIT' ? 'D00000001' : 'W00000001') => ({
  orderNo,
  type,
  amount,
  status: 'PENDING',
  createdAt: 1,
  updatedAt: 1,
});
const failure =
  (code: string, message = 'refused') =>
  () => ({ body: { success: false, errorCode: code, message } });

async function centre(routes: FakeRoutes = {}) {
  const { http, requests, settle } = fakeHttp(
    {
      'GET /wps/relay/GCS_merchantWallet': ok({ isSingle: 0, wallets: wallets() }),
      'GET /wps/v2/wallets/balance': ok(balance),
      'GET /wps/fund/orders': ok({ list: [], total: 0, totalPages: 1, pageNo: 1 }),
      'GET /wps/fund/deposit/methods': ok([{ methodId: 'GCASH', methodName: 'GCash', minAmount: 100, maxAmount: 50_000 }]),
      ...routes,
    },
    { token: 't' },
  );
  const store = makeStore({ http, i18n: await testI18n() });
  store.injector.inject(memberCentreFeature);
  const calls = (path: string) => requests.filter((r) => r.url === path);
  return { store, requests, calls, settle, state: () => store.getState().memberCentre! };
}

beforeEach(() => sessionStorage.clear());

describe('the member centre saga', () => {
  it('loads the wallets when the wallet opens, refreshes the header balance and keeps isSingle as the spec names it', async () => {
    const { store, calls, settle, state } = await centre();
    store.dispatch(intents.walletOpened());
    await settle();
    expect(state().wallet).toMatchObject({ status: 'ready', value: { isSingle: false, wallets: wallets() } });
    expect(calls('/wps/v2/wallets/balance')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('merchantWallet')!)).toEqual({ isSingle: 0 });
  });

  it('marks a single-wallet site, so the wallet page hides', async () => {
    const { store, settle, state } = await centre({ 'GET /wps/relay/GCS_merchantWallet': ok({ isSingle: 1, wallets: wallets() }) });
    store.dispatch(intents.centreShown());
    await settle();
    expect(state().wallet.value.isSingle).toBe(true);
  });

  it('transfers, shows the wallets the answer gives and reloads the header balance', async () => {
    const { store, requests, calls, settle, state } = await centre({
      'POST /wps/relay/GCS_walletTransfer': ok({ wallets: wallets(1300, 200), sumBalance: 1500 }),
    });
    const tap = intents.transferRequested({ fromWallet: 'MAIN', toWallet: 'PG', amount: 200 });
    store.dispatch(tap);
    await settle();
    const sent = requests.find((r) => r.url === '/wps/relay/GCS_walletTransfer')!;
    expect(sent.headers.get('Idempotency-Key')).toBe(tap.meta.idempotencyKey);
    expect(openBody(sent)).toEqual({
      fromWallet: 'MAIN',
      toWallet: 'PG',
      amount: 200,
    });
    expect(state().wallet.value.wallets).toEqual(wallets(1300, 200));
    expect(state()).toMatchObject({ transfer: { status: 'ready' }, transfersDone: 1 });
    expect(calls('/wps/v2/wallets/balance')).toHaveLength(1);
  });

  it('shows a refused transfer in the notice dialog, by its code', async () => {
    const { store, settle, state } = await centre({ 'POST /wps/relay/GCS_walletTransfer': failure('INSUFFICIENT_BALANCE') });
    store.dispatch(intents.transferRequested({ recallAll: true }));
    await settle();
    expect(store.getState().overlay.notice).toMatchObject({ kind: 'warning', code: 'INSUFFICIENT_BALANCE' });
    expect(state()).toMatchObject({ transfer: { status: 'failed', error: { code: 'INSUFFICIENT_BALANCE' } }, transfersDone: 0 });
  });

  it('places a deposit, which goes at the top of my deposits', async () => {
    const { store, settle, state } = await centre({ 'POST /wps/fund/deposit': ok(pendingOrder('DEPOSIT', 500)) });
    store.dispatch(intents.depositOpened());
    await settle();
    store.dispatch(intents.depositRequested({ methodId: 'GCASH', amount: 500 }));
    await settle();
    expect(state().funds.DEPOSIT.value).toMatchObject({ orderNo: 'D00000001', status: 'PENDING' });
    expect(state().orders.DEPOSIT.value.list.map((o) => o.orderNo)).toEqual(['D00000001']);
  });

  it('follows the placed order to its new status when my deposits are read again', async () => {
    let status = 'PENDING';
    const { store, settle, state } = await centre({
      'POST /wps/fund/deposit': ok(pendingOrder('DEPOSIT', 500)),
      'GET /wps/fund/orders': () => ({
        body: { success: true, value: { list: [{ ...pendingOrder('DEPOSIT', 500), status }], total: 1, totalPages: 1, pageNo: 1 } },
      }),
    });
    store.dispatch(intents.depositRequested({ methodId: 'GCASH', amount: 500 }));
    await settle();
    status = 'APPROVED';
    store.dispatch(intents.ordersRefreshed('DEPOSIT'));
    await settle();
    expect(state().funds.DEPOSIT.value?.status).toBe('APPROVED');
  });

  it('reads the header balance again at once when my deposit shows Approved, not when nothing changed', async () => {
    let status = 'PENDING';
    const { store, calls, settle } = await centre({
      'POST /wps/fund/deposit': ok(pendingOrder('DEPOSIT', 500)),
      'GET /wps/fund/orders': () => ({
        body: { success: true, value: { list: [{ ...pendingOrder('DEPOSIT', 500), status }], total: 1, totalPages: 1, pageNo: 1 } },
      }),
    });
    store.dispatch(intents.depositOpened());
    await settle();
    store.dispatch(intents.depositRequested({ methodId: 'GCASH', amount: 500 }));
    store.dispatch(intents.ordersRefreshed('DEPOSIT'));
    await settle();
    expect(calls('/wps/v2/wallets/balance')).toHaveLength(0);
    status = 'APPROVED';
    store.dispatch(intents.ordersRefreshed('DEPOSIT'));
    await settle();
    expect(calls('/wps/v2/wallets/balance')).toHaveLength(1);
    store.dispatch(intents.ordersRefreshed('DEPOSIT'));
    await settle();
    expect(calls('/wps/v2/wallets/balance')).toHaveLength(1);
  });

  it('reads the header balance and the wallets again when a withdrawal of mine is rejected (its money comes back)', async () => {
    let status = 'PENDING';
    const { store, calls, settle } = await centre({
      'GET /wps/fund/orders': () => ({
        body: { success: true, value: { list: [{ ...pendingOrder('WITHDRAW', 300), status }], total: 1, totalPages: 1, pageNo: 1 } },
      }),
    });
    store.dispatch(intents.withdrawOpened());
    await settle();
    status = 'REJECTED';
    store.dispatch(intents.ordersRefreshed('WITHDRAW'));
    await settle();
    expect(calls('/wps/v2/wallets/balance')).toHaveLength(1);
    expect(calls('/wps/relay/GCS_merchantWallet')).toHaveLength(2);
  });

  it('keeps a failed read of my deposits as its code, with the days asked for, and reads it again on Try again', async () => {
    let down = true;
    const { store, settle, state } = await centre({
      'GET /wps/fund/orders': () =>
        down
          ? 'network-error'
          : { body: { success: true, value: { list: [pendingOrder('DEPOSIT', 500)], total: 1, totalPages: 1, pageNo: 1 } } },
    });
    store.dispatch(intents.depositOpened());
    await settle();
    expect(state().orders.DEPOSIT).toMatchObject({ status: 'failed', error: { code: 'NETWORK_ERROR' }, loaded: false });
    expect(state().orders.DEPOSIT.query).toMatchObject({ pageNo: 1 });
    down = false;
    store.dispatch(intents.ordersRefreshed('DEPOSIT'));
    await settle();
    expect(state().orders.DEPOSIT).toMatchObject({ status: 'ready', value: { total: 1 } });
  });

  it('sends a withdrawal encrypted with the login password, then reloads the wallets and the header balance', async () => {
    const { store, requests, calls, settle, state } = await centre({
      'POST /wps/relay/passwordCheck/FUND_withdraw': ok(pendingOrder('WITHDRAW', 300)),
    });
    store.dispatch(intents.withdrawRequested({ amount: 300, password: 'Lucky2026' }));
    await settle();
    const sent = requests.find((r) => r.url === '/wps/relay/passwordCheck/FUND_withdraw')!;
    expect(sent.headers.get('Encryption')).toBe('test');
    expect(openBody(sent)).toEqual({ amount: 300, password: 'Lucky2026' });
    expect(state().funds.WITHDRAW.value?.orderNo).toBe('W00000001');
    expect(calls('/wps/relay/GCS_merchantWallet')).toHaveLength(1);
    expect(calls('/wps/v2/wallets/balance')).toHaveLength(1);
  });

  it('keeps a refused withdrawal as its code for the form, without a dialog', async () => {
    const { store, settle, state } = await centre({ 'POST /wps/relay/passwordCheck/FUND_withdraw': failure('PASSWORD_WRONG') });
    store.dispatch(intents.withdrawRequested({ amount: 300, password: 'wrong' }));
    await settle();
    expect(state().funds.WITHDRAW).toMatchObject({ status: 'failed', value: null, error: { code: 'PASSWORD_WRONG' } });
    expect(store.getState().overlay.notice).toBeNull();
  });

  it('asks for the account record with the filter as the query, all types without a txCode', async () => {
    const page = { list: [], total: 0, totalPages: 1, pageNo: 2 };
    const { store, requests, settle, state } = await centre({ 'GET /wps/relay/ODSFE2_MemTransDet': ok(page) });
    store.dispatch(intents.historyQueried({ startDate: '2026-11-16', endDate: '2026-11-22', pageNo: 2 }));
    await settle();
    store.dispatch(intents.historyQueried({ startDate: '2026-11-16', endDate: '2026-11-22', txCode: 'BET', pageNo: 1 }));
    await settle();
    const queries = requests.filter((r) => r.url === '/wps/relay/ODSFE2_MemTransDet').map((r) => r.params);
    expect(queries).toEqual([
      { startDate: '2026-11-16', endDate: '2026-11-22', pageNo: 2, pageSize: 20 },
      { startDate: '2026-11-16', endDate: '2026-11-22', txCode: 'BET', pageNo: 1, pageSize: 20 },
    ]);
    expect(state().history).toMatchObject({ status: 'ready', query: { txCode: 'BET' } });
  });

  it('sends the player word on a payout as multipart with its proof images, and the order line follows it', async () => {
    const paid = { ...pendingOrder('WITHDRAW', 300), status: 'PAID', confirmation: 'WAITING', confirmBy: 2 };
    const { store, requests, settle, state } = await centre({
      'GET /wps/fund/orders': ok({ list: [paid], total: 1, totalPages: 1, pageNo: 1 }),
      'POST /wps/fund/withdraw/confirm': ok({ ...paid, confirmation: 'PARTIAL', amountReceived: 120, remainder: 180, proofCount: 1 }),
    });
    store.dispatch(intents.withdrawOpened());
    await settle();
    const proof = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bank.png', { type: 'image/png' });
    store.dispatch(intents.payoutConfirmRequested({ orderNo: 'W00000001', result: 'PARTIAL', amountReceived: '120', proofs: [proof] }));
    await settle();
    const body = requests.find((r) => r.url === '/wps/fund/withdraw/confirm')!.data as FormData;
    expect([...body.keys()]).toEqual(['orderNo', 'result', 'amountReceived', 'proof']);
    expect(body.get('amountReceived')).toBe('120');
    expect((body.get('proof') as File).name).toBe('bank.png');
    expect(state().payoutConfirm).toMatchObject({ query: 'W00000001', status: 'ready', error: null });
    expect(state().orders.WITHDRAW.value.list[0]).toMatchObject({ confirmation: 'PARTIAL', remainder: 180 });
  });

  it('keeps a refused payout confirmation as its code for the dialog', async () => {
    const { store, settle, state } = await centre({ 'POST /wps/fund/withdraw/confirm': failure('PROOF_REJECTED') });
    store.dispatch(intents.payoutConfirmRequested({ orderNo: 'W00000001', result: 'NOT_RECEIVED', proofs: [] }));
    await settle();
    expect(state().payoutConfirm).toMatchObject({ status: 'failed', value: null, error: { code: 'PROOF_REJECTED' } });
  });

  it('reads the open page again when the player returns to the tab', async () => {
    const { store, calls, settle } = await centre();
    store.dispatch(overlayActions.memberCentreOpened('depositv2'));
    store.dispatch(balanceEvents.tabReturned());
    await settle();
    expect(calls('/wps/fund/orders')).toHaveLength(1);
    store.dispatch(overlayActions.closed());
    store.dispatch(balanceEvents.tabReturned());
    await settle();
    expect(calls('/wps/fund/orders')).toHaveLength(1);
  });

  it('reads my deposits on the last 30 days a page at a time, and keeps the days and page asked for on a refresh', async () => {
    const row = (n: number) => ({ ...pendingOrder('DEPOSIT', 100 + n), orderNo: `D0000000${n}` });
    const { store, calls, settle, state } = await centre({
      'GET /wps/fund/orders': (config) => {
        const pageNo = Number(config.params.pageNo);
        return { body: { success: true, value: { list: [row(pageNo)], total: 12, totalPages: 2, pageNo } } };
      },
    });
    const asked = () => calls('/wps/fund/orders').map((r) => r.params as Record<string, unknown>);
    store.dispatch(intents.depositOpened());
    await settle();
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    expect(asked()).toEqual([{ type: 'DEPOSIT', startDate: monthAgo, endDate: today, pageNo: 1, pageSize: 10 }]);
    expect(state().orders.DEPOSIT).toMatchObject({ status: 'ready', value: { total: 12, totalPages: 2, list: [row(1)] } });

    store.dispatch(intents.ordersQueried({ type: 'DEPOSIT', query: { startDate: '2026-11-01', endDate: '2026-11-07', pageNo: 2 } }));
    await settle();
    expect(asked()[1]).toEqual({ type: 'DEPOSIT', startDate: '2026-11-01', endDate: '2026-11-07', pageNo: 2, pageSize: 10 });
    expect(state().orders.DEPOSIT).toMatchObject({
      query: { startDate: '2026-11-01', endDate: '2026-11-07', pageNo: 2 },
      value: { list: [row(2)] },
    });
    // Refresh and opening the page again read the same days and page; withdrawals keep their own.
    store.dispatch(intents.ordersRefreshed('DEPOSIT'));
    await settle();
    store.dispatch(intents.depositOpened());
    await settle();
    expect(
      asked()
        .slice(2)
        .map((q) => `${q.startDate} ${q.pageNo}`),
    ).toEqual(['2026-11-01 2', '2026-11-01 2']);
    store.dispatch(intents.withdrawOpened());
    await settle();
    expect(asked().at(-1)).toMatchObject({ type: 'WITHDRAW', startDate: monthAgo, pageNo: 1 });
  });

  it('forgets everything of the player on logout', async () => {
    const { store, settle, state } = await centre({ 'POST /wps/fund/deposit': ok(pendingOrder('DEPOSIT', 500)) });
    store.dispatch(intents.depositRequested({ methodId: 'GCASH', amount: 500 }));
    await settle();
    store.dispatch(accessActions.sessionChanged(false));
    expect(state().funds.DEPOSIT.value).toBeNull();
    expect(state().orders.DEPOSIT.value.list).toEqual([]);
  });
});
