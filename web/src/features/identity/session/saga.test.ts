import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fake-http';
import { identityStore } from '../../../test/identity-store';
import { member, session, loggedInRoutes, login } from '../../../test/member-fixtures';
import { balanceEvents } from '../../../shared/wallet/balance-events';
import { identityIntents } from '../intents';
import { sessionActions } from './slice';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';

beforeEach(() => sessionStorage.clear());

describe('logout', () => {
  it('clears sessionStorage but keeps merchant and merchantCode, resets the state and goes home', async () => {
    const { store, navigations } = await identityStore({ ...loggedInRoutes(), 'DELETE /wps/session': ok(true) });
    store.dispatch(login());
    // The login info (member, avatar, balance) is in before the player can log out.
    await vi.waitFor(() => expect(store.getState().session.balance.status).toBe('ready'));
    sessionStorage.setItem('merchant', 'Lucky');
    sessionStorage.setItem('merchantCode', 'M00001');
    navigations.length = 0;
    store.dispatch(identityIntents.logoutConfirmed());
    await vi.waitFor(() => expect(navigations).toEqual(['/']));
    expect({ ...sessionStorage }).toEqual({ merchant: 'Lucky', merchantCode: 'M00001' });
    expect(store.getState().session.token).toBeNull();
    expect(navigations.at(-1)).toBe('/');
  });
});

describe('real-account actions', () => {
  it('open the login popup without a token and warn a trial account', async () => {
    const { store, settle } = await identityStore(loggedInRoutes(session({ customerType: 4 }), 4));
    store.dispatch(identityIntents.realAccountActionRequested({ target: 'deposit' }));
    expect(store.getState().overlay.modal).toBe('login');
    store.dispatch(login());
    await settle();
    await settle();
    store.dispatch(identityIntents.realAccountActionRequested({ target: 'deposit' }));
    expect(store.getState().overlay.notice).toEqual({ kind: 'trial', message: 'identity:inNeedTrueAccount' });
  });

  it('wait for the member info after a login before deciding, so a trial account is warned however fast it clicks', async () => {
    const { store } = await identityStore({});
    store.dispatch(sessionActions.tokenStored({ token: 'T', mustChangePassword: false }));
    store.dispatch(identityIntents.realAccountActionRequested({ target: 'referral' }));
    expect(store.getState().overlay).toMatchObject({ modal: null, notice: null });
    store.dispatch(sessionActions.memberLoaded(member(4)));
    expect(store.getState().overlay.notice).toEqual({ kind: 'trial', message: 'identity:inNeedTrueAccount' });
    expect(store.getState().overlay.modal).toBeNull();
  });
});

describe('a centre opened while the login info is still loading', () => {
  it('stays open when the login finishes (only the login dialog closes)', async () => {
    let openCentre = () => undefined as void;
    const routes = loggedInRoutes();
    const { store, settle } = await identityStore({
      ...routes,
      // The player taps the footer's Start while the balance is on its way.
      'GET /wps/v2/wallets/balance': () => {
        openCentre();
        return routes['GET /wps/v2/wallets/balance']();
      },
    });
    openCentre = () => void store.dispatch(identityIntents.realAccountActionRequested({ target: 'referral' }));
    store.dispatch(overlayActions.opened('login'));
    store.dispatch(login());
    await vi.waitFor(() => expect(store.getState().session.balance.status).toBe('ready'));
    await settle();
    expect(store.getState().overlay).toMatchObject({ modal: 'memberCentre', centrePage: 'referral' });
  });
});

describe('the header and account menu entries', () => {
  it('open the member centre on their page, and the agent centre on its overview', async () => {
    const { store, settle } = await identityStore(loggedInRoutes());
    store.dispatch(login());
    await settle();
    await settle();
    const opened = (target: string) => {
      store.dispatch(identityIntents.realAccountActionRequested({ target }));
      const { modal, centrePage } = store.getState().overlay;
      return `${modal} ${centrePage}`;
    };
    expect(opened('deposit')).toBe('memberCentre depositv2');
    expect(opened('withdraw')).toBe('memberCentre withdraw');
    expect(opened('memberCentre')).toBe('memberCentre transferFund');
    expect(opened('accountRecord')).toBe('memberCentre transactionHistory');
    expect(opened('bettingRecord')).toBe('memberCentre personalHistoryCopy');
    expect(opened('agentCentre')).toBe('agentCentre agentTeamOverview');
  });

  it('reload the header balance, without the placeholder, when a feature says money moved', async () => {
    let sum = 12.5;
    const { store, settle } = await identityStore({
      ...loggedInRoutes(),
      'GET /wps/v2/wallets/balance': () => ({
        body: { success: true, value: { sumBalance: sum, balance: [], currency: 'PHP', currencySymbol: '₱' } },
      }),
    });
    store.dispatch(login());
    await settle();
    await settle();
    sum = 512.5;
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().session.balance.status));
    store.dispatch(balanceEvents.changed());
    await settle();
    expect(store.getState().session.balance.value?.sumBalance).toBe(512.5);
    expect(seen).not.toContain('loading');
  });
});

describe('restoring a session on load', () => {
  it('loads the member of a stored token', async () => {
    sessionStorage.setItem('token', 'tok-0123456789abcdef');
    const { store, settle } = await identityStore(loggedInRoutes());
    await settle();
    expect(store.getState().session.member?.account).toBe('player01');
  });

  it('reopens the forced password change after a reload instead of logging in', async () => {
    sessionStorage.setItem('token', 'tok-0123456789abcdef');
    sessionStorage.setItem('cpw', 'true');
    const { store, requests, settle } = await identityStore(loggedInRoutes());
    await settle();
    expect(store.getState().overlay.modal).toBe('changePassword');
    expect(requests.some((r) => r.url === '/wps/member/info')).toBe(false);
  });

  it('ends a session the backend no longer knows', async () => {
    sessionStorage.setItem('token', 'expired');
    const { store, settle } = await identityStore({
      'GET /wps/member/info': () => ({ status: 401, body: { success: false, errorCode: 'UNAUTHORIZED', message: 'x' } }),
    });
    await settle();
    expect(store.getState().session.token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
