import { expectKeysOfTapRedoAndNewTap } from '../../test/money-redo';
import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IdempotencyHeader } from '@portal/contracts';
import { makeStore } from '../../app/store';
import { accessActions } from '../../shared/access/access';
import type { RootState } from '../../shared/store/root-state';
import { overlayActions } from '../../shared/ui-state/overlay-slice';
import { fakeHttp, ok, type FakeAnswer, type FakeRoutes } from '../../test/fake-http';
import { identityStore } from '../../test/identity-store';
import { loggedInRoutes, login, session } from '../../test/member-fixtures';
import { testI18n } from '../../test/test-i18n';
import { agentCentreFeature } from './feature';
import { agentCentreIntents as intents } from './intents';
import { initialAgentCentreState } from './slice';
import type { MutationKey } from './types';

const tiers = [{ betVolume: 0, activeMember: 0, rateType: 'P' as const, rate: 1 }];
const empty = {
  divtypereq: {},
  dailysalreqtype: {},
  contracthoursalreq: {},
  realtimesalreqtype: {},
  divtypeinfo: {},
  divtypecompperiodinfo: {},
  dailysalinfotype: {},
  contracthoursalinfo: {},
  realtimesalinfotype: {},
};
const offer = (status: string, downlineHigherRate = 'N') => ({
  ...empty,
  dailysalreqtype: { CONS: [{ id: 7, status, downlineHigherRate, details: tiers, upline: 'agent01' }] },
});

async function centre(routes: FakeRoutes) {
  const { http, requests, settle } = fakeHttp(routes, { token: 't' });
  const store = makeStore({ http, i18n: await testI18n() });
  store.injector.inject(agentCentreFeature);
  return { store, requests, settle, state: () => (store.getState() as RootState).agentCentre! };
}

const expired = (): FakeAnswer => ({
  status: 401,
  body: { success: false, errorCode: 'login.not.session', message: 'Your session has expired, please login' },
});

/** An agent logged in through the login form, whose token the agent calls stop knowing when `expire()` is called. */
async function loggedInAgent(routes: FakeRoutes) {
  let gone = false;
  const expiring = Object.fromEntries(
    Object.entries(routes).map(([route, answer]) => [route, (config: Parameters<typeof answer>[0]) => (gone ? expired() : answer(config))]),
  );
  const { store, settle, requests } = await identityStore({ ...loggedInRoutes(session(), 1), ...expiring });
  store.injector.inject(agentCentreFeature);
  store.dispatch(login());
  await vi.waitFor(() => expect(store.getState().session.member).not.toBeNull());
  await settle();
  const sentTo = (route: string) => requests.filter((r) => `${r.method?.toUpperCase()} ${r.url}` === route);
  return {
    store,
    settle,
    sent: (route: string) => sentTo(route).length,
    keys: (route: string) => sentTo(route).map((r) => r.headers.get(IdempotencyHeader.Key)),
    state: () => (store.getState() as RootState).agentCentre!,
    expire: () => (gone = true),
    back: () => (gone = false),
  };
}

describe('an expired session in the agent centre', () => {
  beforeEach(() => sessionStorage.clear());

  it('takes a 401 on a report as the session over: the header logs out and the login opens, not only Try again', async () => {
    sessionStorage.setItem('token', 't');
    const { store, settle, state } = await centre({
      'GET /wps/member/info/funds/consolidated': () => expired(),
    });
    await settle();
    store.dispatch(intents.reportRequested({ key: 'consolidated', query: undefined }));
    await settle();
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().overlay.modal).toBe('login');
    // Nothing of the agent is left, so no failure with only Try again waits behind the login.
    expect(state()).toEqual(initialAgentCentreState);
  });

  const consolidated = { 'GET /wps/member/info/funds/consolidated': ok(empty) };
  const changes: [string, UnknownAction, MutationKey, string, FakeRoutes[string]][] = [
    [
      'a transfer to a downline',
      intents.transferRequested({ username: 'a01m1', amount: 5, password: 'Lucky2026' }),
      'transfer',
      'PUT /wps/agent/transferDownline',
      ok({ balance: 7.5 }),
    ],
    [
      'an answer to an offer',
      intents.answerRequested({ id: 7, status: 'A' }),
      'answer',
      'GET /wps/relay/MCS2_processDailySalContract',
      ok({ id: 7, status: 'ACTIVE', endedDownlineContracts: 0 }),
    ],
    [
      'a daily salary offer',
      intents.offerRequested({ downline: 'a01m1', details: tiers }),
      'offer',
      'POST /wps/relay/MCSFE_applyContractDailySalary',
      ok({ contractId: 3, status: 'P' }),
    ],
    [
      'a change of a dividend',
      intents.dividendChangeRequested({
        contractId: 11,
        period: 'MONTHLY',
        tiers: [{ minimumBet: 0, netLoss: 0, activeMember: 0, contractRate: 0.2 }],
      }),
      'offer',
      'POST /wps/relay/MCSFE_modifyContractDividend',
      ok({ contractId: 11, status: 'E' }),
    ],
    [
      'a termination',
      intents.terminateRequested(3),
      'terminate',
      'POST /wps/relay/MCSFE_terminateContract',
      ok({ contractId: 3, status: 'V' }),
    ],
    [
      'a new downline',
      intents.createDownlineRequested({ username: 'newsub01', password: 'Lucky2026', type: 0 }),
      'create',
      'POST /wps/agent/downline',
      ok({ username: 'newsub01', type: 0, regDate: '2026-11-22' }),
    ],
    ['a promotion', intents.promoteRequested('a01m1'), 'promote', 'POST /wps/agent/downline/promote', ok({ username: 'a01m1', type: 1 })],
    [
      'new rebate rates',
      intents.rebatesRequested({ username: 'a01m1', rates: [{ productId: 3, rate: 0.5 }] }),
      'rebates',
      'PUT /wps/agent/downline/rebate',
      ok({ username: 'a01m1', rates: [{ productId: 3, rate: 0.5, ceiling: 0.8 }], lowered: 0 }),
    ],
  ];

  it.each(changes)(
    'takes a 401 on %s as the session over, and sends it again once the agent logs in',
    async (_, change, key, route, answer) => {
      const { store, settle, sent, state, expire, back } = await loggedInAgent({ ...consolidated, [route]: answer });
      expire();
      store.dispatch(change);
      await settle();
      expect(store.getState().session).toMatchObject({ token: null, member: null });
      expect(store.getState().overlay.modal).toBe('login');
      expect(sent(route)).toBe(1);
      back();
      store.dispatch(login());
      await settle();
      await settle();
      expect(sent(route)).toBe(2);
      expect(state().mutations[key]).toMatchObject({ status: 'ready', error: null });
    },
  );

  it('sends a transfer redone after the login with the key of its tap, so money moves once; a new tap has a new key', async () => {
    const route = 'PUT /wps/agent/transferDownline';
    const { store, settle, keys, expire, back } = await loggedInAgent({ ...consolidated, [route]: ok({ balance: 7.5 }) });
    const tap = () => intents.transferRequested({ username: 'a01m1', amount: 5, password: 'Lucky2026' });
    const tapped = tap();
    expire();
    store.dispatch(tapped);
    await settle();
    expect(store.getState().overlay.modal).toBe('login');
    back();
    store.dispatch(login());
    await settle();
    await settle();
    store.dispatch(tap());
    await settle();
    expectKeysOfTapRedoAndNewTap(keys(route), tapped);
  });

  it('does not send the change again when the login is closed instead', async () => {
    const route = 'POST /wps/agent/downline/promote';
    const { store, settle, sent, expire, back } = await loggedInAgent({ [route]: ok({ username: 'a01m1', type: 1 }) });
    expire();
    store.dispatch(intents.promoteRequested('a01m1'));
    await settle();
    store.dispatch(overlayActions.closed());
    back();
    store.dispatch(login());
    await settle();
    await settle();
    expect(sent(route)).toBe(1);
  });
});

describe('the agent centre saga', () => {
  it('answers an offer and reads consolidated again, so the answered offer leaves the notice', async () => {
    let waiting: object = offer('P');
    const { store, requests, settle, state } = await centre({
      'GET /wps/member/info/funds/consolidated': () => ({ body: { success: true, value: waiting } }),
      'GET /wps/relay/MCS2_processDailySalContract': () => {
        waiting = empty;
        return { body: { success: true, value: { id: 7, status: 'ACTIVE', endedDownlineContracts: 0 } } };
      },
    });
    store.dispatch(intents.reportRequested({ key: 'consolidated', query: undefined }));
    await settle();
    expect(state().reports.consolidated?.value?.dailysalreqtype.CONS).toHaveLength(1);
    store.dispatch(intents.answerRequested({ id: 7, status: 'A', confirmHigherRate: true }));
    await settle();
    await settle();
    const answer = requests.find((r) => r.url === '/wps/relay/MCS2_processDailySalContract');
    expect(answer?.params).toEqual({ id: 7, status: 'A', confirmHigherRate: 'true' });
    expect(state().mutations.answer).toMatchObject({ status: 'ready', error: null });
    expect(state().reports.consolidated?.value?.dailysalreqtype).toEqual({});
  });

  it('keeps a refused answer as its code, and still reads consolidated again', async () => {
    const { store, requests, settle, state } = await centre({
      'GET /wps/member/info/funds/consolidated': ok(offer('P', 'Y')),
      'GET /wps/relay/MCS2_processDailySalContract': () => ({
        body: { success: false, errorCode: 'CONFIRM_HIGHER_RATE', message: 'confirm' },
      }),
    });
    store.dispatch(intents.answerRequested({ id: 7, status: 'A' }));
    await settle();
    await settle();
    expect(state().mutations.answer.error?.code).toBe('CONFIRM_HIGHER_RATE');
    // Not an alert call: the notice of offers shows the refusal in its own place, not the generic dialog too.
    expect(store.getState().overlay.notice).toBeNull();
    expect(requests.filter((r) => r.url === '/wps/member/info/funds/consolidated')).toHaveLength(1);
  });

  it('answers a dividend by product type and an hourly salary by contract id, as spec 04 saw them', async () => {
    const answered = { body: { success: true, value: { id: 9, status: 'ACTIVE', endedDownlineContracts: 0 } } };
    const { store, requests, settle } = await centre({
      'GET /wps/member/info/funds/consolidated': ok(empty),
      'GET /wps/relay/MCS2_processDividendReq': () => answered,
      'POST /wps/relay/MCS2_processContractHourSalary': () => answered,
    });
    store.dispatch(intents.answerRequested({ kind: 'DIVIDEND', id: 9, status: 'R' }));
    await settle();
    store.dispatch(intents.answerRequested({ kind: 'HOURLY_SALARY', id: 9, status: 'C' }));
    await settle();
    await settle();
    expect(requests.find((r) => r.url === '/wps/relay/MCS2_processDividendReq')?.params).toEqual({ type: 'CONS', status: 'R' });
    const hourly = requests.find((r) => r.url === '/wps/relay/MCS2_processContractHourSalary');
    expect(JSON.parse(hourly?.data as string)).toEqual({ contractId: 9, status: 'C' });
  });

  it('sets a downline’s rebate rates and reads them again; a refusal stays with the form, not in an alert', async () => {
    let rate = 0.8;
    const rates = () => ({ username: 'a01m1', rates: [{ productId: 3, rate, ceiling: 0.8 }] });
    const { store, requests, settle, state } = await centre({
      'GET /wps/agent/downline/rebate': () => ok(rates())(),
      'PUT /wps/agent/downline/rebate': (config) => {
        const body = JSON.parse(config.data as string) as { rates: { rate: number }[] };
        if (body.rates[0]!.rate > 0.8) return { body: { success: false, errorCode: 'RATE_ABOVE_OWN', message: 'above' } };
        rate = body.rates[0]!.rate;
        return ok({ ...rates(), lowered: 0 })();
      },
    });
    store.dispatch(intents.reportRequested({ key: 'downlineRebates', query: { username: 'a01m1' } }));
    await settle();
    store.dispatch(intents.rebatesRequested({ username: 'a01m1', rates: [{ productId: 3, rate: 0.9 }] }));
    await settle();
    await settle();
    expect(state().mutations.rebates.error?.code).toBe('RATE_ABOVE_OWN');
    expect(store.getState().overlay.notice).toBeNull();
    store.dispatch(intents.rebatesRequested({ username: 'a01m1', rates: [{ productId: 3, rate: 0.55 }] }));
    await settle();
    await settle();
    expect(state().mutations.rebates).toMatchObject({ status: 'ready', error: null });
    expect(state().reports.downlineRebates?.value?.rates[0]?.rate).toBe(0.55);
    expect(requests.filter((r) => r.url === '/wps/agent/downline/rebate' && r.method === 'put')).toHaveLength(2);
  });

  it('shows the answer of the latest query only, and forgets everything on logout', async () => {
    const { store, settle, state } = await centre({
      'GET /wps/agent/income': (config) =>
        ok({
          list: [],
          footer: { salaryIn: config.params.startDate === '2026-01-01' ? 1 : 2, salaryOut: 0, dividendIn: 0, dividendOut: 0, net: 0 },
        })(),
    });
    store.dispatch(intents.reportRequested({ key: 'agentIncome', query: { startDate: '2026-01-01', endDate: '2026-01-31' } }));
    store.dispatch(intents.reportRequested({ key: 'agentIncome', query: { startDate: '2026-02-01', endDate: '2026-02-28' } }));
    await settle();
    await settle();
    expect(state().reports.agentIncome?.value?.footer.salaryIn).toBe(2);
    store.dispatch(accessActions.sessionChanged(false));
    expect(state()).toEqual(initialAgentCentreState);
  });

  it('changes a dividend it gave through MCSFE_modifyContractDividend by contract id, then reads consolidated again', async () => {
    const { store, requests, settle, state } = await centre({
      'GET /wps/member/info/funds/consolidated': ok(empty),
      'POST /wps/relay/MCSFE_modifyContractDividend': ok({ contractId: 12, status: 'E' }),
    });
    const tiers = [{ minimumBet: 0, netLoss: 0, activeMember: 0, contractRate: 0.2 }];
    store.dispatch(intents.dividendChangeRequested({ contractId: 11, period: 'MONTHLY', tiers }));
    await settle();
    await settle();
    const change = requests.find((r) => r.url === '/wps/relay/MCSFE_modifyContractDividend');
    expect(JSON.parse(change?.data as string)).toEqual({ contractId: 11, period: 'MONTHLY', tiers });
    expect(requests.some((r) => r.url === '/wps/relay/MCSFE_applyContractualDividend')).toBe(false);
    expect(state().mutations.offer).toMatchObject({ status: 'ready', error: null });
  });

  it('reads the dividend paid to me and the dividend I paid out from their own relays', async () => {
    const page = { list: [], total: 0, totalPages: 1, nothingDue: 0 };
    const { store, requests, settle, state } = await centre({
      'POST /wps/relay/ODSFE2_QueryDividend': ok(page),
      'POST /wps/relay/ODSFE2_PayoutDividend': ok({ ...page, total: 3 }),
    });
    store.dispatch(intents.reportRequested({ key: 'dividendRecords', query: { pageNo: 1, showNothingDue: false } }));
    store.dispatch(intents.reportRequested({ key: 'dividendPayouts', query: { pageNo: 2, showNothingDue: true, status: 'PAID' } }));
    await settle();
    expect(state().reports.dividendPayouts?.value?.total).toBe(3);
    expect(state().reports.dividendRecords?.value?.total).toBe(0);
    const payouts = requests.find((r) => r.url === '/wps/relay/ODSFE2_PayoutDividend');
    expect(JSON.parse(payouts?.data as string)).toEqual({ pageNo: 2, showNothingDue: true, status: 'PAID', pageSize: 10 });
  });
});
