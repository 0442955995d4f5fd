import { expectKeysOfTapRedoAndNewTap, expiringRoute, loggedInAgain } from '../../test/money-redo';
import { beforeEach, describe, expect, it } from 'vitest';
import { IdempotencyHeader } from '@portal/contracts';
import { makeStore } from '../../app/store';
import { fakeHttp, ok, type FakeRoutes } from '../../test/fake-http';
import { accessActions } from '../../shared/access/access';
import { balanceEvents } from '../../shared/wallet/balance-events';
import { testI18n } from '../../test/test-i18n';
import { promotionsFeature } from './feature';
import { promotionsIntents as intents } from './intents';
import { selectPromotions } from './selectors';

const detail = (status: string, promotionType = 'JOIN', id = 102) => ({
  id,
  title: 'First deposit double up',
  category: 'new_player',
  content: '<p>Join</p>',
  image: '/p.svg',
  startDate: 1,
  endDate: 2,
  promotionType,
  status,
  needsAgreement: true,
});
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function promotions(routes: FakeRoutes = {}, loggedIn = true, language = { language: 'EN' }) {
  const { http, requests, settle } = fakeHttp(
    { 'GET /wps/relay/MCS2_getAvailablePromotion': ok({ content: { RAFFLE: { enabled: true, count: 1 } } }), ...routes },
    {
      token: 't',
      get language() {
        return language.language;
      },
    },
  );
  const i18n = await testI18n('EN', ['EN', 'TY']);
  const store = makeStore({ http, i18n });
  // The session's own action (identity's slice, which a feature does not import).
  if (loggedIn) store.dispatch({ type: 'session/tokenStored', payload: { token: 't', mustChangePassword: false } });
  store.injector.inject(promotionsFeature);
  const calls = (path: string) => requests.filter((r) => r.url === path);
  return { store, calls, settle, i18n, state: () => selectPromotions(store.getState()) };
}

beforeEach(() => sessionStorage.clear());

describe('the promotions saga', () => {
  it('reads the open promotion again in the language the player picks (the server words it)', async () => {
    const language = { language: 'EN' };
    const { store, settle, i18n, calls, state } = await promotions(
      {
        'GET /wps/promotions/detail': (config) =>
          ok({ ...detail('join'), title: config.headers.get('Language') === 'TY' ? 'Unang deposito, doble' : 'First deposit double up' })(),
      },
      false,
      language,
    );
    store.dispatch(intents.detailOpened(102));
    await settle();
    expect(state().detail.value?.title).toBe('First deposit double up');
    language.language = 'TY';
    await i18n.changeLanguage('ty');
    await settle();
    expect(state().detail.value?.title).toBe('Unang deposito, doble');
    // The list was never opened: nothing of it is read.
    expect(calls('/wps/relay/MCSFE_getListAnnouncements')).toHaveLength(0);
  });

  it('asks a visitor to log in before any action, and sends nothing', async () => {
    const { store, calls, settle } = await promotions({}, false);
    store.dispatch(intents.joinRequested({ id: 102, agreed: true }));
    store.dispatch(intents.raffleRequested(108));
    await settle();
    expect(calls('/wps/promotions/join')).toHaveLength(0);
    expect(calls('/wps/relay/MCS2_claimRafflePromotion')).toHaveLength(0);
    expect(store.getState().overlay.modal).toBe('login');
  });

  it('joins, then reads the promotion again in place: its status follows', async () => {
    let status = 'join';
    const { store, settle, state } = await promotions({
      'GET /wps/promotions/detail': () => ok(detail(status))(),
      'POST /wps/promotions/join': () => {
        status = 'joined';
        return ok({ id: 102, status: 'joined' })();
      },
    });
    store.dispatch(intents.detailOpened(102));
    await settle();
    expect(state().detail.value?.status).toBe('join');
    store.dispatch(intents.joinRequested({ id: 102, agreed: true }));
    await settle();
    expect(state().action.value).toEqual({ kind: 'join' });
    expect(state().detail).toMatchObject({ status: 'ready', value: { status: 'joined' } });
  });

  it('keeps the requirement a refused claim names', async () => {
    const { store, settle, state } = await promotions({
      'GET /wps/promotions/detail': ok(detail('claim', 'CLAIM', 101)),
      'POST /wps/relay/MCS2_claimReward': () => ({
        body: { success: false, errorCode: 'prom.claim.req.field', message: 'not met', value: { field: 'required.mobile_no_verified' } },
      }),
    });
    store.dispatch(intents.claimRequested({ id: 101, promotionType: 'CLAIM' }));
    await settle();
    expect(state().action).toMatchObject({ query: 'claim', error: { code: 'prom.claim.req.field' }, field: 'required.mobile_no_verified' });
  });

  it('sends an application as multipart with its images, which never enter the store', async () => {
    const { store, calls, settle, state } = await promotions({
      'GET /wps/promotions/detail': ok(detail('in_process', 'APPLY', 103)),
      'POST /wps/promotions/apply': ok({ applicationId: 7, promotionId: 103, status: 'in_process', images: 2 }),
    });
    const images = [new File([PNG], 'a.png'), new File([PNG], 'b.png')];
    store.dispatch(intents.applyRequested({ promotionId: 103, comment: 'my win' }, images));
    await settle();
    const form = calls('/wps/promotions/apply')[0]?.data as FormData;
    expect([form.get('promotionId'), form.get('comment'), form.getAll('image').length, form.get('agreed')]).toEqual([
      '103',
      'my win',
      2,
      null,
    ]);
    expect(state().action.value).toEqual({ kind: 'apply', applicationId: 7, images: 2 });
    expect(JSON.stringify(selectPromotions(store.getState()))).not.toContain('a.png');
  });

  it('sends the age and terms agreement with an application the player agreed to', async () => {
    const { store, calls, settle } = await promotions({
      'GET /wps/promotions/detail': ok(detail('in_process', 'APPLY', 107)),
      'POST /wps/promotions/apply': ok({ applicationId: 8, promotionId: 107, status: 'in_process', images: 1 }),
    });
    store.dispatch(intents.applyRequested({ promotionId: 107, comment: 'my birthday', agreed: true }, [new File([PNG], 'id.png')]));
    await settle();
    expect((calls('/wps/promotions/apply')[0]?.data as FormData).get('agreed')).toBe('true');
  });

  it('reads the open promotion again when the player comes back to the tab (QA may have decided meanwhile)', async () => {
    let status = 'in_process';
    const { store, settle, state } = await promotions({ 'GET /wps/promotions/detail': () => ok(detail(status, 'APPLY', 103))() });
    store.dispatch(intents.detailOpened(103));
    await settle();
    status = 'issued';
    store.dispatch(balanceEvents.tabReturned());
    await settle();
    expect(state().detail.value?.status).toBe('issued');
  });

  it('redoes a lucky draw that met an expired session once the player logs in again', async () => {
    let expired = true;
    const { store, calls, settle, state } = await promotions({
      'GET /wps/promotions/detail': ok(detail('join', 'RAFFLE', 108)),
      'POST /wps/relay/MCS2_claimRafflePromotion': () =>
        expired
          ? { status: 401, body: { success: false, errorCode: 'login.not.session', message: 'Your session has expired, please login' } }
          : ok({ prize: 5, ticketType: 'GOLDEN_EGG', balance: 1505 })(),
    });
    store.dispatch(intents.raffleRequested(108));
    await settle();
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().overlay.modal).toBe('login');
    expired = false;
    store.dispatch({ type: 'session/tokenStored', payload: { token: 't', mustChangePassword: false } });
    store.dispatch(accessActions.sessionChanged(true));
    await settle();
    expect(calls('/wps/relay/MCS2_claimRafflePromotion')).toHaveLength(2);
    expect(state().action.value).toEqual({ kind: 'raffle', prize: 5, ticketType: 'GOLDEN_EGG' });
  });

  it.each([
    [
      'a claim',
      '/wps/relay/MCS2_claimReward',
      () => intents.claimRequested({ id: 101, promotionType: 'CLAIM' }),
      detail('claim', 'CLAIM', 101),
      { claimedTickets: [{ rewardType: 'CASH', value: 400, ticketType: 'CLAIM' }] },
    ],
    [
      'a lucky draw',
      '/wps/relay/MCS2_claimRafflePromotion',
      () => intents.raffleRequested(108),
      detail('join', 'RAFFLE', 108),
      { prize: 5, ticketType: 'GOLDEN_EGG', balance: 1505 },
    ],
  ])(
    'sends %s redone after a login with the key of its tap, so money moves once; a new tap has a new key',
    async (_, path, tap, shown, value) => {
      const session = expiringRoute(ok(value));
      const { store, calls, settle } = await promotions({ 'GET /wps/promotions/detail': ok(shown), [`POST ${path}`]: session.route });
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
    },
  );
});
