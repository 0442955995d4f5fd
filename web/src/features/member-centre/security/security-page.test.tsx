import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { member, securityInfo } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';

/** A logged-in member whose security centre answers this info, with my account opened. */
async function openMyAccount(info: object) {
  sessionStorage.setItem('token', 'tok-0123456789abcdef');
  const { store } = await renderApp({
    routes: {
      'GET /wps/member/info': ok(member(0)),
      'GET /wps/relay/MCSFE_getPlayerAvatar': ok({ avatarUrl: '/a.svg' }),
      'GET /wps/v2/wallets/balance': ok({ sumBalance: 12.5, balance: [], currency: 'PHP', currencySymbol: '₱' }),
      'GET /wps/member/security': ok(securityInfo(info)),
    },
  });
  await screen.findByRole('button', { name: 'Player 1, Account menu' });
  act(() => {
    store.dispatch(overlayActions.memberCentreOpened('securityCenter'));
  });
  // The centre's chunk loads on its first opening.
  const centre = await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 20_000 });
  return within(centre).findByTestId('bind-email');
}

beforeEach(() => sessionStorage.clear());

describe('my account’s email (contracts/README.md: the address on record)', () => {
  it('shows the registered address as not verified, says resets go there, and offers to verify it', async () => {
    const email = await openMyAccount({ email: 'pl***@example.com', emailBound: false });
    expect(email).toHaveTextContent('pl***@example.com · Not verified yet');
    expect(email).toHaveTextContent('Password resets by email are sent to this address.');
    expect(within(email).getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(email).not.toHaveTextContent('Not bound yet');
  });

  it('says none is bound when there is no address on record', async () => {
    const email = await openMyAccount({ email: '', emailBound: false });
    expect(email).toHaveTextContent('Not bound yet');
    expect(email).not.toHaveTextContent('Password resets');
  });

  it('shows a verified address without the form', async () => {
    const email = await openMyAccount({ email: 'pl***@example.com', emailBound: true });
    expect(email).toHaveTextContent('pl***@example.com · Verified');
    expect(within(email).queryByRole('button', { name: 'Send code' })).toBeNull();
  });
});
