import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

vi.mock('../features/games/lobby/lobby-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/lobby-page.js');
});

describe('a lazy section that fails on the first load', () => {
  it('shows the chunk failure screen inside the shell', async () => {
    await renderApp({ path: '/rng' });
    expect(await screen.findByRole('heading', { name: 'This page failed to load' })).toBeInTheDocument();
    expect(screen.getByTestId('chunk-error-type')).toHaveTextContent(/^ChunkLoadError: (missing|error)$/);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });
});
