import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';
import { viewport } from '../../test/viewport';

describe('the header', () => {
  it('shows Login, Register and Free demo when both modules are on', async () => {
    await renderApp();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Free demo' })).toBeInTheDocument();
  });

  it('hides Register without DIRECTREG3 and Free demo without free play', async () => {
    await renderApp({ flags: { DIRECTREG3: false, FREEPLAY3: false } });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Free demo' })).not.toBeInTheDocument();
  });

  // The phone's header hides Free demo for room (header.css, 520 px): the drawer offers it (spec 01, 2.3).
  it('offers Free demo in the menu (the phone drawer) to a visitor, which starts free play', async () => {
    const { store } = await renderApp({
      routes: {
        'POST /wps/session/login/freeplay': ok({
          token: 'tok-0123456789abcdef',
          id: 7,
          userName: 'guest7',
          customerType: 4,
          firstTimeLogin: false,
          passwordExpired: false,
        }),
      },
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const demo = within(menu).getByRole('button', { name: 'Free demo' });
    expect(demo).toHaveClass('side-menu__demo');
    await userEvent.click(demo);
    await vi.waitFor(() => expect(store.getState().session.token).not.toBeNull());
  });

  it('offers no Free demo in the menu without free play', async () => {
    await renderApp({ flags: { FREEPLAY3: false } });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('button', { name: 'Free demo' })).toBeNull();
  });

  // /pointMall, /lottery and /game have no side menu: on a phone the menu button must still open one (spec 01, 2.4).
  describe.each(['/pointMall', '/lottery', '/game?id=1'])('on %s, a layout without the side menu', (path) => {
    it('the menu button opens the drawer it controls, whose Home link leaves the page', async () => {
      const { router, store } = await renderApp({ path });
      const button = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Open menu' });
      const drawer = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(drawer).not.toBeNull();
      expect(drawer).toHaveClass('side-menu--drawer-only');
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(document.querySelector('.shell--drawer-open')).toContainElement(drawer);
      await userEvent.click(within(drawer!).getByRole('link', { name: 'Home' }));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
      await vi.waitFor(() => expect(store.getState().preferences.drawerOpen).toBe(false));
    });

    it('on a phone, the drawer is in the page only while open, and the menu button controls it then', async () => {
      viewport(390);
      await renderApp({ path });
      const button = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Open menu' });
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      expect(button).not.toHaveAttribute('aria-controls');
      await userEvent.click(button);
      const drawer = screen.getByRole('navigation', { name: 'Main menu' });
      expect(drawer).toHaveClass('side-menu--drawer-only');
      expect(button).toHaveAttribute('aria-controls', drawer.id);
      await userEvent.click(button);
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('switches the theme and keeps it under "theme"', async () => {
    await renderApp();
    const toggle = await within(await screen.findByRole('banner')).findByRole('switch', { name: 'Switch to Light theme' });
    await userEvent.click(toggle);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(within(screen.getByRole('banner')).getByRole('switch', { name: 'Switch to Dark theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('starts from the stored theme', async () => {
    localStorage.setItem('theme', 'light');
    await renderApp();
    expect(await within(await screen.findByRole('banner')).findByRole('switch', { name: 'Switch to Dark theme' })).toBeInTheDocument();
  });
});
