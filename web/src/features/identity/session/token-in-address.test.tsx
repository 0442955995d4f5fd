import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { member } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';

beforeEach(() => sessionStorage.clear());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('a token in the address', () => {
  it('logs the player in with it, and leaves the address without it', async () => {
    // A session opened elsewhere (the fake's free play in the old e2e test) hands its token over in the address.
    window.history.replaceState(null, '', '/?token=tok-from-the-link');
    const { store, requests } = await renderApp({
      path: '/?token=tok-from-the-link',
      routes: {
        'GET /wps/member/info': ok({ ...member(0), account: 'guest4821', nickname: 'Guest' }),
        'GET /wps/relay/MCSFE_getPlayerAvatar': ok({ avatarUrl: '/a.svg' }),
        'GET /wps/v2/wallets/balance': ok({ sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Guest, Account menu' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(store.getState().session.token).toBe('tok-from-the-link');
    expect(sessionStorage.getItem('token')).toBe('tok-from-the-link');
    expect(window.location.pathname + window.location.search).toBe('/');
    // Adopted as is: no login of its own.
    expect(requests.some((r) => r.url?.startsWith('/wps/session/login'))).toBe(false);
  });
});
