import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginDialog, loginWith } from './identity-helpers';

const points = (page: Page) => page.getByTestId('points-balance');
const pointsNow = async (page: Page) => Number((await points(page).textContent())!.replace(/,/g, ''));
const reward = (page: Page, name: string) => page.getByTestId('reward').filter({ has: page.getByRole('heading', { name }) });

/** A ₱10 bet in the lottery lobby (the lobby's default stake): valid bets earn 1 point per ₱10. */
async function betTen(page: Page) {
  await page.goto('/lottery?gameCode=GPI_1&playType=STANDARD');
  const lobby = page.frameLocator('iframe[title="Lottery game"]');
  const balance = lobby.getByTestId('lobby-balance');
  await expect(balance).toHaveText(/^\d+\.\d\d$/);
  const before = Number(await balance.textContent());
  // Betting closes in the last seconds before a draw: the button opens again with the next one.
  await expect(lobby.getByRole('button', { name: 'Place bet' })).toBeEnabled({ timeout: 15_000 });
  await lobby.getByRole('button', { name: 'Place bet' }).click();
  await expect(lobby.getByRole('status')).toContainText('Bet placed on draw');
  await expect(balance).toHaveText((before - 10).toFixed(2));
}

test('a visitor browses the goods and the rules, and is asked to log in to redeem', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { name: 'Points mall', level: 1 })).toBeVisible();
  await expect(page.getByText('Log in to see your points and redeem goods.')).toBeVisible();
  await expect(reward(page, 'Smart watch')).toContainText(/Needs \S*10,000\.00 of valid bets in the last 30 days/);
  await page.getByRole('button', { name: 'Vouchers' }).click();
  await expect(page.getByTestId('reward')).toHaveCount(2);
  await reward(page, 'Mobile load ₱100').getByRole('button', { name: 'Redeem Mobile load ₱100' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await loginDialog(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page).toHaveURL(/\/pointMall\?tab=rules$/);
  await expect(page.getByText('Points never expire.', { exact: true })).toBeVisible();
});

test(
  'bets earn points; a redemption asks the login password (a wrong one changes nothing) and QA approves it',
  { tag: '@phone' },
  async ({ page, admin }) => {
    await page.goto('/');
    await loginWith(page, 'player01', 'Lucky2026');
    await expect(page.getByTestId('balance')).toHaveText('₱1,500.00');
    await page.goto('/pointMall');
    await expect(points(page)).toHaveText(/^[\d,]+$/);
    const before = await pointsNow(page);

    await betTen(page);
    await page.goto('/pointMall');
    await expect(points(page)).toHaveText((before + 1).toLocaleString('en'));

    const keychain = reward(page, 'Lucky keychain');
    await expect(keychain.getByTestId('reward-stock')).toHaveText('3 in stock');
    await keychain.getByRole('button', { name: 'Redeem Lucky keychain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Lucky keychain' });
    await expect(dialog).toContainText('Total: 40 points');
    await dialog.getByLabel('Login password').fill('Wrong2026');
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The login password is wrong. Nothing was redeemed or converted.');
    await expect(points(page)).toHaveText((before + 1).toLocaleString('en'));
    await expect(keychain.getByTestId('reward-stock')).toHaveText('3 in stock');

    await dialog.getByLabel('Login password').fill('Lucky2026');
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    const done = page.getByRole('dialog', { name: 'Redemption submitted' });
    await expect(done.getByRole('status')).toContainText('1 × Lucky keychain for 40 points');
    await expect(done.getByRole('status')).toContainText('In process');
    await done.getByRole('button', { name: 'Close' }).first().click();
    await expect(points(page)).toHaveText((before + 1 - 40).toLocaleString('en'));
    await expect(keychain.getByTestId('reward-stock')).toHaveText('2 in stock');

    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const row = page.getByTestId('redemption').first();
    await expect(row).toContainText('Lucky keychain');
    await expect(row.locator('[data-status]')).toHaveText('In process');
    const refNo = (await row.getAttribute('data-ref'))!;
    const decided = await page.request.post(new URL(`/__admin/redemptions/${refNo}`, page.url()).href, { data: { action: 'approve' } });
    expect(decided.status(), await decided.text()).toBe(200);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(row.locator('[data-status]')).toHaveText('Approved');
    expect((await admin.get('/__admin/redemptions'))[0]).toMatchObject({ refNo, status: 'APPROVED', username: 'player01' });
  },
);

test('points convert into cash in the main wallet at once, from the minimum', async ({ page }) => {
  await page.goto('/');
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(page.getByTestId('balance')).toHaveText('₱1,500.00');
  await page.goto('/pointMall?tab=convert');
  await expect(points(page)).toHaveText(/^[\d,]+$/);
  const before = await pointsNow(page);
  const form = page.getByRole('form', { name: 'Convert to cash' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Points to convert' }).fill('99');
  await form.getByLabel('Login password').fill('Lucky2026');
  await form.getByRole('button', { name: 'Convert' }).click();
  await expect(form.getByRole('alert')).toHaveText('Convert at least 100 points');
  await form.getByRole('textbox', { name: 'Points to convert' }).fill('200');
  await expect(form).toContainText('You get ₱2.00 in your main wallet');
  await form.getByLabel('Login password').fill('Lucky2026');
  await form.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText(/Converted 200 points into ₱2\.00/);
  await expect(points(page)).toHaveText((before - 200).toLocaleString('en'));
  await expect(page.getByTestId('balance')).toHaveText('₱1,502.00');
  await page.getByRole('tab', { name: 'Redeem history' }).click();
  await expect(page.getByTestId('redemption').first()).toContainText('Points to cash');
  await expect(page.getByTestId('redemption').first().locator('[data-status]')).toHaveText('Approved');
});
