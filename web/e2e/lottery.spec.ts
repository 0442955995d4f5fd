import type { Page } from '@playwright/test';
import { expect, sideMenu, test, visit } from './fixtures';
import { accountMenu, loginDialog, loginWith } from './identity-helpers';

/** The home page's lottery lanes load as the player scrolls down to them. */
async function popularLane(page: Page) {
  await page.getByTestId('home-lottery').scrollIntoViewIfNeeded();
  const lane = page.getByRole('region', { name: 'Popular lotteries' });
  await expect(lane).toBeVisible();
  await lane.scrollIntoViewIfNeeded();
  return lane;
}

test('a visitor who clicks a lottery is asked to log in', async ({ page }) => {
  await page.goto('/elott');
  await page.getByRole('button', { name: 'Keno 1 Minute' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/elott$/);
  await loginDialog(page).getByRole('button', { name: 'Close' }).click();
  await visit(page, '/');
  const lane = await popularLane(page);
  await lane.getByRole('button', { name: /^Keno 1 Minute/ }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test(
  'a player opens the lottery from the home lane, bets in the lobby and sees the draw settle',
  { tag: ['@phone', '@smoke'] },
  async ({ page, admin }) => {
    await page.goto('/');
    await loginWith(page, 'player01', 'Lucky2026');
    await expect(accountMenu(page)).toBeVisible();
    const lane = await popularLane(page);
    await expect(lane.getByTestId('popular-countdown').first()).toHaveText(/Draw in \d\d:\d\d:\d\d/);
    await lane.getByRole('link', { name: 'All lotteries' }).click();
    await expect(page).toHaveURL(/\/lottery$/);

    const menu = page.getByRole('navigation', { name: 'Lotteries' });
    await menu.getByRole('searchbox', { name: 'Search lotteries' }).fill('keno');
    await expect(menu.getByRole('link', { name: 'Fast 3' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Keno 1 Minute' }).click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=GPI_1&playType=STANDARD/);

    const lobby = page.frameLocator('iframe[title="Lottery game"]');
    await expect(lobby.getByRole('heading', { name: 'Keno 1 Minute' })).toBeVisible();
    const balance = lobby.getByTestId('lobby-balance');
    await expect(balance).toHaveText(/^\d+\.\d\d$/);
    const before = Number(await balance.textContent());
    // Betting closes in the last seconds before a draw: the button says when it opens again.
    const place = lobby.getByRole('button', { name: 'Place bet' });
    await expect(place).toBeEnabled({ timeout: 15_000 });
    await place.click();
    await expect(lobby.getByRole('status')).toContainText('Bet placed on draw');
    await expect(balance).toHaveText((before - 10).toFixed(2));
    const bet = lobby.getByRole('table', { name: 'My bets' }).locator('tbody tr').first();
    await expect(bet).toHaveAttribute('data-status', 'PENDING');

    await admin.advanceClock('5m');
    await expect(bet).toHaveAttribute('data-status', /^(WON|LOST)$/, { timeout: 15_000 });
    await expect(bet).toContainText(/Won|Lost/);
    const status = await bet.getAttribute('data-status');
    if (status === 'WON') await expect(balance).not.toHaveText((before - 10).toFixed(2));
    else await expect(balance).toHaveText((before - 10).toFixed(2));
    expect(Number(await balance.textContent())).not.toBe(before);
  },
);

test('/vnlottery hides its bars until the menu toggle shows them, and hides them again', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/vnlottery?gameCode=TCG_LOTTO_VN_2');
  await expect(page.getByRole('heading', { name: 'Vietnam lottery', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Central Lottery' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('vn-countdown')).toHaveText(/\d\d:\d\d:\d\d/);
  await expect(page.getByTestId('vn-past-draws').locator('tbody tr')).toHaveCount(7);

  await page.getByRole('button', { name: 'Show the menus' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  const nav = await sideMenu(page);
  await nav.getByRole('button', { name: 'Hide the menus' }).click();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show the menus' })).toBeVisible();
});

test('a home lottery card goes where its provider plays: TCG_SEA in its own window, a Vietnamese one to /vnlottery with its code', async ({
  page,
}) => {
  await page.goto('/');
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(accountMenu(page)).toBeVisible();
  const lotteries = page.getByRole('region', { name: 'Lottery', exact: true });

  await test.step('a TCG_SEA lottery opens in its own provider window', async () => {
    const popup = page.waitForEvent('popup');
    await lotteries.getByRole('button', { name: 'SEA Lotto 1' }).click();
    const window = await popup;
    await window.waitForURL(/\/wps\/static\/lottery\/[0-9a-f]+$/);
    await expect(window.getByTestId('lobby-balance')).toHaveText(/^\d+\.\d\d$/);
    await expect(page).toHaveURL(/\/$/);
    await window.close();
  });

  await test.step('a Vietnamese lottery goes to /vnlottery with its game code', async () => {
    await lotteries.getByRole('button', { name: 'South Lottery' }).click();
    await expect(page).toHaveURL(/\/vnlottery\?gameCode=TCG_LOTTO_VN_3$/);
    await expect(page.getByRole('heading', { name: 'South Lottery', level: 2 })).toBeVisible();
    await expect(page.getByTestId('vn-numero')).toHaveText(/^\d{8}$/);
  });
});
