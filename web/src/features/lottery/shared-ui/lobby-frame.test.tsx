import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fake-http';
import { member } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';

beforeEach(() => sessionStorage.clear());

describe('the lottery frame for a trial account (spec 01, section 6)', () => {
  it('says the lottery needs a real account and offers Register, which ends the trial and opens the registration', async () => {
    sessionStorage.setItem('token', 'tok-0123456789abcdef');
    sessionStorage.setItem('isAgent', '4');
    const { store } = await renderApp({
      path: '/lottery',
      routes: {
        'GET /wps/member/info': ok(member(4)),
        'GET /wps/relay/MCSFE_getPlayerAvatar': ok({ avatarUrl: '/a.svg' }),
        'GET /wps/v2/wallets/balance': ok({ sumBalance: 2000, balance: [], currency: 'PHP', currencySymbol: '₱' }),
        'DELETE /wps/session': ok(true),
      },
    });
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText('The lottery needs a real account. Please register one first.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.click(within(main).getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(store.getState().overlay.modal).toBe('register'));
    expect(store.getState().session.token).toBeNull();
  });
});
