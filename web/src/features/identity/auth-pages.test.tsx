import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the login and registration pages', () => {
  it.each([
    ['/register', 'Register'],
    ['/login', 'Login'],
  ])('%s is headed by its name (one h1 for screen readers)', async (path, name) => {
    await renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
