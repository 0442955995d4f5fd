import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/test-i18n';
import { idleRemote, type Remote } from './remote';
import { RemoteView } from './remote-view';

async function show(remote: Remote<unknown>, retry = vi.fn()) {
  render(
    <I18nextProvider i18n={await testI18n()}>
      <RemoteView remote={remote} retry={retry}>
        <p>the rows</p>
      </RemoteView>
    </I18nextProvider>,
  );
  return retry;
}

const failed = (loaded: boolean): Remote<unknown> => ({
  ...idleRemote(null),
  status: 'failed',
  loaded,
  error: { code: 'NETWORK_ERROR', message: 'raw' },
});

describe('the status view of a data view', () => {
  it('says Loading until the value is first read', async () => {
    await show({ ...idleRemote(null), status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('the rows')).toBeNull();
  });

  it('keeps the view while it refreshes', async () => {
    await show({ ...idleRemote(null), status: 'refreshing', loaded: true });
    expect(screen.getByText('the rows')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('words a failure from its code and offers Try again', async () => {
    const retry = await show(failed(false));
    expect(screen.getByRole('alert').textContent).toContain('This could not be loaded. Network link is abnormal, please try again');
    expect(screen.queryByText('the rows')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows a failed refresh above the value it keeps', async () => {
    await show(failed(true));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText('the rows')).toBeTruthy();
  });
});
