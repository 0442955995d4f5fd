import { expectKeysOfTapRedoAndNewTap, expiringRoute, loggedInAgain } from '../../test/money-redo';
import { beforeEach, describe, expect, it } from 'vitest';
import { IdempotencyHeader } from '@portal/contracts';
import { makeStore } from '../../app/store';
import { accessActions } from '../../shared/access/access';
import { fakeHttp, ok, openBody, type FakeRoutes } from '../../test/fake-http';
import { testI18n } from '../../test/test-i18n';
import { pointsMallFeature } from './feature';
import { pointsMallIntents as intents } from './intents';
import { selectPointsMall } from './selectors';

const config = { pointsRatio: 10, units: 'points', convertRate: 0.01, minConvert: 100, rules: '<p>Rules</p>' };
const keychain = {
  rewardId: 8,
  name: 'Lucky keychain',
  category: 'LIFESTYLE',
  image: '/k.svg',
  stock: 3,
  pointsRequired: 40,
  amountRequired: 0,
};
const redemption = (type: 'REDEEM' | 'CONVERT', points: number, pointsBalance: number) => ({
  refNo: type === 'REDEEM' ? 'PR0000001' : 'PC0000001',
  applyTime: 1,
  type,
  name: type === 'REDEEM' ? 'Lucky keychain' : 'Points to cash',
  quantity: 1,
  points,
  status: type === 'REDEEM' ? 'IN_PROCESS' : 'APPROVED',
  pointsBalance,
  ...(type === 'CONVERT' && { amount: points / 100 }),
});
const refused = (code: string) => () => ({ body: { success: false, errorCode: code, message: 'refused' } });

async function mall(routes: FakeRoutes = {}, loggedIn = true, language = { language: 'EN' }) {
  const i18n = await testI18n('EN', ['EN', 'TY']);
  const { http, requests, settle } = fakeHttp(
    {
      'GET /wps/relay/MCS2_getPointConfig': ok(config),
      'GET /wps/relay/MCS2_getPointReward': ok([keychain]),
      'GET /wps/relay/MCS2_getPointBalance': ok({ points: 624, earned: 624, spent: 0 }),
      'GET /wps/relay/MCS2_getRedeemPointList': ok({ list: [], total: 0, totalPages: 1 }),
      ...routes,
    },
    {
      token: 't',
      get language() {
        return language.language;
      },
    },
  );
  const store = makeStore({ http, i18n });
  // The session's own action (identity's slice, which a feature does not import).
  if (loggedIn) store.dispatch({ type: 'session/tokenStored', payload: { token: 't', mustChangePassword: false } });
  store.injector.inject(pointsMallFeature);
  const calls = (path: string) => requests.filter((r) => r.url === path);
  return { store, calls, settle, i18n, state: () => selectPointsMall(store.getState()) };
}

beforeEach(() => sessionStorage.clear());

describe('the points mall saga', () => {
  it('reads only the shop window for a visitor, and the player s points and history too once logged in', async () => {
    const visitor = await mall({}, false);
    visitor.store.dispatch(intents.mallOpened());
    await visitor.settle();
    expect(visitor.state().rewards.value).toEqual([keychain]);
    expect(visitor.calls('/wps/relay/MCS2_getPointBalance')).toHaveLength(0);
    expect(visitor.calls('/wps/relay/MCS2_getRedeemPointList')).toHaveLength(0);

    const player = await mall();
    player.store.dispatch(intents.mallOpened());
    await player.settle();
    expect(player.state().balance.value?.points).toBe(624);
    expect(player.state().history.status).toBe('ready');
  });

  it('reads the rules and the goods again in the language the player picks (the server words them), not before opening', async () => {
    const language = { language: 'EN' };
    const worded = (en: string, ty: string) => (c: { headers: { get: (n: string) => unknown } }) =>
      c.headers.get('Language') === 'TY' ? ty : en;
    const { store, calls, settle, i18n, state } = await mall(
      {
        'GET /wps/relay/MCS2_getPointConfig': (c) => ok({ ...config, rules: worded('<p>Rules</p>', '<p>Mga patakaran</p>')(c) })(),
        'GET /wps/relay/MCS2_getPointReward': (c) => ok([{ ...keychain, name: worded('Lucky keychain', 'Susi ng swerte')(c) }])(),
      },
      false,
      language,
    );
    language.language = 'TY';
    await i18n.changeLanguage('ty');
    await settle();
    // Nothing read yet, nothing to read again.
    expect(calls('/wps/relay/MCS2_getPointReward')).toHaveLength(0);
    store.dispatch(intents.mallOpened());
    await settle();
    expect(state().rewards.value?.[0]?.name).toBe('Susi ng swerte');
    language.language = 'EN';
    await i18n.changeLanguage('en');
    await settle();
    expect(state().rewards.value?.[0]?.name).toBe('Lucky keychain');
    expect(state().config.value?.rules).toBe('<p>Rules</p>');
    expect(calls('/wps/relay/MCS2_getPointConfig').map((r) => r.headers.get('Language'))).toEqual(['TY', 'EN']);
  });

  it('puts a redemption at the top of the history, takes its points and reads the stock again', async () => {
    const { store, calls, settle, state } = await mall({
      'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': (config) => {
        expect(openBody(config)).toEqual({ rewardId: 8, quantity: 1, password: 'Lucky2026' });
        return ok(redemption('REDEEM', 40, 584))();
      },
    });
    store.dispatch(intents.mallOpened());
    await settle();
    store.dispatch(intents.redeemRequested({ rewardId: 8, quantity: 1, password: 'Lucky2026' }));
    await settle();
    expect(state().redeem).toMatchObject({ status: 'ready', error: null, value: { refNo: 'PR0000001' } });
    expect(state().history.value.list[0]?.refNo).toBe('PR0000001');
    expect(calls('/wps/relay/MCS2_getPointReward')).toHaveLength(2);
  });

  it('keeps a refused redemption s code for the dialog and changes nothing else', async () => {
    const { store, settle, state } = await mall({ 'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': refused('PASSWORD_WRONG') });
    store.dispatch(intents.mallOpened());
    await settle();
    store.dispatch(intents.redeemRequested({ rewardId: 8, quantity: 1, password: 'nope' }));
    await settle();
    expect(state().redeem).toMatchObject({ status: 'failed', value: null, error: { code: 'PASSWORD_WRONG' } });
    expect(state().balance.value?.points).toBe(624);
    expect(state().history.value.list).toEqual([]);
    expect(store.getState().overlay.notice).toBeNull();
  });

  it('converts points and asks the header s balance to reload', async () => {
    const { store, calls, settle, state } = await mall({
      'POST /wps/relay/passwordCheck/MCS2_convertPoint': ok(redemption('CONVERT', 200, 424)),
      'GET /wps/v2/wallets/balance': ok({ sumBalance: 1502, balance: [], currency: 'PHP', currencySymbol: '₱' }),
    });
    store.dispatch(intents.mallOpened());
    await settle();
    store.dispatch(intents.convertRequested({ points: 200, password: 'Lucky2026' }));
    await settle();
    expect(state().convert.value).toMatchObject({ type: 'CONVERT', amount: 2 });
    expect(state().balance.value?.points).toBe(624); // read again from the server, which the fake here does not change
    expect(calls('/wps/relay/MCS2_getPointBalance')).toHaveLength(2);
  });

  it('redeems again, once the player logs in, a redemption that met an expired session', async () => {
    let expired = true;
    const { store, calls, settle, state } = await mall({
      'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': () =>
        expired
          ? { status: 401, body: { success: false, errorCode: 'login.not.session', message: 'Your session has expired, please login' } }
          : ok(redemption('REDEEM', 40, 584))(),
    });
    store.dispatch(intents.redeemRequested({ rewardId: 8, quantity: 1, password: 'Lucky2026' }));
    await settle();
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().overlay.modal).toBe('login');
    expired = false;
    store.dispatch({ type: 'session/tokenStored', payload: { token: 't', mustChangePassword: false } });
    store.dispatch(accessActions.sessionChanged(true));
    await settle();
    expect(calls('/wps/relay/passwordCheck/MCS2_redeemPointReward')).toHaveLength(2);
    expect(state().redeem).toMatchObject({ status: 'ready', value: { refNo: 'PR0000001' } });
  });

  it.each([
    [
      'a redemption',
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      () => intents.redeemRequested({ rewardId: 8, quantity: 1, password: 'Lucky2026' }),
      redemption('REDEEM', 40, 584),
    ],
    [
      'a conversion',
      '/wps/relay/passwordCheck/MCS2_convertPoint',
      () => intents.convertRequested({ points: 200, password: 'Lucky2026' }),
      redemption('CONVERT', 200, 424),
    ],
  ])('sends %s redone after a login with the key of its tap, so points go once; a new tap has a new key', async (_, path, tap, value) => {
    const session = expiringRoute(ok(value));
    const { store, calls, settle } = await mall({
      [`POST ${path}`]: session.route,
      'GET /wps/v2/wallets/balance': ok({ sumBalance: 1502, balance: [], currency: 'PHP', currencySymbol: '₱' }),
    });
    const tapped = tap();
    store.dispatch(tapped);
    await settle();
    expect(store.getState().overlay.modal).toBe('login');
    session.back();
    loggedInAgain(store);
    await settle();
    store.dispatch(tap());
    await settle();
    expectKeysOfTapRedoAndNewTap(
      calls(path).map((r) => r.headers.get(IdempotencyHeader.Key)),
      tapped,
    );
  });

  it('reads the points and the goods again when a redemption seen in process shows rejected, not when nothing changed', async () => {
    let status = 'IN_PROCESS';
    const { store, calls, settle } = await mall({
      'GET /wps/relay/MCS2_getRedeemPointList': () => ({
        body: { success: true, value: { list: [{ ...redemption('REDEEM', 40, 584), status }], total: 1, totalPages: 1 } },
      }),
    });
    store.dispatch(intents.mallOpened());
    await settle();
    const [balances, goods] = [calls('/wps/relay/MCS2_getPointBalance').length, calls('/wps/relay/MCS2_getPointReward').length];
    store.dispatch(intents.historyRequested(1));
    await settle();
    expect(calls('/wps/relay/MCS2_getPointBalance')).toHaveLength(balances);
    status = 'REJECTED';
    store.dispatch(intents.historyRequested(1));
    await settle();
    expect(calls('/wps/relay/MCS2_getPointBalance')).toHaveLength(balances + 1);
    expect(calls('/wps/relay/MCS2_getPointReward')).toHaveLength(goods + 1);
    store.dispatch(intents.historyRequested(1));
    await settle();
    expect(calls('/wps/relay/MCS2_getPointBalance')).toHaveLength(balances + 1);
  });
});
