import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fake-http';
import { identityStore } from '../../../test/identity-store';
import { identityIntents } from '../intents';
import { sessionActions } from '../session/slice';
import { verificationActions } from './slice';

// The call schemas load with the first answer (a dynamic import): loaded before the timers are faked, so a
// tick of 0 ms finds the answer in the first test as in the others.
beforeAll(() => import('../../../shared/http/call-schemas'));
afterEach(() => vi.useRealTimers());

/** A real task (a MessageChannel message: fake timers leave those real), as the app's yieldToMain takes. */
const realTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Moves fake time on by `ms`, after the real tasks a store's first call takes to make axios (http-client.ts: its
 * chunk, the instance and the request each in a task of their own).
 */
async function advance(ms: number) {
  for (let i = 0; i < 3; i += 1) await realTask();
  await vi.advanceTimersByTimeAsync(ms);
}

const send = (purpose: 'register' | 'login' | 'forgot' = 'register', mobileNo = '9171234567') =>
  verificationActions.smsRequested({ purpose, countryDialingCode: '+63', mobileNo });

describe('the SMS send saga', () => {
  it('counts down expiredMinutes x 60 s in 1 s ticks and refuses to send while above 0', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const { store, requests } = await identityStore({ 'POST /wps/verification/sms/register': ok({ expiredMinutes: 2 }) });
    store.dispatch(send());
    await advance(0);
    expect(store.getState().verification?.countdown.register).toBe(120);
    await advance(1000);
    expect(store.getState().verification?.countdown.register).toBe(119);
    await advance(5000);
    store.dispatch(send());
    await advance(0);
    expect(requests.filter((r) => r.url === '/wps/verification/sms/register')).toHaveLength(1);
    await advance(115_000);
    expect(store.getState().verification?.countdown.register).toBe(0);
  });

  it('ends the countdown when a form says the code is void (SMS_CODE_VOID: request a new one), so a new one can be sent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const { store, requests } = await identityStore({ 'POST /wps/verification/sms/noLogin': ok({ expiredMinutes: 5 }) });
    store.dispatch(send('login'));
    await advance(8000);
    expect(store.getState().verification?.countdown.login).toBe(292);
    store.dispatch(sessionActions.failed({ error: { code: 'SMS_CODE_VOID', message: 'please request a new one' } }));
    expect(store.getState().verification?.countdown.login).toBe(0);
    await advance(3000);
    expect(store.getState().verification?.countdown.login).toBe(0);
    store.dispatch(send('login'));
    await advance(0);
    expect(requests.filter((r) => r.url === '/wps/verification/sms/noLogin')).toHaveLength(2);
    expect(store.getState().verification?.countdown.login).toBe(300);
  });

  it('goes on counting down after another failure (a wrong code may be typed again)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const { store } = await identityStore({ 'POST /wps/verification/sms/noLogin': ok({ expiredMinutes: 1 }) });
    store.dispatch(send('login'));
    await advance(0);
    store.dispatch(sessionActions.failed({ error: { code: 'SMS_CODE_INVALID', message: 'wrong code' } }));
    await advance(1000);
    expect(store.getState().verification?.countdown.login).toBe(59);
  });

  it('counts down to expirationTime for forgot-by-phone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    vi.setSystemTime(1_800_000_000_000);
    const { store } = await identityStore({ 'POST /wps/verification/sms/password': ok({ expirationTime: 1_800_000_000_000 + 30_000 }) });
    store.dispatch(send('forgot'));
    await advance(0);
    expect(store.getState().verification?.countdown.forgot).toBe(30);
    await advance(10_000);
    expect(store.getState().verification?.countdown.forgot).toBe(20);
  });

  it('sends at most one request a second however often the button is pressed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const { store, requests } = await identityStore({
      'POST /wps/verification/sms/register': () => ({ body: { success: false, errorCode: 'SMS_TOO_FREQUENT', message: 'wait' } }),
    });
    const sent = () => requests.filter((r) => r.url === '/wps/verification/sms/register').length;
    for (let i = 0; i < 5; i++) store.dispatch(send());
    await advance(0);
    expect(sent()).toBe(1);
    await advance(1000);
    store.dispatch(send());
    await advance(0);
    expect(sent()).toBe(2);
  });

  it('shows the server message in a warning dialog on failure', async () => {
    const { store, settle } = await identityStore({
      'POST /wps/verification/sms/register': () => ({
        body: { success: false, errorCode: 'SMS_LOCKED', message: 'Too many requests, please try again after 5 minutes.' },
      }),
    });
    store.dispatch(send());
    await settle();
    expect(store.getState().overlay.notice).toEqual({
      kind: 'warning',
      code: 'SMS_LOCKED',
      message: 'Too many requests, please try again after 5 minutes.',
    });
    expect(store.getState().verification?.countdown.register).toBe(0);
  });

  it('checks the number before anything else', async () => {
    const { store, requests, settle } = await identityStore({});
    store.dispatch(send('register', '12ab'));
    await settle();
    expect(store.getState().overlay.notice?.message).toBe('identity:invalidMobile');
    expect(store.getState().overlay.slideOpen).toBe(false);
    expect(requests.filter((r) => r.url?.includes('/sms/'))).toHaveLength(0);
  });
});

describe('the captcha refresh', () => {
  const fetchedFrom = (requests: { url?: string }[]) => requests.filter((r) => r.url === '/wps/captcha').length;

  it('answers asks made while an image is on its way with that image', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const { store, requests } = await identityStore({ 'GET /wps/captcha': ok('iVBORw0KGgo=') });
    store.dispatch(identityIntents.captchaRequested());
    store.dispatch(identityIntents.captchaRequested());
    await advance(0);
    expect(store.getState().verification?.captcha.image.value).toBe('iVBORw0KGgo=');
    await advance(3000);
    expect(fetchedFrom(requests)).toBe(1);
  });

  it('fetches at most one image a second, and the last ask within that second once it has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const { store, requests } = await identityStore({ 'GET /wps/captcha': ok('iVBORw0KGgo=') });
    store.dispatch(identityIntents.captchaRequested());
    await advance(500);
    store.dispatch(identityIntents.captchaRequested());
    store.dispatch(identityIntents.captchaRequested());
    await advance(400);
    expect(fetchedFrom(requests)).toBe(1);
    await advance(200);
    expect(fetchedFrom(requests)).toBe(2);
    await advance(3000);
    expect(fetchedFrom(requests)).toBe(2);
  });
});
