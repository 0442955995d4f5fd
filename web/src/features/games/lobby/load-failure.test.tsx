import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { ErrorInfo } from '../../../shared/http/api-error';
import { testI18n } from '../../../test/test-i18n';
import { LoadFailure } from './load-failure';

async function renderFailure(error: ErrorInfo | null, language: 'EN' | 'CN' = 'EN') {
  const onRetry = vi.fn();
  render(
    <I18nextProvider i18n={await testI18n(language)}>
      <LoadFailure list="games" error={error} onRetry={onRetry} />
    </I18nextProvider>,
  );
  return onRetry;
}

describe('a list that did not load', () => {
  it.each([
    [{ code: 'TIMEOUT', message: 'The request timed out' }, 'The server took too long to answer.'],
    [{ code: 'NETWORK_ERROR', message: 'offline' }, 'Network link is abnormal, please try again'],
    [{ code: 'vendor_under_maintenance', message: 'PG is down' }, "This game's provider is under maintenance."],
    [{ code: 'INJECTED_FAULT', message: 'Fault injected by the scenario', status: 503 }, 'Something went wrong on our side.'],
    [null, 'Something went wrong on our side.'],
  ])('explains %o in our words, never with a raw code', async (error, text) => {
    await renderFailure(error);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded.');
    expect(alert).toHaveTextContent(text);
    if (error) expect(alert).not.toHaveTextContent(error.code);
  });

  it("reads in the player's language and asks again on Try again", async () => {
    const onRetry = await renderFailure({ code: 'TIMEOUT', message: 'The request timed out' }, 'CN');
    expect(screen.getByRole('alert')).toHaveTextContent('游戏加载失败。服务器响应超时。');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
