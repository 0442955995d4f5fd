import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { accessActions } from '../../shared/access/access';
import { overlayActions } from '../../shared/ui-state/overlay-slice';
import { fakeHttp, ok, type FakeRoutes } from '../../test/fake-http';
import { testI18n } from '../../test/test-i18n';
import { memberCentreFeature } from './feature';
import { memberCentreIntents as intents } from './intents';
import { selectMemberReports } from './selectors';

const balance = { sumBalance: 1500, balance: [{ accountTypeId: 1, availBalance: 1500 }], currency: 'PHP', currencySymbol: '₱' };
const bets = { list: [], total: 0, totalPages: 1, footer: { stake: 0, validBet: 0, payout: 0, winLoss: 0 } };
const manual = { since: 1, list: [{ productId: 3, validBet: 1000, rate: 0.008, amount: 8 }], claimable: 8 };
const reward = (status = 'CLAIMABLE', remark = '') => ({
  rewardId: 101,
  ticketName: 'Verified mobile bonus',
  eventName: 'new_player',
  rewardPoint: 0,
  rewardAmount: 100,
  promotionType: 'CLAIM',
  status,
  expiry: null,
  remark,
});
const refused = (code: string, value?: unknown) => () => ({ body: { success: false, errorCode: code, message: 'refused', value } });

async function centre(routes: FakeRoutes = {}) {
  const { http, requests, settle } = fakeHttp({ 'GET /wps/v2/wallets/balance': ok(balance), ...routes }, { token: 't' });
  const paths: string[] = [];
  const store = makeStore({ http, i18n: await testI18n(), navigate: (path) => paths.push(path) });
  store.injector.inject(memberCentreFeature);
  const calls = (path: string) => requests.filter((r) => r.url === path);
  return { store, calls, settle, paths, state: () => selectMemberReports(store.getState()) };
}

beforeEach(() => sessionStorage.clear());

describe('the member centre reports saga', () => {
  it('asks for the betting record with the product and page as the query, CONS for every product', async () => {
    const { store, calls, settle, state } = await centre({ 'GET /wps/report/bets': ok(bets) });
    const range = { startDate: '2026-11-16', endDate: '2026-11-22' };
    store.dispatch(intents.reportQueried({ key: 'bets', filter: { ...range, productId: 'CONS', pageNo: 1 } }));
    await settle();
    store.dispatch(intents.reportQueried({ key: 'bets', filter: { ...range, productId: 41, pageNo: 2 } }));
    await settle();
    expect(calls('/wps/report/bets').map((r) => r.params)).toEqual([
      { ...range, productId: 'CONS', pageNo: 1, pageSize: 20 },
      { ...range, productId: '41', pageNo: 2, pageSize: 20 },
    ]);
    expect(state().bets).toMatchObject({ status: 'ready', query: { productId: 41, pageNo: 2 }, value: bets });
  });

  it('keeps a failed report as its code, with the filter it was for', async () => {
    const { store, settle, state } = await centre({ 'GET /wps/report/profit': refused('VALIDATION_FAILED') });
    store.dispatch(intents.reportQueried({ key: 'profit', filter: { startDate: '2026-11-01', endDate: '2026-11-30' } }));
    await settle();
    expect(state().profit).toMatchObject({ status: 'failed', error: { code: 'VALIDATION_FAILED' }, query: { startDate: '2026-11-01' } });
  });

  it('reads the rebate rates and the claimable rebate together, and a claim refreshes both and the header balance', async () => {
    let claimable = manual;
    const { store, calls, settle, state } = await centre({
      'GET /wps/rebate/settings': ok([{ productId: 3, rate: 0.008 }]),
      'GET /wps/rebate/manual': () => ({ body: { success: true, value: claimable } }),
      'POST /wps/rebate/manual': () => {
        claimable = { ...manual, list: [], claimable: 0 };
        return { body: { success: true, value: { claimed: 8, txId: 9 } } };
      },
    });
    store.dispatch(intents.rebateOpened());
    await settle();
    expect(state().rebate).toMatchObject({ status: 'ready', value: { settings: [{ productId: 3, rate: 0.008 }], manual } });
    store.dispatch(intents.rebateClaimRequested());
    await settle();
    expect(state().rebateClaim).toMatchObject({ status: 'ready', value: { claimed: 8 }, error: null });
    expect(state().rebate.value?.manual.claimable).toBe(0);
    expect(calls('/wps/v2/wallets/balance')).toHaveLength(1);
    // Opened again later, the page no longer says it was just claimed.
    store.dispatch(intents.rebateOpened());
    await settle();
    expect(state().rebateClaim).toMatchObject({ status: 'idle', value: null });
  });

  it('claims a reward with its promotion type, counts the cash it paid and reloads the rewards and the balance', async () => {
    let status = 'CLAIMABLE';
    const { store, calls, settle, state } = await centre({
      'GET /wps/relay/MCS2_getClaimableRewards': () => ({ body: { success: true, value: [reward(status)] } }),
      'POST /wps/relay/MCS2_claimReward': (config) => {
        expect(JSON.parse(config.data as string)).toEqual({ promotionClaimId: 101, promotionType: 'CLAIM' });
        status = 'CLAIMED';
        return { body: { success: true, value: { claimedTickets: [{ rewardType: 'CASH', value: 100, ticketType: 'CLAIM' }] } } };
      },
    });
    store.dispatch(intents.rewardsOpened());
    await settle();
    store.dispatch(intents.rewardClaimRequested({ rewardId: 101, promotionType: 'CLAIM' }));
    await settle();
    expect(state().rewardClaim).toMatchObject({ status: 'ready', query: 101, value: { amount: 100, points: 0 }, error: null });
    expect(state().rewards.value[0]?.status).toBe('CLAIMED');
    expect(calls('/wps/v2/wallets/balance')).toHaveLength(1);
  });

  it('keeps the requirement a refused claim names (prom.claim.req.field), and the notice dialog shows the refusal', async () => {
    const { store, settle, state } = await centre({
      'POST /wps/relay/MCS2_claimReward': refused('prom.claim.req.field', { field: 'required.mobile_no_verified' }),
    });
    store.dispatch(intents.rewardClaimRequested({ rewardId: 101, promotionType: 'CLAIM' }));
    await settle();
    expect(state().rewardClaim).toMatchObject({
      status: 'failed',
      error: { code: 'prom.claim.req.field' },
      field: 'required.mobile_no_verified',
    });
    expect(store.getState().overlay.notice).toMatchObject({ code: 'prom.claim.req.field' });
  });

  it('opens platform information in the service centre inbox, closing the member centre', async () => {
    const { store, settle, paths } = await centre();
    store.dispatch(overlayActions.memberCentreOpened('messageV2'));
    store.dispatch(intents.messagesOpened());
    await settle();
    expect(store.getState().overlay.modal).toBeNull();
    expect(paths).toEqual(['/helpmc?tab=messages']);
  });

  it('forgets the reports on logout', async () => {
    const { store, settle, state } = await centre({ 'GET /wps/report/bets': ok(bets) });
    store.dispatch(
      intents.reportQueried({ key: 'bets', filter: { startDate: '2026-11-16', endDate: '2026-11-22', productId: 'CONS', pageNo: 1 } }),
    );
    await settle();
    store.dispatch(accessActions.sessionChanged(false));
    await settle();
    expect(state().bets.value).toBeNull();
  });
});
