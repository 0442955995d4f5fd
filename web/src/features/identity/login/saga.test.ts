import { beforeEach, describe, expect, it } from 'vitest';
import { openBody, ok } from '../../../test/fake-http';
import { identityStore } from '../../../test/identity-store';
import { session, loggedInRoutes, login } from '../../../test/member-fixtures';
import { identityIntents } from '../intents';
import { verificationActions } from '../verification/slice';

beforeEach(() => sessionStorage.clear());

describe('the login saga', () => {
  it('runs the human check, sends trimmed credentials, stores the spec keys and goes home', async () => {
    const { store, requests, navigations, settle } = await identityStore(loggedInRoutes());
    store.dispatch(login());
    await settle();
    await settle();
    expect(openBody(requests.find((r) => r.url === '/wps/session/login')!)).toEqual({
      type: 'username',
      username: 'player01',
      password: 'Lucky2026',
      validate: 'validate-1',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-0123456789abcdef');
    expect(sessionStorage.getItem('account')).toBe('player01');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
    expect(sessionStorage.getItem('memberLabelText')).toBe('Gold');
    expect(sessionStorage.getItem('cpw')).toBe('false');
    expect(store.getState().session.balance.value?.sumBalance).toBe(12.5);
    expect(navigations).toEqual(['/']);
  });

  it('opens the change-password modal for the six-digit default password, before loading member info', async () => {
    const { store, requests, navigations, settle } = await identityStore(loggedInRoutes());
    store.dispatch(login('123456'));
    await settle();
    expect(store.getState().overlay.modal).toBe('changePassword');
    expect(store.getState().session.mustChangePassword).toBe(true);
    expect(requests.some((r) => r.url === '/wps/member/info')).toBe(false);
    expect(navigations).toEqual([]);
  });

  it('forces a change for an expired password only with the forced-change module on', async () => {
    const on = await identityStore(loggedInRoutes(session({ passwordExpired: true })));
    on.store.dispatch(login());
    await on.settle();
    expect(on.store.getState().overlay.modal).toBe('changePassword');
    expect(sessionStorage.getItem('cpw')).toBe('true');

    sessionStorage.clear();
    const off = await identityStore(loggedInRoutes(session({ passwordExpired: true })), { flags: { PWDEXPFORCECHANGE3: false } });
    off.store.dispatch(login());
    await off.settle();
    await off.settle();
    expect(off.store.getState().overlay.modal).toBeNull();
    expect(off.navigations).toEqual(['/']);
  });

  it('opens the change-password modal on a first login', async () => {
    const { store, settle } = await identityStore(loggedInRoutes(session({ firstTimeLogin: true })));
    store.dispatch(login());
    await settle();
    expect(store.getState().overlay.modal).toBe('changePassword');
  });

  it('never forces a change after an SMS login', async () => {
    const { store, navigations, settle } = await identityStore(loggedInRoutes(session({ passwordExpired: true })));
    store.dispatch(
      identityIntents.loginRequested({
        type: 'sms',
        countryDialingCode: '+63',
        mobileNum: '9171234567',
        verificationCode: '123456',
        remember: false,
      }),
    );
    await settle();
    await settle();
    expect(store.getState().overlay.modal).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('shows and fetches a captcha when the failure asks for one', async () => {
    const { store, requests, settle } = await identityStore({
      'POST /wps/session/login': () => ({
        body: { success: false, code: 'LOGIN_FAILED', message: 'Wrong username or password', value: { captcha: true } },
      }),
      'GET /wps/captcha': ok('iVBORw0KGgo='),
    });
    store.dispatch(login('nope'));
    await settle();
    await settle();
    expect(store.getState().session.error?.code).toBe('LOGIN_FAILED');
    expect(store.getState().verification?.captcha).toEqual({ required: true, image: 'iVBORw0KGgo=' });
    expect(requests.filter((r) => r.url === '/wps/captcha')).toHaveLength(1);
  });

  it('stops quietly when the player closes the human check', async () => {
    const { store, requests, settle } = await identityStore(loggedInRoutes(), { autoSlide: false });
    store.dispatch(login());
    await settle();
    expect(store.getState().overlay.slideOpen).toBe(true);
    store.dispatch(verificationActions.slideCancelled());
    await settle();
    expect(store.getState().overlay.slideOpen).toBe(false);
    expect(store.getState().session.pending).toBeNull();
    expect(requests.some((r) => r.url === '/wps/session/login')).toBe(false);
  });
});
