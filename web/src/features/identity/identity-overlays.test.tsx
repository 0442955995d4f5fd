import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';

const member = {
  id: 7,
  account: 'guest7',
  nickname: 'Guest 7',
  type: 4,
  mobile: '',
  regDate: '2026-01-10',
  toUpline: false,
  clubLabel: null,
  memberLabel: [],
  firstTimeLogin: false,
  passwordExpired: false,
};
const freePlayRoutes = {
  'POST /wps/session/login/freeplay': ok({
    token: 'tok-0123456789abcdef',
    id: 7,
    userName: 'guest7',
    customerType: 4,
    firstTimeLogin: false,
    passwordExpired: false,
  }),
  'GET /wps/member/info': ok(member),
  'GET /wps/relay/MCSFE_getPlayerAvatar': ok({ avatarUrl: '/a.svg' }),
  'GET /wps/v2/wallets/balance': ok({ sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' }),
};

describe('the identity overlays', () => {
  it('leave the form flows out of the first load, and load them before the login form renders', async () => {
    const { store } = await renderApp();
    const banner = await screen.findByRole('banner');
    expect(store.getState().verification).toBeUndefined();
    await userEvent.click(within(banner).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().verification).toBeDefined();
  });

  it('log a visitor in for free play from the header, without any form loaded', async () => {
    const { store } = await renderApp({ routes: freePlayRoutes });
    const banner = await screen.findByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Free demo' }));
    expect(await screen.findByRole('button', { name: 'Guest 7, Account menu' })).toHaveTextContent('Guest 7');
    expect(store.getState().verification).toBeUndefined();
  });
});

describe('the notice dialog', () => {
  it("shows our text for a failure's code, and the server's message for a code we have no text for", async () => {
    const { store } = await renderApp();
    await screen.findByRole('banner');
    act(() => {
      store.dispatch({ type: 'overlay/noticeShown', payload: { kind: 'warning', code: 'LOGIN_FAILED', message: 'bad login' } });
    });
    expect(screen.getByRole('dialog', { name: 'Prompt' })).toHaveTextContent('Wrong username or password');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    act(() => {
      store.dispatch({ type: 'overlay/noticeShown', payload: { kind: 'warning', code: 'SMS_LOCKED', message: 'Try again in 5 minutes' } });
    });
    expect(screen.getByTestId('notice-message')).toHaveTextContent('Try again in 5 minutes');
  });
});
