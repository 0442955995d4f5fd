import type { Page } from '@playwright/test';
import { expect, test, bringIntoView } from './fixtures';
import { accountMenu, loginWith, passSlide } from './identity-helpers';

const centreOf = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const balance = (page: Page) => page.getByTestId('balance');
const menuOf = (page: Page) => centreOf(page).getByRole('navigation', { name: 'Member centre pages' });

async function openPage(page: Page, name: string) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  await menuOf(page).getByRole('button', { name, exact: true }).click();
  const centre = centreOf(page);
  await expect(centre.getByRole('heading', { name, level: 3 })).toBeVisible();
  return centre;
}

test.describe('a member', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await loginWith(page, 'player01', 'Lucky2026');
    await expect(balance(page)).toHaveText('₱1,500.00');
  });

  test(
    'my account shows the rank, binds an email with the code it was sent, and switches login protection',
    { tag: '@phone' },
    async ({ page, admin }) => {
      const centre = await openPage(page, 'My account');
      await expect(centre.getByTestId('player-rank')).toContainText('Level');
      await expect(centre.getByTestId('bind-mobile')).toContainText('Verified');
      const email = centre.getByRole('form', { name: 'Email' });
      await email.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
      await email.getByRole('button', { name: 'Send code' }).click();
      await expect(email.getByRole('alert')).toHaveText('Enter an email address');
      await email.getByRole('textbox', { name: 'Email address' }).fill('player01.new@example.com');
      await email.getByRole('button', { name: 'Send code' }).click();
      // A binding code asks the same human check as registration's SMS code.
      await passSlide(page);
      await expect(email.getByText('A code was sent.', { exact: false })).toBeVisible();
      await expect(email.getByRole('button', { name: /Send again in/ })).toBeDisabled();
      const mail: { to: string; code?: string }[] = await admin.waitFor('/__admin/mail');
      const code = mail.find((m) => m.to === 'player01.new@example.com')!.code!;
      await email.getByRole('textbox', { name: 'Verification code' }).fill(code === '000000' ? '111111' : '000000');
      await email.getByRole('button', { name: 'Bind' }).click();
      await expect(email.getByRole('alert')).toHaveText('The verification code is wrong');
      await email.getByRole('textbox', { name: 'Verification code' }).fill(code);
      await email.getByRole('button', { name: 'Bind' }).click();
      await expect(centre.getByTestId('bind-email')).toContainText('Verified');
      await expect(centre.getByTestId('bind-email').getByRole('status')).toHaveText('Bound and verified.');

      const protection = centre.getByRole('switch', { name: 'Login protection' });
      await expect(protection).toBeChecked();
      // The switch follows the server's answer, not the click alone.
      await protection.click();
      await expect(protection).not.toBeChecked();
      // Kept by the server: the page read again says the same.
      await menuOf(page).getByRole('button', { name: 'Wallet', exact: true }).click();
      await menuOf(page).getByRole('button', { name: 'My account', exact: true }).click();
      await expect(centre.getByRole('switch', { name: 'Login protection' })).not.toBeChecked();
    },
  );

  test('the member label opens the player rank in my account, which changes the login password: the player logs in again', async ({
    page,
  }) => {
    const centre = centreOf(page);
    await test.step('the member label in the account menu opens the player rank', async () => {
      await accountMenu(page).click();
      const label = page.getByRole('menu').getByRole('menuitem').first();
      await expect(label).not.toHaveText('Security centre');
      await label.click();
      await expect(centre.getByRole('heading', { name: 'My account', level: 3 })).toBeVisible();
      await expect(centre.getByTestId('player-rank')).toContainText('Level');
    });
    await centre.getByRole('button', { name: 'Change password' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel('Old password').fill('Lucky2026');
    await change.getByLabel('New password', { exact: true }).fill('Lucky2027');
    await change.getByLabel('Confirm new password').fill('Lucky2027');
    await change.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Notice' })).toContainText('Your password has been changed');
    await page.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('invite friends shows the invite link with both codes and its QR code', { tag: '@phone' }, async ({ page }) => {
    const centre = await openPage(page, 'Invite friends');
    const link = centre.getByTestId('invite-link');
    await expect(link).toContainText('affiliateCode=');
    await expect(link).toContainText(`referralCode=${await centre.getByTestId('referral-code').textContent()}`);
    await expect(centre.getByRole('img', { name: 'QR code of the invite link' })).toHaveAttribute(
      'data-qr-text',
      (await link.textContent())!,
    );
    await expect(centre.getByTestId('friends-total')).toContainText('Friends:');
  });

  test('a mission completed by a deposit shows its badge in the menu, and its claim pays into the balance', async ({ page }) => {
    const centre = await openPage(page, 'Deposit');
    await centre.getByRole('radio', { name: /GCash/ }).check();
    await centre.getByRole('textbox', { name: 'Amount' }).fill('100');
    await centre.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Confirm deposit' }).getByRole('button', { name: 'Confirm' }).click();
    const line = centre.getByRole('region', { name: 'My deposits' }).getByTestId('fund-order').first();
    const orderNo = (await line.locator('span').first().textContent())!;
    const approved = await page.request.post(new URL(`/__admin/orders/${orderNo}`, page.url()).href, { data: { action: 'approve' } });
    expect(approved.status(), await approved.text()).toBe(200);
    await centre.getByRole('button', { name: 'Close' }).click();
    // Back in the tab (a focus): the header reads the balance QA's approval changed.
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(balance(page)).toHaveText('₱1,600.00', { timeout: 1_000 });
    }).toPass();

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
    const missions = menuOf(page).getByRole('button', { name: /^Missions/ });
    await expect(missions.getByTestId('missionLeaderboard-badge')).toHaveText('1');
    await missions.click();
    const mission = centreOf(page).getByTestId('mission').filter({ hasText: 'Deposit ₱100 today' });
    await expect(mission).toHaveAttribute('data-status', 'COMPLETED');
    await mission.getByRole('button', { name: 'Claim' }).click();
    await expect(mission.getByRole('status')).toHaveText('₱5.00 was added to your main wallet.');
    await expect(mission).toHaveAttribute('data-status', 'CLAIMED');
    await expect(missions.getByTestId('missionLeaderboard-badge')).toHaveCount(0);
    await expect(balance(page)).toHaveText('₱1,605.00');
    await expect(centreOf(page).getByTestId('leaderboard-mine')).toContainText('You are number');
  });
});

test('an agent under an upline transfers to it with the login password', async ({ page }) => {
  await page.goto('/');
  await loginWith(page, 'a01m1', 'Team2026');
  await expect(balance(page)).toHaveText(/^₱[\d,]+\.\d\d$/);
  const start = (await balance(page).textContent())!;
  const centre = await openPage(page, 'Transfer to upline');
  const form = centre.getByRole('form', { name: 'Transfer to upline' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('10');
  await form.getByLabel('Login password').fill('not-it');
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Confirm transfer' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByRole('alert')).toHaveText('The login password is wrong');
  // The catalogue marks this call as an alert: the notice dialog says it too.
  await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Confirm' }).click();
  await form.getByLabel('Login password').fill('Team2026');
  await form.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm transfer' });
  await expect(confirm).toContainText('Transfer ₱10.00 to');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(centre.getByRole('status')).toContainText('₱10.00 was transferred to');
  const before = Number(start.replace(/[^\d.]/g, ''));
  const after = `₱${(before - 10).toLocaleString('en', { minimumFractionDigits: 2 })}`;
  await expect(balance(page)).toHaveText(after);
  await expect(centre.getByTestId('upline-available')).toHaveText(after);
});

test('a reward that needs a verified mobile says so before the claim, and leads to my account', async ({ page }) => {
  await page.goto('/');
  await loginWith(page, 'agent01', 'Agent2026');
  const centre = await openPage(page, 'Reward centre');
  const reward = centre.getByTestId('reward').filter({ hasText: 'Before you can claim' }).first();
  await expect(reward.getByRole('note')).toContainText('Before you can claim: verify your mobile number');
  await reward.getByRole('button', { name: 'Claim' }).click();
  // The server refuses it too (prom.claim.req.field), in the notice dialog; nothing was paid.
  await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(reward).toHaveAttribute('data-status', 'CLAIMABLE');
  await reward.getByRole('button', { name: 'Go to my account' }).click();
  await expect(centre.getByTestId('bind-mobile')).toContainText('Not bound yet');
});

test('every page of the member centre fits the screen, its heading and main control in view', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  // An agent under an upline: transfer to upline is among its pages.
  await loginWith(page, 'a01m1', 'Team2026');
  await expect(balance(page)).toHaveText(/^₱[\d,]+\.\d\d$/);
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  const centre = centreOf(page);
  const pages: [string, (c: typeof centre) => ReturnType<typeof centre.getByRole>][] = [
    ['Account record', (c) => c.getByRole('combobox', { name: 'Transaction type' })],
    ['Personal profit and loss', (c) => c.getByTestId('profit-total')],
    ['Bonus details', (c) => c.getByTestId('bonus-total')],
    ['Reward centre', (c) => c.getByRole('heading', { name: 'Reward centre', level: 3 })],
    ['Missions', (c) => c.getByRole('group', { name: 'Period' })],
    ['Manual rebate', (c) => c.getByTestId('rebate-claimable')],
    ['Transfer to upline', (c) => c.getByRole('form', { name: 'Transfer to upline' }).getByRole('button', { name: 'Submit' })],
    ['Deposit', (c) => c.getByRole('button', { name: 'Submit' })],
    ['Withdraw', (c) => c.getByRole('textbox', { name: 'Amount' })],
    ['My account', (c) => c.getByTestId('player-rank')],
    ['Invite friends', (c) => c.getByTestId('invite-link')],
  ];
  for (const [name, control] of pages) {
    await menuOf(page)
      .getByRole('button', { name: name === 'Missions' ? /^Missions/ : name, exact: name !== 'Missions' })
      .click();
    await expect(centre.getByRole('heading', { name, level: 3 }), name).toBeVisible();
    const main = control(centre).first();
    await bringIntoView(main, name);
    // Neither the page nor the centre's page scrolls sideways (a table may scroll within its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), name).toBeLessThanOrEqual(0);
    const section = centre.getByRole('region', { name, exact: true });
    expect(await section.evaluate((e) => e.scrollWidth - e.clientWidth), name).toBeLessThanOrEqual(0);
  }
});
