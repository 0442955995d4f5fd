import { beforeEach, describe, expect, it } from 'vitest';
import { openBody, ok } from '../../../test/fake-http';
import { identityStore } from '../../../test/identity-store';
import { session, loggedInRoutes, login } from '../../../test/member-fixtures';
import { identityIntents } from '../intents';
import { humanCheckActions } from '../../../shared/human-check/slice';

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
        body: { success: false, errorCode: 'LOGIN_FAILED', message: 'Wrong username or password', value: { captcha: true } },
      }),
      'GET /wps/captcha': ok('iVBORw0KGgo='),
    });
    store.dispatch(login('nope'));
    await settle();
    await settle();
    expect(store.getState().session.form.error?.code).toBe('LOGIN_FAILED');
    expect(store.getState().verification?.captcha).toMatchObject({ required: true, image: { status: 'ready', value: 'iVBORw0KGgo=' } });
    expect(requests.filter((r) => r.url === '/wps/captcha')).toHaveLength(1);
  });

  it('stops quietly when the player closes the human check', async () => {
    const { store, requests, settle } = await identityStore(loggedInRoutes(), { autoSlide: false });
    store.dispatch(login());
    await settle();
    expect(store.getState().overlay.slideOpen).toBe(true);
    store.dispatch(humanCheckActions.cancelled());
    await settle();
    expect(store.getState().overlay.slideOpen).toBe(false);
    expect(store.getState().session.form.status).toBe('idle');
    expect(requests.some((r) => r.url === '/wps/session/login')).toBe(false);
  });

  it('asks a login from a new address for a code, resends, and logs in once the code passes', async () => {
    const challenge = {
      challengeId: 'ch-1',
      ip: '203.0.113.99',
      country: 'SG',
      methods: [{ method: 'sms', target: '+63 917****567' }],
    };
    let verifyTries = 0;
    const { store, requests, navigations, settle } = await identityStore({
      ...loggedInRoutes(),
      'POST /wps/session/login': () => ({
        body: { success: false, errorCode: 'LOGIN_VERIFY_REQUIRED', message: 'A login from a new address', value: challenge },
      }),
      'POST /wps/verification/login': ok({ expiredMinutes: 5 }),
      'POST /wps/session/login/verify': () =>
        ++verifyTries === 1
          ? { body: { success: false, errorCode: 'VERIFY_CODE_INVALID', message: 'The code is wrong or has expired' } }
          : ok(session())(),
    });
    store.dispatch(login());
    await settle();
    expect(store.getState().newAddress?.challenge).toEqual(challenge);
    expect(store.getState().session.token).toBeNull();
    store.dispatch(identityIntents.newAddressCodeRequested('sms'));
    await settle();
    expect(openBody(requests.find((r) => r.url === '/wps/verification/login')!)).toEqual({ challengeId: 'ch-1', method: 'sms' });
    expect(store.getState().newAddress?.sent?.method).toBe('sms');
    store.dispatch(identityIntents.newAddressVerifyRequested({ method: 'sms', code: '000000' }));
    await settle();
    expect(store.getState().session.form.error?.code).toBe('VERIFY_CODE_INVALID');
    expect(store.getState().newAddress?.challenge).toEqual(challenge);
    store.dispatch(identityIntents.newAddressVerifyRequested({ method: 'sms', code: '123456' }));
    await settle();
    await settle();
    expect(openBody(requests.filter((r) => r.url === '/wps/session/login/verify').at(-1)!)).toEqual({
      challengeId: 'ch-1',
      method: 'sms',
      code: '123456',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-0123456789abcdef');
    expect(store.getState().newAddress?.challenge).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('drops the challenge when the player goes back, and logs in again from the form', async () => {
    const { store, requests, settle } = await identityStore({
      ...loggedInRoutes(),
      'POST /wps/session/login': () => ({
        body: {
          success: false,
          errorCode: 'LOGIN_VERIFY_REQUIRED',
          message: 'A login from a new address',
          value: { challengeId: 'ch-2', ip: '203.0.113.99', country: 'SG', methods: [{ method: 'sms', target: 'x' }] },
        },
      }),
    });
    store.dispatch(login());
    await settle();
    store.dispatch(identityIntents.newAddressCancelled());
    await settle();
    expect(store.getState().newAddress?.challenge).toBeNull();
    store.dispatch(login());
    await settle();
    expect(requests.filter((r) => r.url === '/wps/session/login')).toHaveLength(2);
  });
});
