import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, sideMenu, test } from './fixtures';
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

// A scan takes seconds on a busy machine: room for one scan and a login.
test.describe.configure({ timeout: 60_000 });

for (const theme of ['dark', 'light'] as const) {
  // On a phone the dark theme is scanned (the phone project runs @phone tests); the light theme's colours are the same at every width.
  const phone = theme === 'dark' ? '@phone' : [];
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // The announcements are waited for and closed where they show, so every scan sees a known page.
      await page.removeLocatorHandler(page.getByRole('dialog', { name: 'Announcements' }));
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    test.describe('logged out', () => {
      // Routes in groups of six per test: one browser context and a warm cache for each group; a failure names its page.
      // The phone's pages form their own group, the one the phone project runs.
      const scanned = routes.filter(([path]) => theme === 'dark' || lightRoutes.includes(path));
      const onBoth = theme === 'dark' ? scanned.filter(([path]) => phoneRoutes.includes(path)) : [];
      const groups = [
        ...groupsOf(6, onBoth).map((group) => ({ group, tag: phone })),
        ...groupsOf(
          6,
          scanned.filter((route) => !onBoth.includes(route)),
        ).map((group) => ({ group, tag: [] })),
      ];
      for (const { group, tag } of groups) {
        test(`${group.map(([path]) => path).join(' ')} have no serious or critical violations`, { tag }, async ({ page }) => {
          test.slow();
          for (const [path, settled] of group) {
            await page.goto(path);
            if (path === '/') await closeAnnouncements(page);
            await settle(page, settled);
            await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
            await expectNoSeriousViolations(page);
          }
        });
      }

      // The dialogs and the menu over one home page in turn (a page load each cost more than their scans).
      // On a phone the menu is a drawer over the page; on a desktop it is always open beside it.
      test(
        'the announcements popup, the login and register dialogs and the open main menu have no serious or critical violations',
        { tag: phone },
        async ({ page }) => {
          test.slow();
          await page.goto('/');
          await expect(page.getByRole('dialog', { name: 'Announcements' }).getByRole('article').first()).toBeVisible();
          await expectNoSeriousViolations(page);
          await closeAnnouncements(page);

          await expect((await openLogin(page)).getByRole('textbox', { name: 'Username' })).toBeVisible();
          await expectNoSeriousViolations(page);
          await page.keyboard.press('Escape');
          await expect(loginDialog(page)).toBeHidden();

          await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
          await expect(page.getByRole('dialog', { name: 'Register' }).getByRole('textbox', { name: 'Username' })).toBeVisible();
          await expectNoSeriousViolations(page);
          await page.keyboard.press('Escape');
          await expect(loginDialog(page)).toBeHidden();

          await settle(page, 'list');
          await expect((await sideMenu(page)).getByRole('link', { name: 'Home' })).toBeVisible();
          await expectNoSeriousViolations(page);
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
      test('the home page and the account menu have no serious or critical violations', { tag: phone }, async ({ page }) => {
        await settle(page, 'list');
        await expect(accountMenu(page)).toBeVisible();
        await expectNoSeriousViolations(page);
        await accountMenu(page).click();
        await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      // One login, then every other main page in turn: a failure names the page it met.
      if (theme === 'dark')
        test('the other main pages have no serious or critical violations', async ({ page }) => {
          test.slow();
          for (const [path, settled] of loggedInRoutes.filter(([path]) => path !== '/')) {
            await page.goto(path);
            await settle(page, settled);
            await expect(accountMenu(page)).toBeVisible();
            await expectNoSeriousViolations(page);
          }
        });
    });
  });
}
