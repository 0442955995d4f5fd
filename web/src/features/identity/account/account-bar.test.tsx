import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptChatLink } from '@portal/contracts';
import { ok, type FakeRoutes } from '../../../test/fake-http';
import { member, securityInfo } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';

/** A logged-in member (a stored token) whose member info answers this club label. */
async function withLabel(
  clubLabel: (ReturnType<typeof member>['clubLabel'] & { type?: string }) | null,
  { flags = {}, routes = {} }: { flags?: Record<string, boolean>; routes?: FakeRoutes } = {},
) {
  sessionStorage.setItem('token', 'tok-0123456789abcdef');
  const app = await renderApp({
    flags: { MYWALL: true, ...flags },
    routes: {
      'GET /wps/member/info': ok({ ...member(0), clubLabel }),
      'GET /wps/relay/MCSFE_getPlayerAvatar': ok({ avatarUrl: '/a.svg' }),
      'GET /wps/v2/wallets/balance': ok({ sumBalance: 12.5, balance: [], currency: 'PHP', currencySymbol: '₱' }),
      'GET /wps/relay/GCS_merchantWallet': ok({ isSingle: 0, wallets: [] }),
      ...routes,
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Player 1, Account menu' }));
  return { ...app, menu: screen.getByRole('menu') };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

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

describe('the club label and the player rank (issue 27: the header said Bronze while the rank card said Silver)', () => {
  it('reads the member info again once the rank is read, so the header names the level the rank card shows', async () => {
    const bronze = { labelName: 'Bronze', color: '#fff', color2: '#a0522d', type: 'RANK' };
    const silver = { labelName: 'Silver', color: '#111', color2: '#c0c0c0', type: 'RANK' };
    let label = bronze;
    const level = (n: number, name: string) => ({
      level: n,
      name,
      validBetRequired: n * 5000 - 5000,
      benefits: { rebatePercent: 0.3, birthdayBonus: 0, withdrawalsPerDay: 3, vipService: false },
    });
    const rank = {
      level: 2,
      name: 'Silver',
      validBet: 6000,
      progress: 10,
      nextLevel: null,
      levels: [level(1, 'Bronze'), level(2, 'Silver')],
    };
    const { menu } = await withLabel(bronze, {
      routes: {
        'GET /wps/member/info': () => ({ body: { success: true, value: { ...member(0), clubLabel: label } } }),
        'GET /wps/member/rank': () => ((label = silver), { body: { success: true, value: rank } }),
        'GET /wps/member/security': ok(securityInfo()),
      },
    });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Bronze' }));
    const card = await screen.findByTestId('player-rank', {}, { timeout: 20_000 });
    expect(card).toHaveTextContent('Silver');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Player 1, Account menu' }));
    expect(await within(screen.getByRole('menu')).findByRole('menuitem', { name: 'Silver' })).toBeInTheDocument();
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

describe('the account menu’s VIP service (spec 04: MEMCLUB3 on, or clubLabel.type SPECIAL)', () => {
  const gold = { labelName: 'Gold', color: '#111', color2: '#f5c451' };

  it('is offered to a member with a SPECIAL label and opens the service window on the link the path list gives', async () => {
    const popup = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const path = await encryptChatLink('https://vip.example/c/1', 'Vip12345');
    const { menu, requests } = await withLabel(
      { ...gold, labelName: 'VIP Special', type: 'SPECIAL' },
      { routes: { 'GET /wps/system/version': ok({ version: { pathList: [{ type: '3', csType: 'VIP', title: 'VIP', path }] } }) } },
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'VIP service' }));
    expect(open).toHaveBeenCalledWith('', 'customer-service', 'width=440,height=750');
    await vi.waitFor(() => expect(popup.location.href).toBe('https://vip.example/c/1'));
    // The path list, asked with the session (customer-service-link.test.ts), is where the backend chose VIP.
    expect(requests.filter((r) => r.url === '/wps/system/version')).toHaveLength(1);
  });

  it('is offered to every member when the VIP club module is on', async () => {
    const { menu } = await withLabel({ ...gold, type: 'RANK' }, { flags: { MEMCLUB3: true } });
    expect(within(menu).getByRole('menuitem', { name: 'VIP service' })).toBeInTheDocument();
  });

  it('is not offered for a rank label with the VIP club off', async () => {
    const { menu } = await withLabel({ ...gold, type: 'RANK' }, { flags: { MEMCLUB3: false } });
    expect(within(menu).queryByRole('menuitem', { name: 'VIP service' })).toBeNull();
  });
});

describe('the header balance (spec 04: totalBalance, currencyPosition)', () => {
  it('shows totalBalance with the symbol after the amount when the position is B', async () => {
    await withLabel(null, {
      routes: {
        'GET /wps/v2/wallets/balance': ok({
          sumBalance: 1800,
          totalBalance: 2000,
          balance: [],
          currency: 'VND',
          currencySymbol: '₫',
          currencyPosition: 'B',
        }),
      },
    });
    expect(screen.getByTestId('balance')).toHaveTextContent(/^2,000\.00\s₫$/);
  });

  it('shows sumBalance with the symbol in front when the backend sends neither field', async () => {
    await withLabel(null);
    expect(screen.getByTestId('balance')).toHaveTextContent('₱12.50');
  });
});

describe('the header when a load of the session fails', () => {
  const routes = {
    'GET /wps/relay/MCSFE_getPlayerAvatar': ok({ avatarUrl: '/a.svg' }),
    'GET /wps/relay/GCS_merchantWallet': ok({ isSingle: 0, wallets: [] }),
  };

  it('says the balance did not load instead of an endless placeholder, and the refresh reads it again', async () => {
    sessionStorage.setItem('token', 'tok-0123456789abcdef');
    let down = true;
    await renderApp({
      routes: {
        ...routes,
        'GET /wps/member/info': ok(member(0)),
        'GET /wps/v2/wallets/balance': () =>
          down
            ? 'network-error'
            : { body: { success: true, value: { sumBalance: 12.5, balance: [], currency: 'PHP', currencySymbol: '₱' } } },
      },
    });
    const failed = await screen.findByRole('status', { name: 'This could not be loaded.' });
    expect(within(screen.getByTestId('balance')).queryByLabelText('Loading…')).toBeNull();
    expect(failed.textContent).toBe('—');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await vi.waitFor(() => expect(screen.getByTestId('balance').textContent).toMatch(/12\.50/));
  });

  it('keeps a player whose member info failed logged in, with the failure and Try again rather than Login', async () => {
    sessionStorage.setItem('token', 'tok-0123456789abcdef');
    let down = true;
    await renderApp({
      routes: {
        ...routes,
        'GET /wps/member/info': () => (down ? 'network-error' : { body: { success: true, value: member(0) } }),
        'GET /wps/v2/wallets/balance': ok({ sumBalance: 12.5, balance: [], currency: 'PHP', currencySymbol: '₱' }),
      },
    });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Network link is abnormal');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    down = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Player 1, Account menu' })).toBeTruthy();
  });
});

describe('the account menu and the keyboard (WAI-ARIA menu button)', () => {
  it('moves into the menu, goes round its entries with the arrows, Home and End, and Escape gives focus back', async () => {
    const { menu } = await withLabel(null);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.length).toBeGreaterThan(2);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(items.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(items.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Player 1, Account menu' })).toHaveFocus();
  });

  // Chromium found it (issue 27's keyboard walk): the arrows stuck on an entry the desktop's stylesheet hides.
  it('passes over the entries a stylesheet hides (Withdraw and Hide balance are the phone’s)', async () => {
    const { menu } = await withLabel(null);
    const items = within(menu).getAllByRole('menuitem');
    const hidden = items[1]!;
    // jsdom has no stylesheets: the browser's answer for an entry that is display: none.
    hidden.checkVisibility = () => false;
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(items[0]).toHaveFocus();
  });
});
