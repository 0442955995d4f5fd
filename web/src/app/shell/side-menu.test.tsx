import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the side menu', () => {
  it('switches the language, the visible texts and the stored lang', async () => {
    await renderApp();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'TY');
    expect(await screen.findByRole('button', { name: 'Mag-login' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(document.documentElement.lang).toBe('tl');
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

  it('opens the customer-service submenu', async () => {
    await renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
    for (const name of ['Platform messages', 'Announcements', 'Help centre'])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Online customer service' })).toBeInTheDocument();
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
});
