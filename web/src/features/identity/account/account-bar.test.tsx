import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { member } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';

/** A logged-in member (a stored token) whose member info answers this club label. */
async function withLabel(clubLabel: ReturnType<typeof member>['clubLabel'] | null) {
  sessionStorage.setItem('token', 'tok-0123456789abcdef');
  const app = await renderApp({
    flags: { MYWALL: true },
    routes: {
      'GET /wps/member/info': ok({ ...member(0), clubLabel }),
      'GET /wps/relay/MCSFE_getPlayerAvatar': ok({ avatarUrl: '/a.svg' }),
      'GET /wps/v2/wallets/balance': ok({ sumBalance: 12.5, balance: [], currency: 'PHP', currencySymbol: '₱' }),
      'GET /wps/relay/GCS_merchantWallet': ok({ isSingle: 0, wallets: [] }),
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Player 1, Account menu' }));
  return { ...app, menu: screen.getByRole('menu') };
}

beforeEach(() => sessionStorage.clear());

describe('the account menu’s member label (spec 02, section 2)', () => {
  it('without a label offers the security centre, which opens my account in the member centre', async () => {
    const { menu, store } = await withLabel(null);
    expect(within(menu).queryByRole('menuitem', { name: 'Gold' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Security centre' }));
    expect(store.getState().overlay).toMatchObject({ modal: 'memberCentre', centrePage: 'securityCenter' });
    // The centre's chunk loads on its first opening.
    const centre = await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 20_000 });
    const pages = within(centre).getByRole('navigation', { name: 'Member centre pages' });
    expect(within(pages).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  });

  it('with a label shows it instead, opening the player rank in my account', async () => {
    const { menu, store } = await withLabel({ labelName: 'Gold', color: '#111', color2: '#f5c451' });
    expect(within(menu).queryByRole('menuitem', { name: 'Security centre' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Gold' }));
    expect(store.getState().overlay).toMatchObject({ modal: 'memberCentre', centrePage: 'securityCenter' });
  });
});

describe('the header’s avatar (MCSFE_getPlayerAvatar)', () => {
  it('shows the image the relay names, and the default avatar when that image fails to load', async () => {
    await withLabel(null);
    await userEvent.keyboard('{Escape}');
    const avatar = screen.getByRole('img', { name: 'Avatar' });
    expect(avatar).toHaveAttribute('src', '/a.svg');
    avatar.dispatchEvent(new Event('error'));
    expect(avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});
