import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { useEffect, useState } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
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

  it('keeps a working page mounted when the address changes, and starts a failed one over', async () => {
    const i18n = await testI18n();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let mounts = 0;
    function Page() {
      const { pathname } = useLocation();
      const navigate = useNavigate();
      const [typed, setTyped] = useState('');
      useEffect(() => void (mounts += 1), []);
      if (pathname === '/broken') throw new Error('boom');
      return (
        <>
          <input aria-label="Kept" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <button type="button" onClick={() => navigate('/other')}>
            Other
          </button>
          <button type="button" onClick={() => navigate('/broken')}>
            Broken
          </button>
        </>
      );
    }
    function Away() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/again')}>
          Away
        </button>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/']}>
          <Away />
          <RouteErrorBoundary>
            <Page />
          </RouteErrorBoundary>
        </MemoryRouter>
      </I18nextProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Kept' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: 'Kept' })).toHaveValue('abc');
    expect(mounts).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Broken' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Away' }));
    expect(await screen.findByRole('textbox', { name: 'Kept' })).toHaveValue('');
  });
});
