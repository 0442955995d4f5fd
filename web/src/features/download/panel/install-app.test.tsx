import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteLanguage } from '@portal/contracts';
import { keepInstallOffer } from '../../../shared/pwa/install-prompt';
import { renderApp } from '../../../test/render-app';
import { testI18n } from '../../../test/test-i18n';
import { InstallApp, isIosBrowser } from './install-app';

/** Where the browser's events arrive in these tests (the app listens on window from main.tsx). */
const browser = new EventTarget();
beforeAll(() => keepInstallOffer(browser as unknown as Window));
afterEach(() => act(() => void browser.dispatchEvent(new Event('appinstalled'))));

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void browser.dispatchEvent(event));
  return event;
}

const chromeOnAndroid = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0 Mobile',
  platform: 'Linux armv8l',
  maxTouchPoints: 5,
};
const iPhone = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
  platform: 'iPhone',
  maxTouchPoints: 5,
};
const iPadAsMac = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.5 Safari/605.1.15',
  platform: 'MacIntel',
  maxTouchPoints: 5,
};
const mac = { ...iPadAsMac, maxTouchPoints: 0 };

async function renderInstall(device: Parameters<typeof InstallApp>[0]['device'], language: SiteLanguage = 'EN') {
  const i18n = await testI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <InstallApp device={device} />
    </I18nextProvider>,
  );
}

describe('Install the app', () => {
  it('shows nothing while the browser offers no installation', async () => {
    const { container } = await renderInstall(chromeOnAndroid);
    expect(container).toBeEmptyDOMElement();
  });

  it("appears when the browser offers it, shows the browser's dialog once, and goes", async () => {
    await renderInstall(chromeOnAndroid);
    const event = offerInstall();
    // The browser's own mini-infobar is held back: the button is where the offer is made.
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('goes once the app is installed another way (the browser menu)', async () => {
    await renderInstall(chromeOnAndroid);
    offerInstall();
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeVisible();
    act(() => void browser.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('tells an iPhone or iPad how, since Safari never offers', async () => {
    await renderInstall(iPhone);
    expect(screen.getByText('On iPhone or iPad: tap Share, then Add to Home Screen.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('knows an iPad that asks as a Mac, and says nothing once opened from the home screen or on a Mac', () => {
    expect(isIosBrowser(iPhone)).toBe(true);
    expect(isIosBrowser(iPadAsMac)).toBe(true);
    expect(isIosBrowser({ ...iPhone, standalone: true })).toBe(false);
    expect(isIosBrowser(mac)).toBe(false);
    expect(isIosBrowser(chromeOnAndroid)).toBe(false);
  });

  it("speaks the player's language", async () => {
    await renderInstall(chromeOnAndroid, 'TY');
    offerInstall();
    expect(screen.getByRole('button', { name: 'I-install ang app' })).toBeVisible();
  });

  it('sits on the download page, under the Android and iOS tabs', async () => {
    await renderApp({ path: '/down' });
    await screen.findByRole('heading', { name: 'App download' }, { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: 'Android' })).toBeVisible();
    offerInstall();
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeVisible();
  });
});
