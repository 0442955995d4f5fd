import { act, cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { member } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';

type World = {
  flags?: Record<string, boolean>;
  isSingle?: 0 | 1;
  promotions?: { REFERRAL: boolean; MISSION: boolean };
  toUpline?: boolean;
  type?: number;
};

/** A logged-in member (a stored token) on a site of these switches, with the member centre opened. */
async function openCentre(world: World = {}) {
  const promotions = world.promotions ?? { REFERRAL: true, MISSION: true };
  sessionStorage.setItem('token', 'tok-0123456789abcdef');
  const { store } = await renderApp({
    flags: { MYWALL: true, AGETRANSFERUP3: true, ...world.flags },
    routes: {
      'GET /wps/member/info': ok({ ...member(world.type ?? 0), toUpline: world.toUpline ?? true }),
      'GET /wps/relay/MCSFE_getPlayerAvatar': ok({ avatarUrl: '/a.svg' }),
      'GET /wps/v2/wallets/balance': ok({ sumBalance: 12.5, balance: [], currency: 'PHP', currencySymbol: '₱' }),
      'GET /wps/relay/GCS_merchantWallet': ok({ isSingle: world.isSingle ?? 0, wallets: [] }),
      'GET /wps/relay/MCS2_getAvailablePromotion': ok({
        content: {
          REFERRAL: { enabled: promotions.REFERRAL, count: 0 },
          MISSION: { enabled: promotions.MISSION, count: 0 },
        },
      }),
      'GET /wps/relay/MCSFE_getMissionSummaryDetails': ok({ list: [], totalPages: 1, claimable: 0 }),
    },
  });
  await screen.findByRole('button', { name: 'Player 1, Account menu' });
  act(() => {
    store.dispatch(overlayActions.memberCentreOpened('transferFund'));
  });
  // The centre's chunk loads on its first opening.
  const centre = await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 20_000 });
  const menu = within(centre).getByRole('navigation', { name: 'Member centre pages' });
  // The gates read the wallet and the available promotions: the menu settles once both are in.
  await within(menu).findByRole('button', { name: 'Manual rebate' });
  return { centre, menu, store };
}

const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\d+$/, '').trim());

beforeEach(() => sessionStorage.clear());

describe('the member centre menu gates (spec 04)', () => {
  it('shows every page on a site with every module on, for an account with an upline', async () => {
    const { menu } = await openCentre();
    await within(menu).findByRole('button', { name: 'Invite friends' });
    expect(entries(menu)).toEqual([
      'My account',
      'Wallet',
      'Deposit',
      'Withdraw',
      'Transfer to upline',
      'Betting record',
      'Account record',
      'Personal profit and loss',
      'Bonus details',
      'Reward centre',
      'Invite friends',
      'Missions',
      'Platform information',
      'Manual rebate',
    ]);
  });

  it('hides the wallet on a single wallet site, and opens the deposit page in its place', async () => {
    const { menu, centre } = await openCentre({ isSingle: 1 });
    await within(centre).findByRole('heading', { name: 'Deposit', level: 3 });
    expect(entries(menu)).not.toContain('Wallet');
    expect(within(menu).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the wallet when the MYWALL module is off', async () => {
    const { menu, centre } = await openCentre({ flags: { MYWALL: false } });
    await within(menu).findByRole('button', { name: 'Invite friends' });
    // The centre's first page, the wallet, is not there: deposit stands in.
    expect(await within(centre).findByRole('heading', { name: 'Deposit', level: 3 })).toBeInTheDocument();
    expect(entries(menu)).not.toContain('Wallet');
    expect(entries(menu)).toContain('Deposit');
  });

  it('hides transfer to upline when AGETRANSFERUP3 is off, for a type 2 account and without an upline', async () => {
    for (const world of [{ flags: { AGETRANSFERUP3: false } }, { type: 2 }, { toUpline: false }]) {
      const { menu } = await openCentre(world);
      await within(menu).findByRole('button', { name: 'Invite friends' });
      expect(entries(menu), JSON.stringify(world)).not.toContain('Transfer to upline');
      expect(entries(menu)).toContain('Wallet');
      cleanup();
    }
  });

  it('hides invite friends and missions when the available promotions say they are off', async () => {
    const { menu } = await openCentre({ promotions: { REFERRAL: false, MISSION: true } });
    await within(menu).findByRole('button', { name: /^Missions/ });
    expect(entries(menu)).not.toContain('Invite friends');
    cleanup();
    const other = await openCentre({ promotions: { REFERRAL: true, MISSION: false } });
    await within(other.menu).findByRole('button', { name: 'Invite friends' });
    expect(entries(other.menu)).not.toContain('Missions');
  });
});
