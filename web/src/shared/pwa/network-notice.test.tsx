import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteLanguage } from '@portal/contracts';
import { testI18n } from '../../test/test-i18n';
import { BACK_ONLINE_MS, NetworkNotice } from './network-notice';

async function renderNotice(language: SiteLanguage = 'EN') {
  const i18n = await testI18n(language);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <NetworkNotice />
    </I18nextProvider>,
  );
  const region = container.querySelector('[aria-live]')!;
  return { region };
}
const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('the network notice', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is an empty polite live region while the device is online', async () => {
    const { region } = await renderNotice();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it(`says the device is offline, then back online for ${BACK_ONLINE_MS / 1000} s, in the same region`, async () => {
    const { region } = await renderNotice();
    vi.useFakeTimers();
    goOffline();
    expect(region).toHaveTextContent('You are offline. Some things will not work until the connection is back.');
    goOnline();
    expect(region).toHaveTextContent('You are back online.');
    act(() => vi.advanceTimersByTime(BACK_ONLINE_MS - 100));
    expect(region).toHaveTextContent('You are back online.');
    act(() => vi.advanceTimersByTime(200));
    expect(region).toBeEmptyDOMElement();
  });

  it('keeps saying offline when the connection drops again before "back online" went', async () => {
    const { region } = await renderNotice();
    vi.useFakeTimers();
    goOffline();
    goOnline();
    goOffline();
    act(() => vi.advanceTimersByTime(BACK_ONLINE_MS * 2));
    expect(region).toHaveTextContent('You are offline.');
  });

  it("says so at once on a page opened offline, in the player's language", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { region } = await renderNotice('TY');
    expect(region).toHaveTextContent("Offline ka. May mga hindi gagana hangga't hindi bumabalik ang koneksyon.");
  });
});
