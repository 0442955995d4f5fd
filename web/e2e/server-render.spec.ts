import type { Page } from '@playwright/test';
import { expect, onPhone, sideMenu, test } from './fixtures';

/**
 * The production server's own check (run only with E2E_SERVER=ssr, playwright.config.ts): the first HTML of `/`
 * already holds the banner and the hot games, the app starts after that page has loaded, and the browser hydrates it
 * without a mismatch and without asking again for the lists it came with.
 */
/** Holds React's chunk back, so the server's page is all there is, until the returned function lets it load. */
async function holdReact(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/react-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const hydrationError = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

test('the first HTML of / holds the banner and the hot games; it hydrates with no error', async ({ page, context, baseURL, request }) => {
  const html = await (await request.get('/', { headers: { cookie: 'portal_lang=EN' } })).text();
  expect(html).toContain('id="server-state"');
  expect(html).toMatch(/data-banner-group="w_home"[^]*?<img[^>]+src="\/wps\/static\/banner\//);
  expect(html).toMatch(/id="hot-heading">Hot games<[^]*?data-testid="game-card"/);

  // The player's language is in the cookie as well as in storage: the server renders it and the page is hydrated.
  await context.addCookies([{ name: 'portal_lang', value: 'EN', url: baseURL! }]);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && hydrationError.test(message.text())) errors.push(message.text());
  });
  // The banner the server sent, kept before the scripts run: hydration adopts it, a client render would replace it.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverBanner: Element | null }).serverBanner = document.querySelector('[data-banner-group="w_home"] img');
    }),
  );
  // The announcements open once the page is hydrated (the overlays are never part of the server's page).
  await page.removeLocatorHandler(page.getByRole('dialog', { name: 'Announcements' }));
  const hotCalls: string[] = [];
  page.on('request', (r) => /hotGames/.test(r.url()) && hotCalls.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
  // The app's scripts were fetched after the page had loaded (its banner shown), and the hot games it came with were
  // not asked for again.
  const order = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const react = performance.getEntriesByType('resource').find((e) => /\/assets\/react-/.test(e.name));
    return { loaded: navigation?.loadEventStart ?? Infinity, react: react?.startTime ?? -1 };
  });
  expect(order.react).toBeGreaterThanOrEqual(order.loaded);
  expect(hotCalls).toEqual([]);
  const adopted = await page.evaluate(
    () =>
      (window as unknown as { serverBanner: Element | null }).serverBanner === document.querySelector('[data-banner-group="w_home"] img'),
  );
  expect(adopted).toBe(true);
  expect(errors).toEqual([]);
});

// Issue 28: a phone's first HTML leaves out the closed drawer (the server reads the User-Agent or Sec-CH-UA-Mobile).
test(
  "a phone's first HTML has no side menu, a desktop's has; either hydrates with no error and the menu works",
  { tag: '@phone' },
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'portal_lang', value: 'EN', url: baseURL! }]);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && hydrationError.test(message.text())) errors.push(message.text());
    });
    await page.removeLocatorHandler(page.getByRole('dialog', { name: 'Announcements' }));
    const html = await (await page.goto('/'))!.text();
    expect(html).toContain('id="server-state"');
    expect(html.includes('id="side-menu"')).toBe(!onPhone());
    // The announcements open once the page is hydrated: the menu button works from then on.
    const announcements = page.getByRole('dialog', { name: 'Announcements' });
    await announcements.getByRole('button', { name: 'Close' }).click();
    await expect(announcements).toBeHidden();
    await expect((await sideMenu(page)).getByRole('link', { name: 'Home' })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

// Issue 28: the app starts after the page has painted; a tap on one of its buttons before then is not lost.
test('a tap on Login before the app has started opens the login once it has', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'portal_lang', value: 'EN', url: baseURL! }]);
  await page.removeLocatorHandler(page.getByRole('dialog', { name: 'Announcements' }));
  // React's chunk is held back until the tap is done: the server's page is all there is when the player taps.
  const scripts = await holdReact(page);
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
  await login.click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
  scripts();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

// Issue 28: what lies below a phone's first screen is left out of the first layout, and laid out once the app has
// started (the mark on <html>, styles/base.css "Deferred layout"): from then on the page has its true height.
test('the lanes below the first screen are laid out once the app has started', { tag: '@phone' }, async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'portal_lang', value: 'EN', url: baseURL! }]);
  const scripts = await holdReact(page);
  await page.goto('/');
  const html = page.locator('html');
  const lastLane = page.locator('section[aria-labelledby^="lane-"]').last();
  await expect(lastLane).toHaveCSS('content-visibility', 'auto');
  await expect(html).not.toHaveAttribute('data-laid-out');
  scripts();
  await expect(html).toHaveAttribute('data-laid-out', '');
  await expect(lastLane).toHaveCSS('content-visibility', 'visible');
});
