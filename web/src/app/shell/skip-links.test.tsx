import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-http';
import { member } from '../../test/member-fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => sessionStorage.clear());

describe('the skip links (issue 27: a keyboard visitor reaches Login before the menu and the chat)', () => {
  it('are the first Tab stops; Skip to login moves focus to the header’s Login, and Space there opens the login dialog', async () => {
    await renderApp();
    const login = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Login' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to login' });
    expect(skip).toHaveFocus();
    // It comes before the side menu's entries in the page.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(skip.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(login).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('Skip to main content moves focus to the page itself', async () => {
    await renderApp();
    await screen.findByRole('banner');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('offer no Skip to login to a logged-in player', async () => {
    sessionStorage.setItem('token', 'tok-0123456789abcdef');
    await renderApp({ routes: { 'GET /wps/member/info': ok(member(0)) } });
    await screen.findByRole('button', { name: 'Player 1, Account menu' });
    expect(screen.queryByRole('link', { name: 'Skip to login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  });
});
