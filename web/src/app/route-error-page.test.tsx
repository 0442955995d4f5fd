import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '../test/test-i18n';
import { ChunkLoadError } from './lazy-section';
import { RouteErrorBoundary } from './route-error-page';

function Failing({ error }: { error: unknown }): never {
  throw error;
}

async function renderFailing(error: unknown, reload = vi.fn()) {
  const i18n = await testI18n();
  // React reports what a boundary caught on the console; the page is what this test reads.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <RouteErrorBoundary reload={reload}>
          <Failing error={error} />
        </RouteErrorBoundary>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return reload;
}

describe('the route error page', () => {
  it('offers a retry when a chunk failed to load', async () => {
    const reload = await renderFailing(new ChunkLoadError('timeout', 'egame'));
    expect(await screen.findByRole('heading', { name: 'This page failed to load' })).toBeInTheDocument();
    expect(screen.getByTestId('chunk-error-type')).toHaveTextContent('ChunkLoadError: timeout');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers the way home for any other failure', async () => {
    await renderFailing(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
