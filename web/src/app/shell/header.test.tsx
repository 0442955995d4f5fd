import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the header', () => {
  it('shows Login, Register and Free demo when both modules are on', async () => {
    await renderApp();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Free demo' })).toBeInTheDocument();
  });

  it('hides Register without DIRECTREG3 and Free demo without free play', async () => {
    await renderApp({ flags: { DIRECTREG3: false, FREEPLAY3: false } });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Free demo' })).not.toBeInTheDocument();
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
