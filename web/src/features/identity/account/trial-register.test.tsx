import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessActions } from '../../../shared/access/access';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { ok } from '../../../test/fake-http';
import { member } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';

/** A stored session of this account type (4: the trial account). */
async function loggedIn(type: number, flags: Record<string, boolean> = {}) {
  sessionStorage.setItem('token', 'tok-0123456789abcdef');
  const app = await renderApp({
    flags,
    routes: {
      'GET /wps/member/info': ok({ ...member(type), nickname: 'Trial 1' }),
      'GET /wps/relay/MCSFE_getPlayerAvatar': ok({ avatarUrl: '/a.svg' }),
      'GET /wps/v2/wallets/balance': ok({ sumBalance: 2000, balance: [], currency: 'PHP', currencySymbol: '₱' }),
      'DELETE /wps/session': ok(true),
    },
  });
  await screen.findByRole('button', { name: 'Trial 1, Account menu' });
  return app;
}

beforeEach(() => sessionStorage.clear());

describe('the trial account’s wall (spec 01, section 6: in_need_true_account, confirmed by in_increase_submit)', () => {
  it('the trial warning offers Register: the trial session ends on the server and here, and the registration opens', async () => {
    const { store, requests } = await loggedIn(4);
    store.dispatch(accessActions.trialWarningRequested());
    const notice = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(within(notice).getByText('This needs a real account. Please register one first.')).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(store.getState().overlay.modal).toBe('register'));
    expect(requests.filter((r) => r.method?.toUpperCase() === 'DELETE' && r.url === '/wps/session')).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(store.getState().overlay.notice).toBeNull();
    expect(screen.queryByRole('button', { name: 'Trial 1, Account menu' })).toBeNull();
  });

  it('a feature’s TRIAL_NOT_ALLOWED failure offers Register too; Cancel only closes', async () => {
    const { store, requests } = await loggedIn(4);
    store.dispatch(overlayActions.noticeShown({ kind: 'warning', code: 'TRIAL_NOT_ALLOWED', message: 'in_need_true_account' }));
    const notice = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(within(notice).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().overlay.notice).toBeNull();
    expect(store.getState().session.token).not.toBeNull();
    expect(requests.filter((r) => r.method?.toUpperCase() === 'DELETE')).toHaveLength(0);
  });

  it('without registration on the site (DIRECTREG3 off) the warning has its one confirm button', async () => {
    const { store } = await loggedIn(4, { DIRECTREG3: false });
    store.dispatch(accessActions.trialWarningRequested());
    const notice = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(within(notice).queryByRole('button', { name: 'Register' })).toBeNull();
    expect(within(notice).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('a real account’s notices offer no Register', async () => {
    const { store } = await loggedIn(0);
    store.dispatch(overlayActions.noticeShown({ kind: 'warning', code: 'TRIAL_NOT_ALLOWED', message: 'no' }));
    const notice = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(within(notice).queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('the trial’s account menu offers Register before Sign out; a member’s does not', async () => {
    const { store } = await loggedIn(4);
    await userEvent.click(screen.getByRole('button', { name: 'Trial 1, Account menu' }));
    const items = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items.slice(-2)).toEqual(['Register', 'Sign out']);
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Register' }));
    await vi.waitFor(() => expect(store.getState().overlay.modal).toBe('register'));
    expect(store.getState().session.token).toBeNull();
  });

  it('a real account’s menu has no Register', async () => {
    await loggedIn(0);
    await userEvent.click(screen.getByRole('button', { name: 'Trial 1, Account menu' }));
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Register' })).toBeNull();
  });
});
