import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';
import { accountMenu, loginWith } from './identity-helpers';

const centreOf = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const balance = (page: Page) => page.getByTestId('balance');
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const receipt = new URL('./files/bank-receipt.png', import.meta.url).pathname;
const notAnImage = new URL('./files/not-an-image.png', import.meta.url).pathname;

/** A page of the member centre, from the account menu and then its own menu. */
async function openPage(page: Page, name: string) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  const centre = centreOf(page);
  await centre.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name, exact: true }).click();
  await expect(centre.getByRole('heading', { name, level: 3 })).toBeVisible();
  return centre;
}

/** A report as the fake answers it to this player, for the page to agree with. */
async function fromFake(page: Page, path: string, query: Record<string, string>) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const url = new URL(path, page.url());
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const answer = await page.request.get(url.href, { headers: { Authorization: token!, Merchant: 'M00001' } });
  return (await answer.json()).value;
}

/** A withdrawal of this amount, then QA pays it out on the admin API of this page's world. */
async function withdrawPaidOut(page: Page, amount: string) {
  const centre = await openPage(page, 'Withdraw');
  await centre.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await centre.getByLabel('Login password').fill('Lucky2026');
  await centre.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Confirm withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  const mine = centre.getByRole('region', { name: 'My withdrawals' });
  const line = mine.getByTestId('fund-order').first();
  await expect(line).toContainText('Pending');
  const orderNo = (await line.locator('span').first().textContent())!;
  const paid = await page.request.post(new URL(`/__admin/orders/${orderNo}`, page.url()).href, { data: { action: 'payout' } });
  expect(paid.status(), await paid.text()).toBe(200);
  await mine.getByRole('button', { name: 'Refresh' }).click();
  await expect(line.getByTestId('payout-line')).toContainText('Waiting for your confirmation');
  return { centre, line, orderNo };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(balance(page)).toHaveText('₱1,500.00');
});

test('the betting record filters by days and product, with the sums of every page', { tag: '@phone' }, async ({ page }) => {
  const centre = await openPage(page, 'Betting record');
  const total = centre.getByTestId('bets-total');
  const week = { startDate: utcDay(-6), endDate: utcDay(0), productId: 'CONS', pageSize: '20' };
  const weekAnswer = await fromFake(page, '/wps/report/bets', week);
  await expect(total).toHaveText(`Bets: ${weekAnswer.total}`);

  await centre.getByRole('group', { name: 'Date presets' }).getByRole('button', { name: 'Previous 30 days' }).click();
  const month = { ...week, startDate: utcDay(-29) };
  const monthAnswer = await fromFake(page, '/wps/report/bets', month);
  expect(monthAnswer.total).toBeGreaterThan(weekAnswer.total);
  await expect(total).toHaveText(`Bets: ${monthAnswer.total}`);
  await expect(centre.getByTestId('bets-sums')).toContainText(
    `₱${monthAnswer.footer.stake.toLocaleString('en', { minimumFractionDigits: 2 })}`,
  );

  await centre.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Slots' });
  const slots = await fromFake(page, '/wps/report/bets', { ...month, productId: '3' });
  await expect(total).toHaveText(`Bets: ${slots.total}`);
  for (const game of await centre.getByTestId('bet').locator('td:nth-child(2)').allTextContents()) expect(game).toContain('Slots');

  // Sixty days by hand: more than one page, the sums still of every page.
  await centre.getByLabel('From').fill(utcDay(-60));
  await centre.getByRole('button', { name: 'Search' }).click();
  const all = await fromFake(page, '/wps/report/bets', { ...month, startDate: utcDay(-60), productId: '3' });
  await expect(total).toHaveText(`Bets: ${all.total}`);
  await expect(centre.getByRole('group', { name: 'Date presets' }).getByRole('button', { pressed: true })).toHaveCount(0);

  await centre.getByLabel('From').fill(utcDay(1));
  await centre.getByRole('button', { name: 'Search' }).click();
  await expect(centre.getByRole('alert')).toHaveText('The start date must not be after the end date');
});

test(
  'a payout is confirmed as partly received with an image: the remainder is shown and QA sees the proof',
  { tag: '@phone' },
  async ({ page, admin }) => {
    const { centre, line, orderNo } = await withdrawPaidOut(page, '300');
    await line.getByRole('button', { name: 'Confirm receipt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Did you receive ₱300.00?' });
    await dialog.getByRole('radio', { name: 'Partly received' }).check();
    await dialog.getByRole('textbox', { name: 'Amount received' }).fill('300');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A part is more than 0 and less than the 300.00 paid out');
    await dialog.getByRole('textbox', { name: 'Amount received' }).fill('120.50');
    await expect(dialog.getByTestId('payout-remainder')).toHaveText('Missing: ₱179.50');

    // A text file with a png name is refused here, as the server would; the real image is previewed.
    await dialog.getByLabel('Add images').setInputFiles([notAnImage, receipt]);
    await expect(dialog.getByRole('alert')).toHaveText('not-an-image.png is not a PNG or JPG image');
    await expect(dialog.getByTestId('proof-preview')).toHaveCount(1);
    await expect(dialog.getByRole('img', { name: 'bank-receipt.png' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(centre.getByTestId('payout-sent')).toBeVisible();
    await expect(line.getByTestId('payout-line')).toHaveText('Partly received: ₱120.50 received, ₱179.50 missing');

    const orders: { orderNo: string; confirmation: string; remainder: number; proofs: string[] }[] = await admin.get('/__admin/orders');
    expect(orders.find((o) => o.orderNo === orderNo)).toMatchObject({
      confirmation: 'PARTIAL',
      remainder: 179.5,
      proofs: [expect.any(String)],
    });
  },
);

test('a payout nobody confirms counts as received once the clock passes its time', async ({ page, admin }) => {
  const { centre, line } = await withdrawPaidOut(page, '200');
  await admin.advanceClock('31m');
  await centre.getByRole('region', { name: 'My withdrawals' }).getByRole('button', { name: 'Refresh' }).click();
  await expect(line.getByTestId('payout-line')).toHaveText('Counted as received: it was not confirmed in time');
  await expect(line.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
});

test('the reward centre and the manual rebate pay into the balance at once, once; platform information opens the inbox', async ({
  page,
}) => {
  await test.step('a reward claimed in the reward centre is paid into the balance at once', async () => {
    const centre = await openPage(page, 'Reward centre');
    const reward = centre.getByTestId('reward').filter({ hasText: '₱100.00' }).first();
    await expect(reward).toHaveAttribute('data-status', 'CLAIMABLE');
    await reward.getByRole('button', { name: 'Claim' }).click();
    await expect(reward.getByRole('status')).toHaveText('₱100.00 was added to your main wallet.');
    await expect(reward).toHaveAttribute('data-status', 'CLAIMED');
    await expect(balance(page)).toHaveText('₱1,600.00');
    // The bonus shows in the bonus details too.
    await centre.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name: 'Bonus details' }).click();
    await expect(centre.getByTestId('bonus-entry').first()).toContainText('+₱100.00');
  });

  await test.step('the manual rebate pays what the valid bets earned, once', async () => {
    const centre = centreOf(page);
    await centre
      .getByRole('navigation', { name: 'Member centre pages' })
      .getByRole('button', { name: 'Manual rebate', exact: true })
      .click();
    await expect(centre.getByRole('heading', { name: 'Manual rebate', level: 3 })).toBeVisible();
    const claimable: { claimable: number } = await fromFake(page, '/wps/rebate/manual', {});
    const amount = `₱${claimable.claimable.toLocaleString('en', { minimumFractionDigits: 2 })}`;
    await expect(centre.getByTestId('rebate-claimable')).toHaveText(amount);
    await centre.getByRole('button', { name: `Claim ${amount}` }).click();
    await expect(centre.getByRole('status')).toHaveText(`${amount} was added to your main wallet.`);
    await expect(centre.getByTestId('rebate-claimable')).toHaveText('₱0.00');
    await expect(centre.getByText('There is nothing to claim yet.', { exact: false })).toBeVisible();
    // ₱100.00 of it is the reward the step before claimed.
    const after = (1500 + 100 + claimable.claimable).toLocaleString('en', { minimumFractionDigits: 2 });
    await expect(balance(page)).toHaveText(`₱${after}`);
  });

  await test.step('platform information opens the inbox of the service centre', async () => {
    await centreOf(page)
      .getByRole('navigation', { name: 'Member centre pages' })
      .getByRole('button', { name: 'Platform information' })
      .click();
    await expect(centreOf(page)).toBeHidden();
    await expect(page).toHaveURL(/\/helpmc\?tab=messages$/);
    await expect(page.getByRole('heading', { name: 'Platform messages', level: 2 })).toBeVisible();
  });
});

test('profit and loss shows a lottery bet once it settles: its valid bet and its win or loss', async ({ page, admin }) => {
  // The days from today on ('Next 7 days'), as the fake answers them to this player, before and after the bet.
  const days = { startDate: utcDay(0), endDate: utcDay(6) };
  type Profit = { profit: number; list: { productId: number | string; validBet: number; winLoss: number }[] };
  const before: Profit = await fromFake(page, '/wps/report/profit', days);
  await visit(page, '/lottery?gameCode=GPI_1&playType=STANDARD');
  const lobby = page.frameLocator('iframe[title="Lottery game"]');
  const place = lobby.getByRole('button', { name: 'Place bet' });
  await expect(place).toBeEnabled({ timeout: 20_000 });
  await place.click();
  await expect(lobby.getByRole('status')).toContainText('Bet placed on draw');
  const bet = lobby.getByRole('table', { name: 'My bets' }).locator('tbody tr').first();
  await admin.advanceClock('5m');
  await expect(bet).toHaveAttribute('data-status', /^(WON|LOST)$/);
  const won = (await bet.getAttribute('data-status')) === 'WON';

  const after: Profit = await fromFake(page, '/wps/report/profit', days);
  const was = (id: number | string) => before.list.find((r) => r.productId === id) ?? { validBet: 0, winLoss: 0 };
  const lottery = after.list.find((r) => r.validBet !== was(r.productId).validBet)!;
  expect(lottery.validBet - was(lottery.productId).validBet).toBeCloseTo(10, 2);
  const result = lottery.winLoss - was(lottery.productId).winLoss;
  if (won) expect(result).toBeGreaterThan(-10);
  else expect(result).toBeCloseTo(-10, 2);

  const centre = await openPage(page, 'Personal profit and loss');
  await centre.getByRole('group', { name: 'Date presets' }).getByRole('button', { name: 'Next 7 days' }).click();
  const money = (n: number) => `${n < 0 ? '-' : n > 0 ? '+' : ''}₱${Math.abs(n).toLocaleString('en', { minimumFractionDigits: 2 })}`;
  await expect(centre.getByTestId('profit-total')).toHaveText(money(after.profit));
  const name = ({ 4: 'Lottery', 8: 'E-lottery' } as Record<string, string>)[String(lottery.productId)];
  const row = centre.getByTestId('profit-product').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(1)).toHaveText(money(lottery.validBet).replace('+', ''));
  await expect(row.locator('td').nth(2)).toHaveText(money(lottery.winLoss));
});
