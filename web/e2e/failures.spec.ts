import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** QA's fault: every call to these relays answers 503 until the scenario's faults are lifted. */
const failing = (...relays: string[]) => ({ faults: relays.map((name) => ({ route: `/wps/relay/${name}`, status: 503, rate: 1 })) });
const lifted = { faults: [] };
const failure = (page: Page, what: string) => page.getByRole('alert').filter({ hasText: what });
const fallbackNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'so all games are shown' });

test('a failing game list on /rng says so instead of 0 games, and Try again lists them once the fault is lifted', async ({
  page,
  admin,
}) => {
  await admin.patch(failing('GCSGAME_gameList'));
  await page.goto('/rng');
  const alert = failure(page, 'The games could not be loaded.');
  // A code without our own words reads as the server's message (shared/i18n/use-error-text).
  await expect(alert).toContainText('Fault injected by the scenario');
  await expect(page.getByText(/^\d+ games?$/)).toHaveCount(0);
  await expect(page.getByTestId('game-card')).toHaveCount(0);
  await admin.patch(lifted);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('10000 games')).toBeVisible();
  await expect(page.getByTestId('game-card')).toHaveCount(42);
  await expect(alert).toHaveCount(0);
});

test.describe('in Tagalog', () => {
  test.use({ lang: 'TY' });
  test("a failing game list reads in the player's language", async ({ page, admin }) => {
    await admin.patch(failing('GCSGAME_gameList'));
    await page.goto('/rng');
    await expect(failure(page, 'Hindi ma-load ang mga laro.').getByRole('button', { name: 'Subukan muli' })).toBeVisible();
  });
});

test('failing hot games on home and /hot say so, and Try again shows them once the fault is lifted', async ({ page, admin }) => {
  await admin.patch(failing('GCSGAME_hotGamesV2'));
  await page.goto('/');
  const hot = page.getByRole('region', { name: 'Hot games' });
  await expect(hot.getByRole('alert')).toContainText('The hot games could not be loaded.');
  await page.goto('/hot');
  const alert = failure(page, 'The hot games could not be loaded.');
  await expect(alert).toBeVisible();
  await admin.patch(lifted);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('failing vendors on home and a category lobby say so, and Try again shows them once the fault is lifted', async ({ page, admin }) => {
  await admin.patch(failing('GCSGAME_newGameVendor'));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Game categories' }).getByRole('alert')).toContainText(
    'The game providers could not be loaded.',
  );
  await page.goto('/live');
  const alert = failure(page, 'The game providers could not be loaded.');
  await expect(alert).toBeVisible();
  await expect(page.getByText('No games here yet.')).toHaveCount(0);
  await admin.patch(lifted);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.vendor-grid li').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("a fishing vendor's failing games say so in its popup, and Try again lists them", async ({ page, admin }) => {
  await page.goto('/fish');
  await expect(page.locator('.vendor-grid li').first()).toBeVisible();
  await admin.patch(failing('GCSGAME_gameList'));
  await page.locator('.vendor-grid li button').first().click();
  const popup = page.getByRole('dialog');
  const alert = popup.getByRole('alert');
  await expect(alert).toContainText("This provider's games could not be loaded.");
  await admin.patch(lifted);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(popup.getByRole('listitem').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a vendor link naming nothing falls back to All with a notice, is replaced, and a later /rng is normal', async ({ page }) => {
  await page.goto('/');
  await page.goto('/rng?vassalage=NOPE');
  await expect(fallbackNotice(page)).toHaveText('There is no provider “NOPE”, so all games are shown.');
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('10000 games')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/rng');
  await expect(page.getByText('10000 games')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('game-card')).toHaveCount(42);
  await expect(fallbackNotice(page)).toHaveCount(0);
});

test('a page link naming no tab falls back to All with a notice', async ({ page }) => {
  await page.goto('/rng?page=99');
  await expect(fallbackNotice(page)).toHaveText('There is no tab “99”, so all games are shown.');
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByText('10000 games')).toBeVisible();
});

test('a search that matches nothing says what was searched', async ({ page }) => {
  await page.goto('/rng');
  await expect(page.getByText('10000 games')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('xyzzy');
  await expect(page.getByText('No games match “xyzzy”.')).toBeVisible();
  await expect(page.getByText('0 games')).toBeVisible();
  await expect(page.getByText('No games here yet.')).toHaveCount(0);
});
