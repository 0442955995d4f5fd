import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { humanCheckActions } from '../../shared/human-check/slice';
import { fakeHttp, ok, openBody, type FakeRoutes } from '../../test/fake-http';
import { securityInfo } from '../../test/member-fixtures';
import { testI18n } from '../../test/test-i18n';
import { memberCentreFeature } from './feature';
import { memberCentreIntents as intents } from './intents';
import { selectMemberAccount, selectMissionsBadge } from './selectors';

const balance = { sumBalance: 1500, balance: [{ accountTypeId: 1, availBalance: 1500 }], currency: 'PHP', currencySymbol: '₱' };
const info = securityInfo;
const mission = (status: string) => ({
  missionId: 'D-DEP-100',
  title: 'Deposit ₱100 today',
  period: 'DAILY',
  measure: 'DEPOSIT',
  target: 100,
  progress: 100,
  rewardAmount: 5,
  status,
  endTime: 2,
});
const refused = (code: string) => () => ({ body: { success: false, errorCode: code, message: 'refused' } });

const slide = {
  'GET /wps/verification/slide': ok({ challengeId: 'c1', width: 300, image: 'iVBORw0KGgo=' }),
  'POST /wps/verification/slide': ok({ validate: 'validate-1' }),
};

async function centre(routes: FakeRoutes = {}) {
  const { http, requests, settle } = fakeHttp({ 'GET /wps/v2/wallets/balance': ok(balance), ...slide, ...routes }, { token: 't' });
  const store = makeStore({ http, i18n: await testI18n() });
  store.injector.inject(memberCentreFeature);
  // The player passes the slide check whenever it opens (the shared human check, as registration's).
  store.subscribe(() => {
    if (store.getState().humanCheck.status === 'ready') store.dispatch(humanCheckActions.submitted(100));
  });
  const calls = (path: string) => requests.filter((r) => r.url === path);
  return { store, calls, settle, state: () => selectMemberAccount(store.getState()) };
}

beforeEach(() => sessionStorage.clear());

describe('the member centre second half saga', () => {
  it('sends a code to the mobile, then binds it and shows the answer', async () => {
    const { store, calls, settle, state } = await centre({
      'POST /wps/verification/sms/bind': ok({ expiredMinutes: 5 }),
      'POST /wps/member/mobile': ok(info({ mobile: '+63 917****101', mobileBound: true })),
    });
    store.dispatch(intents.bindCodeRequested({ kind: 'mobile', countryDialingCode: '+63', mobileNo: '9175550101' }));
    await vi.waitFor(() => expect(state().codeSent.mobile.value?.expiredMinutes).toBe(5));
    // The code was asked for with the slide check's token, as the registration's SMS code is.
    expect(calls('/wps/verification/slide').length).toBeGreaterThan(0);
    expect(openBody(calls('/wps/verification/sms/bind')[0]!)).toEqual({
      countryDialingCode: '+63',
      mobileNo: '9175550101',
      validate: 'validate-1',
    });
    store.dispatch(intents.bindRequested({ kind: 'mobile', countryDialingCode: '+63', mobileNo: '9175550101', code: '123456' }));
    await settle();
    expect(openBody(calls('/wps/member/mobile')[0]!)).toEqual({
      countryDialingCode: '+63',
      mobileNo: '9175550101',
      verificationCode: '123456',
    });
    expect(state().bound.mobile.status).toBe('ready');
    expect(state().security.value?.mobileBound).toBe(true);
  });

  it('sends no code when the player closes the slide check, and keeps the account limit as its code', async () => {
    const { store, calls, settle, state } = await centre({ 'POST /wps/verification/email/bind': refused('VERIFY_CODE_LIMIT') });
    const unsubscribe = store.subscribe(() => {
      if (store.getState().overlay.slideOpen && store.getState().humanCheck.status === 'loading')
        store.dispatch(humanCheckActions.cancelled());
    });
    store.dispatch(intents.bindCodeRequested({ kind: 'email', email: 'a@example.com' }));
    await settle();
    expect(calls('/wps/verification/email/bind')).toHaveLength(0);
    expect(state().codeSent.email).toMatchObject({ status: 'idle', value: null, error: null });
    unsubscribe();
    store.dispatch(intents.bindCodeRequested({ kind: 'email', email: 'a@example.com' }));
    await settle();
    expect(openBody(calls('/wps/verification/email/bind')[0]!)).toEqual({ email: 'a@example.com', validate: 'validate-1' });
    expect(state().codeSent.email.error?.code).toBe('VERIFY_CODE_LIMIT');
  });

  it('keeps a wrong code as its code for the form', async () => {
    const { store, settle, state } = await centre({ 'POST /wps/member/email': refused('VERIFY_CODE_INVALID') });
    store.dispatch(intents.bindRequested({ kind: 'email', email: 'a@example.com', code: '000000' }));
    await settle();
    expect(state().bound.email).toMatchObject({ status: 'failed', value: null, error: { code: 'VERIFY_CODE_INVALID' } });
  });

  it('counts the missions to claim for the menu badge when the centre opens, and a claim pays and reloads them', async () => {
    let status = 'COMPLETED';
    const { store, calls, settle, state } = await centre({
      'GET /wps/relay/GCS_merchantWallet': ok({ isSingle: 0, wallets: [] }),
      'GET /wps/relay/MCSFE_getMissionSummaryDetails': () => ({
        body: { success: true, value: { list: [mission(status)], totalPages: 1, claimable: status === 'COMPLETED' ? 1 : 0 } },
      }),
      'POST /wps/relay/MCSFE_claimMission': () => {
        status = 'CLAIMED';
        return { body: { success: true, value: { missionId: 'D-DEP-100', rewardAmount: 5, balance: 1505 } } };
      },
    });
    store.dispatch(intents.centreShown());
    await settle();
    expect(selectMissionsBadge(store.getState())).toBe(1);
    store.dispatch(intents.missionClaimRequested('D-DEP-100'));
    await settle();
    expect(state().missionClaim).toMatchObject({ status: 'ready', query: 'D-DEP-100', value: { rewardAmount: 5 } });
    expect(selectMissionsBadge(store.getState())).toBe(0);
    expect(calls('/wps/v2/wallets/balance')).toHaveLength(1);
  });

  it('transfers to the upline and follows the new balance', async () => {
    const { store, settle, state, calls } = await centre({
      'GET /wps/wallet/upline': ok({ uplineAccount: 'ag***01', available: 1000, minAmount: 1, maxAmount: 50000 }),
      'POST /wps/relay/passwordCheck/FUND_transferUpline': ok({ transferId: 'U1', amount: 10, balance: 990, uplineAccount: 'ag***01' }),
    });
    store.dispatch(intents.uplineOpened());
    await settle();
    store.dispatch(intents.uplineTransferRequested({ amount: 10, password: 'Team2026' }));
    await settle();
    expect(openBody(calls('/wps/relay/passwordCheck/FUND_transferUpline')[0]!)).toEqual({ amount: 10, password: 'Team2026' });
    expect(state().uplineTransfer).toMatchObject({ status: 'ready', value: { amount: 10, uplineAccount: 'ag***01' } });
    expect(state().upline.value?.available).toBe(990);
  });
});
