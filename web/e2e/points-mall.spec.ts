import type { Page } from '@playwright/test';
import { bringIntoView, expect, sideMenu, test, visit } from './fixtures';
import { loginDialog, loginWith } from './identity-helpers';

const points = (page: Page) => page.getByTestId('points-balance');
const pointsNow = async (page: Page) => Number((await points(page).textContent())!.replace(/,/g, ''));
const reward = (page: Page, name: string) => page.getByTestId('reward').filter({ has: page.getByRole('heading', { name }) });

/** player01 (₱1,500.00 in the main wallet) logged in on a mall page: the points shown there. */
async function mallAsPlayer(page: Page, path: string) {
  await page.goto('/');
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(page.getByTestId('balance')).toHaveText('₱1,500.00');
  await visit(page, path);
  await expect(points(page)).toHaveText(/^[\d,]+$/);
  return pointsNow(page);
}

/** A ₱10 bet in the lottery lobby (the lobby's default stake): valid bets earn 1 point per ₱10. */
async function betTen(page: Page) {
  await visit(page, '/lottery?gameCode=GPI_1&playType=STANDARD');
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

test('a visitor browses the goods and the rules, and is asked to log in to redeem', { tag: ['@phone', '@smoke'] }, async ({ page }) => {
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

test('bets earn points; a redemption asks the login password (a wrong one changes nothing) and QA approves it in the console', async ({
  page,
  admin,
}) => {
  const before = await mallAsPlayer(page, '/pointMall');

  await betTen(page);
  await visit(page, '/pointMall');
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
  // QA approves it in the console (the same browser, so the same world).
  const qa = await page.context().newPage();
  await qa.goto('/__admin');
  const redemptions = qa.getByRole('table', { name: 'Points redemptions' });
  await redemptions.getByRole('button', { name: `Approve ${refNo}` }).click();
  await expect(redemptions.getByRole('row').filter({ hasText: refNo })).toContainText('APPROVED');
  await qa.close();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(row.locator('[data-status]')).toHaveText('Approved');
  expect((await admin.get('/__admin/redemptions'))[0]).toMatchObject({ refNo, status: 'APPROVED', username: 'player01' });
});

test('points convert into cash at once, from the minimum; QA rejects a redemption with a remark and the points come back', async ({
  page,
}) => {
  const start = await mallAsPlayer(page, '/pointMall?tab=convert');
  await test.step('points convert into cash in the main wallet at once, from the minimum', async () => {
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
    await expect(points(page)).toHaveText((start - 200).toLocaleString('en'));
    await expect(page.getByTestId('balance')).toHaveText('₱1,502.00');
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    await expect(page.getByTestId('redemption').first()).toContainText('Points to cash');
    await expect(page.getByTestId('redemption').first().locator('[data-status]')).toHaveText('Approved');
  });

  await test.step('QA rejects a redemption in the console with a remark: the history shows it, the points come back', async () => {
    await page.getByRole('tab', { name: 'Goods' }).click();
    // What the conversion left.
    const before = start - 200;
    await expect(points(page)).toHaveText(before.toLocaleString('en'));
    await reward(page, 'Coffee for two').getByRole('button', { name: 'Redeem Coffee for two' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Coffee for two' });
    await dialog.getByLabel('Login password').fill('Lucky2026');
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    await page.getByRole('dialog', { name: 'Redemption submitted' }).getByRole('button', { name: 'Close' }).first().click();
    await expect(points(page)).toHaveText((before - 120).toLocaleString('en'));

    const qa = await page.context().newPage();
    await qa.goto('/__admin');
    const redemptions = qa.getByRole('table', { name: 'Points redemptions' });
    const waiting = redemptions.getByRole('row').filter({ hasText: 'Coffee for two' });
    const refNo = (await waiting.getByRole('cell').first().textContent())!;
    await redemptions.getByRole('textbox', { name: `Remark ${refNo}` }).fill('Coffee is off the menu this week');
    await redemptions.getByRole('button', { name: `Reject ${refNo}` }).click();
    await expect(waiting).toContainText('REJECTED');
    await qa.close();

    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const row = page.locator(`[data-testid="redemption"][data-ref="${refNo}"]`);
    await expect(row.locator('[data-status]')).toHaveText('Rejected');
    await expect(row).toContainText('Coffee is off the menu this week');
    await page.reload();
    await expect(points(page)).toHaveText(before.toLocaleString('en'));
  });
});

test(
  'every tab of the points mall fits the screen (390 px on the phone), reached from the side menu, with the w_shop banner and the controls in view',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await loginWith(page, 'player01', 'Lucky2026');
    await expect(page.getByTestId('balance')).toHaveText('₱1,500.00');
    // The side menu (the drawer on a phone) leads to the mall.
    await (await sideMenu(page)).getByRole('link', { name: 'Points mall' }).click();
    await expect(page).toHaveURL(/\/pointMall$/);
    await expect(page.locator('[data-banner-group="w_shop"] img').first()).toBeVisible();
    await expect(points(page)).toHaveText(/^[\d,]+$/);
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(reward(page, 'Lucky keychain').getByRole('button', { name: 'Redeem Lucky keychain' })).toBeVisible();
    await fits();
    const tab = async (name: string, control: ReturnType<Page['getByRole']>) => {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await bringIntoView(control);
      await fits();
    };
    await tab('Convert to cash', page.getByRole('form', { name: 'Convert to cash' }).getByRole('button', { name: 'Convert' }));
    await tab('Redeem history', page.getByRole('button', { name: 'Refresh', exact: true }));
    await tab('Points details', page.getByTestId('points-detail').first());
    await tab('Rules', page.getByText('Points never expire.', { exact: true }));
  },
);
