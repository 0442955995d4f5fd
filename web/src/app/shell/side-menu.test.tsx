import { encryptChatLink } from '@portal/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';
import { statusValue } from '../../test/system-fixtures';
import { viewport } from '../../test/viewport';

/** A vendor card of the menu's lanes. */
const card = (vassalage: string, gameType: string) => ({
  vassalage,
  name: vassalage,
  icon: `/${vassalage}.svg`,
  gameType,
  isGame: 'VASSALAGE',
});

describe('the side menu', () => {
  it('switches the language, the visible texts and the stored lang', async () => {
    await renderApp();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'TY');
    expect(await screen.findByRole('button', { name: 'Mag-login' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(document.documentElement.lang).toBe('tl');
  });

  it('keeps the chosen language for the next visit (a reload reads the stored lang)', async () => {
    await renderApp();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'TY');
    expect(await screen.findByRole('heading', { name: 'Laruin ang iyong mga paborito' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('TY');
    cleanup();
    // A reload builds the app anew from what the browser kept: renderApp reads it as bootstrap does (initialPreferences).
    await renderApp();
    expect(await screen.findByRole('button', { name: 'Mag-login' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Laruin ang iyong mga paborito' })).toBeInTheDocument();
  });

  it('remembers the language before the last change as hisLang', async () => {
    localStorage.setItem('lang', 'EN');
    await renderApp({ language: 'EN' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'TY');
    expect(localStorage.getItem('hisLang')).toBe('EN');
  });

  it('has no language picker when one language is supported', async () => {
    await renderApp({ config: { languages: ['EN'], defaultLanguage: 'EN' } });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('opens the customer-service submenu, the help centre entry once the help centre has articles', async () => {
    const help = [
      { categoryId: 1, name: 'Account', articles: [{ articleId: 1, title: 'How do I register?', content: '<p>Tap Register.</p>' }] },
    ];
    await renderApp({ routes: { 'GET /wps/system/helpCenter': ok(help) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
    for (const name of ['Platform messages', 'Announcements']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/helpmc');
    expect(screen.getByRole('button', { name: 'Online customer service' })).toBeInTheDocument();
  });

  it("lists the site's other web services by title or csType label, each opening in the service window", async () => {
    const popup = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const entry = async (csType: string, url: string, title?: string) => ({
      csType,
      path: await encryptChatLink(url, 'Key12345'),
      ...(title && { title }),
    });
    const customerService = [
      await entry('LIVECHAT', 'https://chat.example/1', 'Live chat'),
      await entry('VIP', 'https://vip.example/1', 'VIP desk'),
      await entry('AICAN', 'https://ai.example/1', 'Ask Lucky'),
      await entry('MIDUOKE', 'https://mdk.example/1'),
      await entry('TELEGRAM', 'https://t.me/x', 'Telegram'),
    ];
    const status = statusValue();
    await renderApp({ routes: { 'GET /wps/system/status': ok({ ...status, info: { ...status.info, customerService } }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
    const sub = screen.getByRole('button', { name: 'Online customer service' }).closest('ul')!;
    const names = within(sub)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Online customer service', 'Ask Lucky', 'Online service']);
    await userEvent.click(within(sub).getByRole('button', { name: 'Online service' }));
    expect(open).toHaveBeenCalledWith('', 'customer-service', 'width=440,height=750');
    await waitFor(() => expect(popup.location.href).toBe('https://mdk.example/1'));
    vi.restoreAllMocks();
  });

  it('leaves the help centre out of the submenu when it is empty (spec 04)', async () => {
    const { requests } = await renderApp({ routes: { 'GET /wps/system/helpCenter': ok([]) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
    await waitFor(() => expect(requests.some((r) => r.url?.startsWith('/wps/system/helpCenter'))).toBe(true));
    await screen.findByRole('link', { name: 'Announcements' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Help centre' })).not.toBeInTheDocument());
  });

  it('lists a category only while its lane has vendors: one the scenario emptied is not in the menu', async () => {
    const lanes = [
      { title: 'RNG', gameClassify: 'RNG', cards: [card('PG', 'RNG')] },
      // The fake's emptyCategories: ['FISH'] answers the lane with no cards.
      { title: 'FISH', gameClassify: 'FISH', cards: [] },
      { title: 'LIVE', gameClassify: 'LIVE', cards: [card('EVO', 'LIVE')] },
    ];
    await renderApp({ routes: { 'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes } }) } });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Slots' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Live casino' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Fishing' })).not.toBeInTheDocument();
  });

  it('toggles between full and mini', async () => {
    await renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveClass('side-menu--mini');
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).not.toHaveClass('side-menu--mini');
  });

  it('shows social links from the resources', async () => {
    await renderApp();
    expect(await screen.findByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/lucky');
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  // Issue 27: every category's vendors are headed by 'all' (spec 02, section 2), the lottery's too.
  it("heads the lottery's vendors with All, which opens the lottery page's lobby", async () => {
    const lanes = [
      { title: 'LOTT', gameClassify: 'LOTT', cards: [card('TCG', 'LOTT')] },
      { title: 'LIVE', gameClassify: 'LIVE', cards: [card('EVO', 'LIVE')] },
    ];
    await renderApp({ routes: { 'GET /wps/relay/GCSGAME_newGameVendor': ok({ data: { lanes } }) } });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(await within(menu).findByRole('button', { name: 'Providers of Lottery' }, { timeout: 5_000 }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Providers of Live casino' }));
    const alls = within(menu).getAllByRole('link', { name: 'All' });
    expect(alls.map((a) => a.getAttribute('href'))).toEqual(['/lottery', '/live']);
  });
});

// Issue 28: on a phone the side menu is a drawer nobody sees until it opens; it is rendered only while open.
describe('the side menu on a phone (760 px and narrower)', () => {
  const menuButton = async () => within(await screen.findByRole('banner')).findByRole('button', { name: 'Open menu' });
  const menu = () => screen.queryByRole('navigation', { name: 'Main menu' });

  it('is not in the page while closed; the menu button renders it, Escape and the backdrop remove it', async () => {
    viewport(390);
    const { store } = await renderApp();
    const button = await menuButton();
    expect(menu()).toBeNull();
    expect(document.getElementById('side-menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Pointing at nothing is an error (axe's aria-valid-attr-value): while closed it controls nothing.
    expect(button).not.toHaveAttribute('aria-controls');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu()!.id);
    expect(document.querySelector('.shell--drawer-open')).toContainElement(menu());
    expect(within(menu()!).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(button).not.toHaveAttribute('aria-controls');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menu()).toBeNull();
    expect(store.getState().preferences.drawerOpen).toBe(false);
  });

  it('is beside the page on a desktop, and a window resized across 760 px takes it out and puts it back', async () => {
    const window = viewport(1280);
    await renderApp();
    const button = await menuButton();
    expect(menu()).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-controls', 'side-menu');
    window.resize(760);
    expect(menu()).toBeNull();
    expect(button).not.toHaveAttribute('aria-controls');
    window.resize(761);
    expect(menu()).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-controls', 'side-menu');
  });
});
