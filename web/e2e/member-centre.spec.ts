import type { Page } from '@playwright/test';
import { expect, onPhone, test, visit } from './fixtures';
import { accountMenu, loginWith } from './identity-helpers';

const centreOf = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const balance = (page: Page) => page.getByTestId('balance');

/** Deposit sits in the header at every size; Withdraw moves into the account menu on a phone. */
async function openFromHeader(page: Page, action: 'Deposit' | 'Withdraw') {
  if (action === 'Withdraw' && onPhone()) {
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Withdraw' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: action }).click();
  }
  const centre = centreOf(page);
  await expect(centre.getByRole('heading', { name: action, level: 3 })).toBeVisible();
  return centre;
}

async function openFromMenu(page: Page, entry: 'Member centre' | 'Account record' | 'Betting record') {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: entry }).click();
  return centreOf(page);
}

/** QA decides an order on the admin API of this page's world (its cookie), as on the QA console. */
async function qaDecides(page: Page, orderNo: string, action: 'approve' | 'reject' | 'payout') {
  const answer = await page.request.post(new URL(`/__admin/orders/${orderNo}`, page.url()).href, { data: { action } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The account record as the fake answers it to this player, for the page to agree with. */
async function recordTotal(page: Page, query: Record<string, string>) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const url = new URL('/wps/relay/ODSFE2_MemTransDet', page.url());
  for (const [k, v] of Object.entries({ pageSize: '20', ...query })) url.searchParams.set(k, v);
  const answer = await page.request.get(url.href, { headers: { Authorization: token!, Merchant: 'M00001' } });
  return (await answer.json()).value.total as number;
}

const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('a trial account never sees the member centre, its entries or its calls', { tag: '@phone' }, async ({ page, admin }) => {
  await page.goto('/');
  await loginWith(page, 'trial01', 'Trial2026');
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await accountMenu(page).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Register', 'Sign out']);
  await page.keyboard.press('Escape');
  await expect(centreOf(page)).toHaveCount(0);
  for (const path of ['/wps/fund', 'GCS_', 'ODSFE2_', 'GLS2_']) expect(await admin.get(`/__admin/requests?path=${path}`)).toEqual([]);
});

test.describe('a member', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await loginWith(page, 'player01', 'Lucky2026');
    await expect(balance(page)).toHaveText('₱1,500.00');
  });

  test(
    'the member centre lists its pages in the spec order, transfer to upline only for an agent with an upline',
    { tag: '@phone' },
    async ({ page }) => {
      const centre = await openFromMenu(page, 'Member centre');
      const menu = centre.getByRole('navigation', { name: 'Member centre pages' });
      await expect(menu.getByRole('button')).toHaveText([
        'My account',
        'Wallet',
        'Deposit',
        'Withdraw',
        'Betting record',
        'Account record',
        'Personal profit and loss',
        'Bonus details',
        'Reward centre',
        'Invite friends',
        'Missions',
        'Platform information',
        'Manual rebate',
      ]);
      await expect(menu.getByRole('button', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
      await menu.getByRole('button', { name: 'Invite friends' }).click();
      await expect(centre.getByTestId('invite-link')).toBeVisible();
      await centre.getByRole('button', { name: 'Close' }).click();
      await expect(centre).toBeHidden();
      // The account menu opens the betting record on its own page.
      const again = await openFromMenu(page, 'Betting record');
      await expect(again.getByRole('heading', { name: 'Betting record', level: 3 })).toBeVisible();
      await expect(again.getByTestId('bets-total')).toBeVisible();
    },
  );

  test('money moves to a game wallet and back, and the balances add up', { tag: ['@phone', '@smoke'] }, async ({ page }) => {
    const centre = await openFromMenu(page, 'Member centre');
    await expect(centre.getByTestId('wallet-main')).toHaveText('₱1,500.00');
    const form = centre.getByRole('form', { name: 'Transfer' });
    await form.getByRole('combobox', { name: 'Game wallet' }).selectOption('PG');
    await form.getByRole('textbox', { name: 'Amount' }).fill('200.50');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(centre.getByTestId('wallet-PG')).toContainText('₱200.50');
    await expect(centre.getByTestId('wallet-main')).toHaveText('₱1,299.50');
    await expect(centre.getByTestId('wallet-total')).toHaveText('₱1,500.00');
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('');

    // More than the game wallet holds is refused by the form; then a part comes back.
    await form.getByRole('radio', { name: 'Game wallet to main' }).check();
    await form.getByRole('textbox', { name: 'Amount' }).fill('300');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(form.getByRole('alert')).toHaveText('The amount is more than the 200.50 available');
    await form.getByRole('textbox', { name: 'Amount' }).fill('100.50');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(centre.getByTestId('wallet-PG')).toContainText('₱100.00');
    await expect(centre.getByTestId('wallet-main')).toHaveText('₱1,400.00');

    await centre.getByRole('button', { name: 'All back to main wallet' }).click();
    await expect(centre.getByTestId('wallet-PG')).toContainText('₱0.00');
    await expect(centre.getByTestId('wallet-main')).toHaveText('₱1,500.00');
    // The header shows every wallet together: the same money throughout.
    await expect(balance(page)).toHaveText('₱1,500.00');

    // The same money on the other pages: what can be withdrawn is the main wallet's...
    const pages = centre.getByRole('navigation', { name: 'Member centre pages' });
    await pages.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(centre.getByTestId('withdraw-available')).toHaveText('₱1,500.00');
    // ...and the account record has both sides of each transfer, with the balance each left.
    await pages.getByRole('button', { name: 'Account record', exact: true }).click();
    const rows = centre.getByTestId('transaction');
    const rowsOf = async (type: string) => {
      await centre.getByRole('combobox', { name: 'Transaction type' }).selectOption({ label: type });
      await expect(centre.getByTestId('history-total')).not.toHaveText('Transactions: 0');
      await expect(rows.locator('td:nth-child(2)').first()).toHaveText(type);
      const cells = await rows.evaluateAll((trs) =>
        trs.slice(0, 3).map((tr) => [2, 3, 4].map((i) => tr.children[i]!.textContent!.trim()).join(' | ')),
      );
      return cells.sort();
    };
    expect(await rowsOf('Transfer out')).toEqual([
      'Main wallet | -₱200.50 | ₱1,299.50',
      'PG Soft | -₱100.00 | ₱0.00',
      'PG Soft | -₱100.50 | ₱100.00',
    ]);
    expect(await rowsOf('Transfer in')).toEqual([
      'Main wallet | +₱100.00 | ₱1,500.00',
      'Main wallet | +₱100.50 | ₱1,400.00',
      'PG Soft | +₱200.50 | ₱200.50',
    ]);
  });

  test('a lottery bet shows in the header balance without a reload, on leaving the lobby', async ({ page }) => {
    const lobbyAt = '/lottery?gameCode=GPI_1&playType=STANDARD';
    const bet = async () => {
      const lobby = page.frameLocator('iframe[title="Lottery game"]');
      await expect(lobby.getByRole('heading', { name: 'Keno 1 Minute' })).toBeVisible();
      // Betting closes in the last seconds before a draw: the button says when it opens again.
      const place = lobby.getByRole('button', { name: 'Place bet' });
      await expect(place).toBeEnabled({ timeout: 20_000 });
      await place.click();
      await expect(lobby.getByRole('status')).toContainText('Bet placed on draw');
    };
    await visit(page, lobbyAt);
    await expect(balance(page)).toHaveText('₱1,500.00');
    await bet();
    // Leaving the lobby reads the balance at once.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(balance(page)).toHaveText('₱1,490.00', { timeout: 5_000 });
    // Staying in the lobby, the header follows every 15 s: src/features/identity/session/frame-balance.test.ts, on fake timers.
  });

  test('a deposit waits for QA, and once approved the header balance changes without a reload', { tag: '@phone' }, async ({ page }) => {
    const centre = await openFromHeader(page, 'Deposit');
    await centre.getByRole('radio', { name: /GCash/ }).check();
    await centre.getByRole('textbox', { name: 'Amount' }).fill('50');
    await centre.getByRole('button', { name: 'Submit' }).click();
    await expect(centre.getByRole('alert')).toHaveText('The amount must be from 100.00 to 50,000.00');
    await centre.getByRole('textbox', { name: 'Amount' }).fill('500');
    await centre.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm deposit' });
    await expect(confirm).toContainText('Deposit ₱500.00 by GCash?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const placed = centre.getByRole('status');
    await expect(placed).toContainText('Deposit order placed');
    await expect(placed).toContainText('Pending');
    const mine = centre.getByRole('region', { name: 'My deposits' });
    await expect(mine.getByTestId('fund-order')).toHaveCount(1);
    const orderNo = (await mine.getByTestId('fund-order').first().locator('span').first().textContent())!;

    await qaDecides(page, orderNo, 'approve');
    // Back in the tab (a focus): the header balance and the open page read again.
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(balance(page)).toHaveText('₱2,000.00', { timeout: 1_000 });
    }).toPass();
    await expect(mine.getByTestId('fund-order').first()).toContainText('Approved');
    await expect(placed).toContainText('Approved');
    // And the platform's message says so in the inbox.
    await visit(page, '/helpmc?tab=messages');
    await expect(page.getByText('Deposit credited').first()).toBeVisible();
  });

  test('a withdrawal is held at once, refused with a wrong password, and paid out by QA; the account record filters by days and type', async ({
    page,
  }) => {
    await test.step('a withdrawal is held at once, refused with a wrong password, and shows paid out after QA pays it', async () => {
      const centre = await openFromHeader(page, 'Withdraw');
      await expect(centre.getByTestId('withdraw-available')).toHaveText('₱1,500.00');
      const amount = centre.getByRole('textbox', { name: 'Amount' });
      const password = centre.getByLabel('Login password');
      await amount.fill('2000');
      await centre.getByRole('button', { name: 'Submit' }).click();
      await expect(centre.getByRole('alert').first()).toHaveText('The amount is more than the 1,500.00 available');

      await amount.fill('300');
      await password.fill('not-it');
      await centre.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('dialog', { name: 'Confirm withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
      await expect(centre.getByRole('alert')).toHaveText('The login password is wrong');
      await expect(password).toHaveValue('');

      await password.fill('Lucky2026');
      await centre.getByRole('button', { name: 'Submit' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm withdrawal' });
      await expect(confirm).toContainText('Withdraw ₱300.00 from the main wallet?');
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      const placed = centre.getByRole('status');
      await expect(placed).toContainText('Withdrawal requested');
      await expect(placed).toContainText('₱300.00 is held');
      await expect(centre.getByTestId('withdraw-available')).toHaveText('₱1,200.00');
      await expect(balance(page)).toHaveText('₱1,200.00');

      const mine = centre.getByRole('region', { name: 'My withdrawals' });
      const orderNo = (await mine.getByTestId('fund-order').first().locator('span').first().textContent())!;
      await qaDecides(page, orderNo, 'payout');
      await mine.getByRole('button', { name: 'Refresh' }).click();
      await expect(mine.getByTestId('fund-order').first()).toContainText('Paid out');
      await expect(placed).toContainText('Paid out');
      await expect(balance(page)).toHaveText('₱1,200.00');
    });

    await test.step('the account record filters by days and by type, a page at a time', async () => {
      // The withdrawal's centre closes first: the account menu opens the record on its own page.
      await centreOf(page).getByRole('button', { name: 'Close' }).click();
      await expect(centreOf(page)).toBeHidden();
      const centre = await openFromMenu(page, 'Account record');
      await expect(centre.getByRole('heading', { name: 'Account record', level: 3 })).toBeVisible();
      const presets = centre.getByRole('group', { name: 'Date presets' });
      const total = centre.getByTestId('history-total');
      await expect(presets.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute('aria-pressed', 'true');
      const week = { startDate: utcDay(-6), endDate: utcDay(0) };
      await expect(total).toHaveText(`Transactions: ${await recordTotal(page, week)}`);

      await presets.getByRole('button', { name: 'Previous 30 days' }).click();
      const month = { startDate: utcDay(-29), endDate: utcDay(0) };
      await expect(total).toHaveText(`Transactions: ${await recordTotal(page, month)}`);
      await expect(centre.getByLabel('From')).toHaveValue(month.startDate);

      await centre.getByRole('combobox', { name: 'Transaction type' }).selectOption({ label: 'Deposit' });
      await expect(total).toHaveText(`Transactions: ${await recordTotal(page, { ...month, txCode: 'DEPOSIT' })}`);
      const rows = centre.getByTestId('transaction');
      await expect(rows.first()).toBeVisible();
      for (const type of await rows.locator('td:nth-child(2)').allTextContents()) expect(type).toBe('Deposit');

      // Sixty days by hand, every type: more than one page.
      await centre.getByRole('combobox', { name: 'Transaction type' }).selectOption({ label: 'All types' });
      await centre.getByLabel('From').fill(utcDay(-60));
      await centre.getByRole('button', { name: 'Search' }).click();
      const all = await recordTotal(page, { startDate: utcDay(-60), endDate: utcDay(0) });
      await expect(total).toHaveText(`Transactions: ${all}`);
      await expect(presets.getByRole('button', { pressed: true })).toHaveCount(0);
      const pages = centre.getByRole('navigation', { name: 'Pages', exact: true });
      await expect(pages).toContainText(`Page 1 of ${Math.ceil(all / 20)}`);
      await pages.getByRole('button', { name: 'Next page' }).click();
      await expect(pages).toContainText(`Page 2 of ${Math.ceil(all / 20)}`);
      await expect(rows).toHaveCount(20);

      // A start after the end is refused before anything is asked.
      await centre.getByLabel('From').fill(utcDay(1));
      await centre.getByRole('button', { name: 'Search' }).click();
      await expect(centre.getByRole('alert')).toHaveText('The start date must not be after the end date');
    });
  });
});
