import type { Page } from '@playwright/test';
import { expect, onPhone, sideMenu, test, visit } from './fixtures';
import { accountMenu, loginDialog, loginWith } from './identity-helpers';

/** The theme switch sits in the header on a desktop and in the drawer on a phone. */
const sideMenuOnPhone = async (page: Page) => (onPhone() ? sideMenu(page) : page.getByRole('banner'));

test('home renders the shell: header, side menu, banner, content and footer', { tag: ['@phone', '@smoke'] }, async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();
  // On a phone Free demo waits in the login dialog; the menu is a drawer.
  if (!onPhone()) await expect(header.getByRole('button', { name: 'Free demo' })).toBeVisible();
  await expect((await sideMenu(page)).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.locator('[data-banner-group="w_home"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Play your favourites' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'About us' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Affiliate service' })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Responsibility' })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('another world stays normal while this one is in maintenance', async ({ page, admin, browser, baseURL }) => {
  await admin.patch({ systemStatus: 1 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
  const other = await browser.newContext();
  await other.addCookies([{ name: 'mock_world', value: `other-${Date.now()}`, url: baseURL! }]);
  await other.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const otherPage = await other.newPage();
  await otherPage.goto(`${baseURL}/`);
  await expect(otherPage.getByRole('heading', { name: 'Play your favourites' })).toBeVisible();
  await other.close();
});

test('the theme switch persists across a reload', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await (await sideMenuOnPhone(page)).getByRole('switch', { name: 'Switch to Light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect((await sideMenuOnPhone(page)).getByRole('switch', { name: 'Switch to Dark theme' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('a lazy section whose chunk fails to load offers a retry that recovers', async ({ page }) => {
  await page.route('**/assets/lobby-page-*.js', (route) => route.abort());
  await page.goto('/rng');
  await expect(page.getByRole('heading', { name: 'This page failed to load' })).toBeVisible();
  await expect(page.getByTestId('chunk-error-type')).toHaveText('ChunkLoadError: missing');
  await page.unroute('**/assets/lobby-page-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
});

test('the QA console switches this browser world into maintenance (and fits a phone)', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/__admin');
  await expect(page.getByRole('heading', { name: 'QA console' })).toBeVisible();
  // Measured once the console has filled itself from the scenario (its flags, faults and pass-through).
  await expect(page.locator('#scenario')).toContainText('"passThrough"');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.getByRole('button', { name: '1 · maintenance' }).click();
  await expect(page.getByRole('status')).toHaveText('Applied {"systemStatus":1}');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
  await page.goto('/__admin');
  await page.getByRole('button', { name: 'Reset world' }).click();
  await expect(page.getByRole('status')).toHaveText('World reset');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Play your favourites', level: 1 })).toBeVisible();
});

test('Contact Us opens the decrypted live-chat link in a 440x500 popup', async ({ page, admin, context }) => {
  await context.route(/^https:\/\/chat\./, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Live chat</title><p>Live chat</p>' }),
  );
  await admin.patch({ systemStatus: 2 });
  await page.goto('/');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Contact Us' }).click()]);
  await expect(popup).toHaveURL(/^https:\/\/chat\.[a-z]+\.example\/c\/[A-Za-z0-9]+$/);
  await expect(popup).toHaveTitle('Live chat');
});

test('nothing scrolls sideways and every header control is reachable, logged out and in', { tag: '@phone' }, async ({ page }) => {
  test.slow(); // eleven pages and a login
  const noSideScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  for (const path of ['/', '/rng', '/live', '/pointMall', '/down', '/register', '/no-such-page']) {
    await visit(page, path);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeInViewport();
    await noSideScroll();
  }
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(accountMenu(page)).toBeVisible();
  for (const path of ['/', '/rng', '/pointMall', '/down']) {
    await visit(page, path);
    await expect(page.getByTestId('balance')).toHaveText(/₱[\d,]+\.\d\d/);
    for (const control of [
      page.getByRole('button', { name: 'Deposit' }),
      accountMenu(page),
      page.getByRole('button', { name: 'Refresh balance' }),
    ])
      await expect(control).toBeInViewport();
    await noSideScroll();
  }
  // Withdraw and hiding the balance: in the header on a desktop, in the account menu on a phone.
  if (onPhone()) {
    await accountMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Withdraw' })).toBeInViewport();
    await page.getByRole('menuitem', { name: 'Hide balance' }).click();
  } else {
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeInViewport();
    await page.getByRole('button', { name: 'Hide balance' }).click();
  }
  await expect(page.getByTestId('balance')).toHaveText('****');
});

test(
  'the points mall and the lottery page have the menu on a phone; a visitor finds Free demo in it; the chat button covers no page end',
  { tag: '@phone' },
  async ({ page }) => {
    for (const path of ['/pointMall', '/lottery']) {
      await page.goto(path);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      if (!onPhone()) {
        // A desktop layout without the side menu keeps it as the phone's drawer only.
        await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
        await expect(menu).toBeHidden();
        continue;
      }
      if (path === '/lottery') {
        // The lottery's lobby asks a visitor to log in as it opens; the visitor declines and leaves by the menu.
        await expect(loginDialog(page)).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(loginDialog(page)).toBeHidden();
      }
      await sideMenu(page);
      await expect(menu.getByRole('button', { name: 'Free demo' })).toBeVisible();
      await menu.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(menu).toBeHidden();
    }
    // Scrolled to the end of a page, the floating chat button sits below its last line (a phone has no margin beside it).
    if (!onPhone()) return;
    await page.goto('/promotions');
    const chat = page.getByRole('button', { name: /^Chat with customer service/ });
    await expect(chat).toBeVisible();
    const footer = page.getByRole('contentinfo');
    // The footer's provider logos fill in as it shows: scrolled to the end again until the end stays put.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [f, c] = await Promise.all([footer.boundingBox(), chat.boundingBox()]);
        return f && c ? c.y - (f.y + f.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  },
);

test(
  'the menu holds the language picker, the app download (its dialog) and the providers, and closes on navigation',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    let menu = await sideMenu(page);
    await expect(menu.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await test.step('the app download opens its dialog', async () => {
      await menu.getByRole('button', { name: 'App download' }).click();
      const dialog = page.getByRole('dialog', { name: 'App download' });
      await expect(dialog.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('img', { name: 'Android app QR code' })).toBeVisible();
      await expect(dialog.getByText('Step 4')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
    menu = await sideMenu(page);
    await menu.getByRole('button', { name: 'Providers of Slots' }).click();
    await menu.getByRole('button', { name: 'PG Soft' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG/);
    if (onPhone()) {
      await expect(menu).toBeHidden();
      await sideMenu(page);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
  },
);

test("the QA console moves this world's clock forward and back to real time", async ({ page, admin }) => {
  await page.goto('/__admin');
  await expect(page.locator('#clock')).toContainText('(real time)');
  await page.getByRole('button', { name: '+1 day' }).click();
  await expect(page.locator('#clock')).toContainText('(real time +1440 min)');
  expect((await admin.get('/__admin/clock')).offsetMs).toBe(86_400_000);
  await page.getByRole('button', { name: 'Real time' }).click();
  await expect(page.locator('#clock')).toContainText('(real time)');
});

test('the QA console shows, live, what this browser sent', async ({ page, context }) => {
  const console = await context.newPage();
  await console.goto('/__admin');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Play your favourites', level: 1 })).toBeVisible();
  const rows = console.getByRole('table', { name: 'Requests' }).getByRole('row');
  await expect(rows.filter({ hasText: '/wps/system/status' })).not.toHaveCount(0);
  await console.getByRole('textbox', { name: 'Path contains' }).fill('notice');
  await expect(rows.filter({ hasText: '/wps/system/status' })).toHaveCount(0);
  await expect(rows.filter({ hasText: '/wps/home/notice' }).first()).toBeVisible();
});

test('the QA console passes routes through to the real backend, and says where they go', async ({ page, context, admin }) => {
  const console = await context.newPage();
  await console.goto('/__admin');
  // The end-to-end fake runs without BACKEND_URL, so a forwarded call answers 502 and the console says why.
  await expect(console.locator('#backend')).toContainText('started without BACKEND_URL');
  // The console fills its fields from the scenario once that has loaded: typing before would be overwritten
  // (a stability run's second pass, under load, applied an empty list).
  await expect(console.locator('#scenario')).toContainText('"passThrough"');
  await console.getByRole('textbox', { name: 'Pass-through routes' }).fill('/wps/home/notice\n');
  await console.getByRole('button', { name: 'Apply pass-through' }).click();
  await expect(console.getByRole('status')).toContainText('Applied');
  expect((await admin.get('/__admin/scenario')).passThrough).toEqual(['/wps/home/notice']);
  await page.goto('/');
  const notice = console.getByRole('table', { name: 'Requests' }).getByRole('row').filter({ hasText: '/wps/home/notice' });
  await expect(notice.first()).toContainText('502');
});
