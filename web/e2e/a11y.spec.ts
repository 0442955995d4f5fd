import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, onPhone, sideMenu, test } from './fixtures';
import { accountMenu, loginDialog, loginWith, openLogin } from './identity-helpers';

/** What a settled page shows: a list of games or vendors, a form, or a message card. */
type Settled = 'list' | 'form' | 'message';
const each = (settled: Settled, paths: string[]) => paths.map((path): [string, Settled] => [path, settled]);

/** Every route of the route table (src/app/routes.tsx), with what it shows once settled. */
const routes = [
  ...each('list', ['/', '/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/cockfight', '/inhouse', '/hot', '/elott']),
  ...each('message', ['/promotions', '/promoDetail', '/help', '/down']),
  ...each('form', ['/register', '/login']),
  ...each('message', ['/pointMall', '/lottery', '/game', '/vnlottery', '/seamless', '/helpmc', '/no/such/page']),
];
/**
 * On a phone (the dark theme), one page of each kind and each layout: no component renders differently by width
 * (nothing in src/ reads the viewport), so what a scan at 390 px can find beyond the desktop's comes from the
 * stylesheets' 390 px rules alone: the header and its drawer, the lobbies' grids, the lottery page, the dialogs
 * full screen, the account bar (web/e2e/README.md, "The phone").
 */
const phoneRoutes = ['/', '/rng', '/live', '/promotions', '/register', '/lottery'];
/** The light theme over one page of each kind and each layout: the colours are the theme's, not the page's. */
const lightRoutes = ['/', '/rng', '/down', '/register', '/pointMall', '/game', '/vnlottery', '/helpmc'];
const loggedInRoutes = [
  ...each('list', ['/', '/rng', '/live', '/hot', '/elott']),
  ...each('message', ['/promotions', '/pointMall', '/down']),
];

const groupsOf = <T>(size: number, list: T[]) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Waits on what the page shows, never on time. */
async function settle(page: Page, settled: Settled) {
  const main = page.getByRole('main');
  if (settled === 'form') await expect(main.getByRole('textbox', { name: 'Username' })).toBeVisible();
  else await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  if (settled === 'list') await expect(main.getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The home page greets each visit with its announcements: wait for them, then close them. */
async function closeAnnouncements(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** Runs axe over the WCAG 2.1 A and AA rules; fails on any serious or critical finding, saying what, where and how to fix. */
async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // In the page itself: the portal frames nothing of its own to scan, and a helper page per scan doubles the time.
    .setLegacyMode(true)
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.flatMap((v) => [
    `${v.id} (${v.impact}): ${v.help} ${v.helpUrl}`,
    ...v.nodes.map((n) => `  ${n.target.join(' >> ')}\n    ${(n.failureSummary ?? '').replaceAll('\n', '\n    ')}`),
  ]);
  expect(
    serious.length,
    `axe on ${page.url()} in the ${await page.locator('html').getAttribute('data-theme')} theme:\n${report.join('\n')}`,
  ).toBe(0);
}

/**
 * Switches the theme in the page, as the player does: the visible theme switch (the header's, or the side menu's), or
 * where none can be pressed (a dialog or a menu is open, or the page has no header, such as /helpmc) what the switch's
 * saga does: the stored theme and `html[data-theme]`, which the stylesheets read. Waits until the page wears it.
 */
async function switchTheme(page: Page, theme: 'light' | 'dark') {
  const name = `Switch to ${theme === 'light' ? 'Light' : 'Dark'} theme`;
  const control = page.getByRole('switch', { name }).filter({ visible: true }).first();
  const overlaid = await page.locator('[role="dialog"], [role="menu"]').filter({ visible: true }).count();
  if (!overlaid && (await control.count())) await control.click();
  else
    await page.evaluate((t) => {
      localStorage.setItem('theme', t);
      document.documentElement.dataset.theme = t;
    }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * The dark theme's scan of what the page shows, then (on the desktop, where `light` is true) the light theme's over the
 * same page in the same load, and back to dark: the light theme's colours are the same at every width, so the phone
 * scans the dark theme only. A failure names the page and the theme.
 */
async function expectNoSeriousViolationsInThemes(page: Page, light: boolean) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoSeriousViolations(page);
  if (!light || onPhone()) return;
  await switchTheme(page, 'light');
  await expectNoSeriousViolations(page);
  await switchTheme(page, 'dark');
}

// A scan takes seconds on a busy machine: room for one scan per theme and a login.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  // The announcements are waited for and closed where they show, so every scan sees a known page.
  await page.removeLocatorHandler(page.getByRole('dialog', { name: 'Announcements' }));
  // Every page load starts in the dark theme; the light theme is switched to in the page (switchTheme).
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
});

test.describe('logged out', () => {
  // Routes in groups of six per test: one browser context and a warm cache for each group; a failure names its page
  // and theme. The phone's pages form their own group, the one the phone project runs.
  const onBoth = routes.filter(([path]) => phoneRoutes.includes(path));
  const groups = [
    ...groupsOf(6, onBoth).map((group) => ({ group, tag: '@phone' })),
    ...groupsOf(
      6,
      routes.filter((route) => !onBoth.includes(route)),
    ).map((group) => ({ group, tag: [] })),
  ];
  for (const { group, tag } of groups) {
    const light = group.filter(([path]) => lightRoutes.includes(path)).map(([path]) => path);
    const themes = light.length ? ` (the light theme too on the desktop: ${light.join(' ')})` : '';
    test(`${group.map(([path]) => path).join(' ')} have no serious or critical violations${themes}`, { tag }, async ({ page }) => {
      test.slow();
      for (const [path, settled] of group) {
        await page.goto(path);
        if (path === '/') await closeAnnouncements(page);
        await settle(page, settled);
        await expectNoSeriousViolationsInThemes(page, lightRoutes.includes(path));
      }
    });
  }

  // The dialogs and the menu over one home page in turn (a page load each cost more than their scans).
  // On a phone the menu is a drawer over the page; on a desktop it is always open beside it.
  test(
    'the announcements popup, the login and register dialogs and the open main menu have no serious or critical violations (the light theme too on the desktop)',
    { tag: '@phone' },
    async ({ page }) => {
      test.slow();
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'Announcements' }).getByRole('article').first()).toBeVisible();
      await expectNoSeriousViolationsInThemes(page, true);
      await closeAnnouncements(page);

      await expect((await openLogin(page)).getByRole('textbox', { name: 'Username' })).toBeVisible();
      await expectNoSeriousViolationsInThemes(page, true);
      await page.keyboard.press('Escape');
      await expect(loginDialog(page)).toBeHidden();

      await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('dialog', { name: 'Register' }).getByRole('textbox', { name: 'Username' })).toBeVisible();
      await expectNoSeriousViolationsInThemes(page, true);
      await page.keyboard.press('Escape');
      await expect(loginDialog(page)).toBeHidden();

      await settle(page, 'list');
      await expect((await sideMenu(page)).getByRole('link', { name: 'Home' })).toBeVisible();
      await expectNoSeriousViolationsInThemes(page, true);
    },
  );
});

test.describe('logged in', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await closeAnnouncements(page);
    await loginWith(page, 'player01', 'Lucky2026');
    // A login brings the after-login popups (execution A): closed, as a player would, before the page is read.
    await closeAnnouncements(page);
    await expect(accountMenu(page)).toBeVisible();
  });

  // The header's account bar is what a login changes at 390 px: the home page shows it on a phone, then its menu.
  test(
    'the home page and the account menu have no serious or critical violations (the light theme too on the desktop)',
    { tag: '@phone' },
    async ({ page }) => {
      test.slow();
      await settle(page, 'list');
      await expect(accountMenu(page)).toBeVisible();
      await expectNoSeriousViolationsInThemes(page, true);
      await accountMenu(page).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      await expectNoSeriousViolationsInThemes(page, true);
    },
  );

  // One login, then every other main page in turn (the dark theme): a failure names the page it met.
  test('the other main pages have no serious or critical violations', async ({ page }) => {
    test.slow();
    for (const [path, settled] of loggedInRoutes.filter(([path]) => path !== '/')) {
      await page.goto(path);
      await settle(page, settled);
      await expect(accountMenu(page)).toBeVisible();
      await expectNoSeriousViolationsInThemes(page, false);
    }
  });
});
