import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, onPhone, sideMenu, test } from './fixtures';
import { accountMenu, loginDialog, loginWith, openLogin } from './identity-helpers';

/** What a settled page shows: a list of games or vendors, a form, or a message card. */
type Settled = 'list' | 'form' | 'message';
const each = (settled: Settled, paths: string[]) => paths.map((path): [string, Settled] => [path, settled]);

/**
 * Every route of the route table (src/app/routes.tsx), with what it shows once settled, in the groups the tests walk:
 * the first page of a group is loaded, the others are reached inside the app (goInside). No two neighbours share a
 * tab title, which is how a walk knows the next page has arrived.
 */
const routeGroups: [string, Settled][][] = [
  [
    ...each('list', ['/', '/rng', '/live']),
    ...each('message', ['/promotions']),
    ...each('form', ['/register']),
    ...each('message', ['/lottery']),
  ],
  [
    ...each('list', ['/fish', '/pvp', '/sports', '/esports', '/cockfight', '/inhouse', '/hot', '/elott']),
    ...each('message', ['/promoDetail']),
  ],
  [
    ...each('message', ['/help', '/down']),
    ...each('form', ['/login']),
    ...each('message', ['/pointMall', '/game', '/vnlottery', '/seamless', '/helpmc', '/no/such/page']),
  ],
];
/**
 * On a phone (the dark theme), one page of each kind and each layout: no component renders differently by width
 * but the side menu (a phone renders it only while its drawer is open, shared/ui/use-phone-layout.ts), so what a scan
 * at 390 px can find beyond the desktop's comes from that and the stylesheets' 390 px rules: the header and its drawer, the lobbies' grids, the lottery page, the dialogs
 * full screen, the account bar (web/e2e/README.md, "The phone").
 */
const phoneRoutes = ['/', '/rng', '/live', '/promotions', '/register', '/lottery'];
/** The light theme over one page of each kind and each layout: the colours are the theme's, not the page's. */
const lightRoutes = ['/', '/rng', '/down', '/register', '/pointMall', '/game', '/vnlottery', '/helpmc'];
/** Logged in, after the home page: the main pages and the inbox (the help centre's messages tab). */
const loggedInRoutes = [
  ...each('list', ['/rng', '/live', '/hot', '/elott']),
  ...each('message', ['/promotions', '/pointMall', '/down', '/helpmc?tab=messages']),
];

/**
 * Goes to a path inside the app as its links do, without loading the page again (a load costs about 2 CPU-seconds):
 * the history's pushState, then the popstate the router listens to. Waits until the tab's title has changed (the
 * router has shown the new route), so the page's settling is not read on the page before.
 */
async function goInside(page: Page, path: string) {
  const before = await page.title();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page, `going inside the app to ${path}`).not.toHaveTitle(before);
}

/** Opens a centre from the account menu, as a player does. */
async function openCentre(page: Page, name: 'Member centre' | 'Agent centre') {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name }).click();
  const centre = page.getByRole('dialog', { name });
  await expect(centre).toBeVisible();
  return centre;
}

/**
 * Walks a centre's pages from its menu: each one current, then settled (nothing loading), then scanned. An entry
 * that leads out of the centre (Messages opens the help centre's inbox, scanned with the main pages) is passed
 * over, and the centre opened again for the next one.
 */
async function scanCentrePages(page: Page, name: 'Member centre' | 'Agent centre', pages: 'all' | 'first') {
  const homeTitle = await page.title();
  let centre = await openCentre(page, name);
  const entries = centre.getByRole('navigation').getByRole('button');
  await expect(entries.first()).toBeVisible();
  const count = pages === 'all' ? await entries.count() : 1;
  // The centre is a dialog over the page it was opened on: an entry that leads out changes the page's path.
  const home = new URL(page.url()).pathname;
  const leftHome = () => new URL(page.url()).pathname !== home;
  for (let i = 0; i < count; i++) {
    if (leftHome()) {
      // Back home inside the app: the page the entry led to may have no header (the help centre).
      await goInside(page, home);
      centre = await openCentre(page, name);
    }
    const entry = entries.nth(i);
    if ((await entry.getAttribute('aria-current')) !== 'page') await entry.click();
    await expect(async () => {
      if (!leftHome()) await expect(entry).toHaveAttribute('aria-current', 'page', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    if (leftHome()) {
      // The centre closes, then the path changes, then the page it led to shows (its title).
      await expect(page).not.toHaveTitle(homeTitle);
      continue;
    }
    await expect(centre).toBeVisible();
    await expect(centre.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(centre.getByRole('status').filter({ hasText: /^Loading…$/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
}

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
  // Routes in three groups, one test and one page load each, the rest reached inside the app (goInside); a failure
  // names its page and theme. The phone's pages form their own group, the one the phone project runs.
  for (const group of routeGroups) {
    const tag = group.every(([path]) => phoneRoutes.includes(path)) ? '@phone' : [];
    const light = group.filter(([path]) => lightRoutes.includes(path)).map(([path]) => path);
    const themes = light.length ? ` (the light theme too on the desktop: ${light.join(' ')})` : '';
    test(`${group.map(([path]) => path).join(' ')} have no serious or critical violations${themes}`, { tag }, async ({ page }) => {
      test.slow();
      for (const [index, [path, settled]] of group.entries()) {
        if (index === 0) await page.goto(path);
        else await goInside(page, path);
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
      await page.keyboard.press('Escape');

      // The chat window open over the page (full screen on a phone).
      const chat = page.getByRole('button', { name: /^Chat with customer service/ });
      await chat.click();
      await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeHidden();

      // The member centre's first page (a dialog, full screen on a phone); the desktop walks every page below.
      await scanCentrePages(page, 'Member centre', 'first');
    },
  );

  // One login, then every other main page and the inbox, reached inside the app (the dark theme): a failure names
  // the page it met.
  test('the other main pages and the inbox have no serious or critical violations', async ({ page }) => {
    test.slow();
    for (const [path, settled] of loggedInRoutes) {
      await goInside(page, path);
      await settle(page, settled);
      // The help centre has no header.
      if (!path.startsWith('/helpmc')) await expect(accountMenu(page)).toBeVisible();
      await expectNoSeriousViolationsInThemes(page, false);
    }
  });

  test('every page of the member centre has no serious or critical violations', async ({ page }) => {
    test.slow();
    await scanCentrePages(page, 'Member centre', 'all');
  });
});

test.describe('logged in as an agent', () => {
  // Every page of the agent centre on the desktop; its first page on a phone, where the centre fills the screen.
  test('the agent centre has no serious or critical violations', { tag: '@phone' }, async ({ page }) => {
    test.slow();
    await page.goto('/');
    await closeAnnouncements(page);
    await loginWith(page, 'agent01', 'Agent2026');
    await expect(accountMenu(page)).toBeVisible();
    await closeAnnouncements(page);
    await scanCentrePages(page, 'Agent centre', onPhone() ? 'first' : 'all');
  });
});
