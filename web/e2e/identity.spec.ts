import { expect, tapUntilShown, test, visit } from './fixtures';
import { accountMenu, loginDialog, loginWith, logout, openLogin, passSlide, startFreeDemo } from './identity-helpers';

test(
  'register by username with the captcha, then log out and log in with the new account',
  { tag: ['@phone', '@smoke'] },
  async ({ page, admin }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'create account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill('luckystar7');
    await page.getByLabel('Password', { exact: true }).fill('Star2026a');
    await page.getByLabel('Confirm password').fill('Star2026a');
    await expect(page.getByRole('img', { name: /Captcha image/ })).toBeVisible();
    const { answer } = await admin.get('/__admin/captcha');
    await page.getByRole('textbox', { name: 'Captcha' }).fill(answer);
    await page.getByRole('button', { name: 'Register', exact: true }).last().click();
    await passSlide(page);
    await expect(page.getByRole('dialog', { name: 'Registration successful' })).toContainText(
      'Your ₱100 welcome bonus is waiting in the reward centre.',
    );
    await page.getByRole('dialog', { name: 'Registration successful' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toContainText('luckystar7');
    await logout(page);
    await loginWith(page, 'luckystar7', 'Star2026a');
    await expect(accountMenu(page)).toContainText('luckystar7');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('account'))).toBe('luckystar7');
  },
);

test('register by mobile with the SMS code read from the admin API', async ({ page, admin }) => {
  await page.goto('/register');
  await page.getByRole('tab', { name: 'Mobile' }).click();
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue(/\+63/);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9178881234');
  await page.getByRole('button', { name: 'Send code' }).click();
  await passSlide(page);
  await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  const sms = await admin.waitFor('/__admin/sms?mobile=%2B639178881234');
  await page.getByRole('textbox', { name: 'Verification code' }).fill(sms.code);
  await page.getByRole('button', { name: 'Register', exact: true }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Your account is ready' });
  await expect(dialog.getByTestId('generated-account')).toHaveText(/^m\d{8}$/);
  await expect(dialog).toContainText('log in with this account or with your phone number');
  const account = await dialog.getByTestId('generated-account').textContent();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(accountMenu(page)).toContainText(account!);
});

test('a wrong password brings up the captcha, which then lets the right password in', async ({ page, admin }) => {
  await page.goto('/');
  const dialog = await loginWith(page, 'player01', 'not-it');
  await expect(dialog.getByRole('alert')).toHaveText('Wrong username or password');
  await expect(dialog.getByRole('img', { name: /Captcha image/ })).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('Lucky2026');
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill((await admin.get('/__admin/captcha')).answer);
  await dialog.getByRole('button', { name: 'Login', exact: true }).last().click();
  await passSlide(page);
  await expect(accountMenu(page)).toContainText('Player');
});

test('SMS login with the flag on', async ({ page, admin }) => {
  await page.goto('/');
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'SMS' }).click();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('9171234567');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await passSlide(page);
  const sms = await admin.waitFor('/__admin/sms?mobile=%2B639171234567');
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(sms.code);
  await dialog.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expect(accountMenu(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('account'))).toBe('player01');
});

test('a login from a new address asks for the SMS code sent to the bound mobile, then logs in', async ({ page, admin }) => {
  await admin.patch({ location: { ip: '203.0.113.99', country: 'SG' } });
  await page.goto('/');
  const dialog = await loginWith(page, 'player01', 'Lucky2026');
  await expect(dialog.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(dialog).toContainText('203.0.113.99 (SG)');
  await expect(dialog.getByRole('radio', { name: 'SMS: +63 917****567' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog).toContainText('A code was sent to +63 917****567.');
  await expect(dialog.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
  const sms = await admin.waitFor('/__admin/sms?mobile=%2B639171234567');
  const wrong = sms.code === '000000' ? '111111' : '000000';
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm and log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The code is wrong or has expired');
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(sms.code);
  await dialog.getByRole('button', { name: 'Confirm and log in' }).click();
  await expect(accountMenu(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('account'))).toBe('player01');
  const security = await page.evaluate(async () => {
    const answer = await fetch('/wps/member/security', { headers: { Authorization: sessionStorage.getItem('token') ?? '' } });
    return (await answer.json()).value as { knownIps: { ip: string }[] };
  });
  expect(security.knownIps.map((k) => k.ip)).toContain('203.0.113.99');
});

test('the default-password account must change its password, and the new one works', async ({ page }) => {
  await page.goto('/');
  await loginWith(page, 'default01', '123456');
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await change.getByLabel('Old password').fill('123456');
  await change.getByLabel('New password', { exact: true }).fill('Better2026');
  await change.getByLabel('Confirm new password').fill('Better2026');
  await change.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Notice' })).toContainText('Your password has been changed');
  await page.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'Confirm' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Username' }).fill('default01');
  await dialog.getByLabel('Password', { exact: true }).fill('Better2026');
  await dialog.getByRole('button', { name: 'Login', exact: true }).last().click();
  await passSlide(page);
  await expect(accountMenu(page)).toBeVisible();
});

test('forgot password by email sends the link; by phone it ends logged in', async ({ page, admin }) => {
  await page.goto('/');
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await test.step('by email', async () => {
    await (await openLogin(page)).getByRole('button', { name: 'Forgot password?' }).click();
    await forgot.getByRole('textbox', { name: 'Username' }).fill('player01');
    await forgot.getByRole('textbox', { name: 'Email' }).fill('player01@example.com');
    await forgot.getByRole('button', { name: 'Submit' }).click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toContainText('We have sent a reset link');
    await expect(forgot).toHaveCount(0);
    expect(await admin.get('/__admin/mail')).toEqual([expect.objectContaining({ to: 'player01@example.com' })]);
    await notice.getByRole('button', { name: 'Confirm' }).click();
    await expect(notice).toBeHidden();
  });
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await forgot.getByRole('tab', { name: 'By phone' }).click();
  await forgot.getByRole('textbox', { name: 'Mobile number' }).fill('9171234567');
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await passSlide(page);
  await expect(forgot.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  const sms = await admin.waitFor('/__admin/sms?mobile=%2B639171234567');
  await forgot.getByRole('textbox', { name: 'Verification code' }).fill(sms.code);
  await forgot.getByLabel('New password').fill('Phone2026x');
  await forgot.getByRole('button', { name: 'Submit' }).click();
  await passSlide(page);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test(
  'launching needs login; free play logs in a trial account, which is warned on real-account actions',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/live');
    await test.step('a visitor launching a game is asked to log in', async () => {
      await page.locator('.vendor-grid button').first().click();
      await expect(loginDialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(loginDialog(page)).toBeHidden();
    });
    await startFreeDemo(page);
    await expect(accountMenu(page)).toContainText('Guest');
    await expect(page.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
    // A trial account's menu offers only what it may use, and the way to a real account.
    await accountMenu(page).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Register', 'Sign out']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await visit(page, '/live');
    await page.locator('.vendor-grid button').first().click();
    const warning = page.getByRole('dialog', { name: 'Prompt' });
    await expect(warning).toContainText('This needs a real account. Please register one first.');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toBeHidden();
    await test.step('the trial account is warned from the footer affiliate start too, and Register leads to a real account', async () => {
      await tapUntilShown(page.getByRole('contentinfo').getByRole('button', { name: 'Start' }), warning);
      await expect(warning).toContainText('real account');
      await warning.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
      await expect(accountMenu(page)).toHaveCount(0);
    });
  },
);

test("a member's footer affiliate start opens the member centre on invite friends", { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(accountMenu(page)).toBeVisible();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await tapUntilShown(page.getByRole('contentinfo').getByRole('button', { name: 'Start' }), centre);
  await expect(centre.getByRole('heading', { name: 'Invite friends', level: 3 })).toBeVisible();
  await expect(centre.getByTestId('invite-link')).toContainText('referralCode=');
});

test('logout clears the session', async ({ page }) => {
  await page.goto('/');
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(page.getByTestId('balance')).toHaveText(/₱[\d,]+\.\d\d/);
  await logout(page);
  await expect
    .poll(() => page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('merchantCode')]))
    .toEqual([null, 'M00001']);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
});

test('remember me pre-fills the username after a reload, and never keeps the password', async ({ page }) => {
  await page.goto('/');
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: 'Username' }).fill('player01');
  await dialog.getByLabel('Password', { exact: true }).fill('Lucky2026');
  await dialog.getByLabel('Remember me').check();
  await dialog.getByRole('button', { name: 'Login', exact: true }).last().click();
  await passSlide(page);
  await logout(page);
  await page.reload();
  const again = await openLogin(page);
  await expect(again.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
  await expect(again.getByLabel('Remember me')).toBeChecked();
  await expect(again.getByLabel('Password', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify({ c: document.cookie, l: { ...localStorage }, s: { ...sessionStorage } }));
  expect(stored).not.toContain('Lucky2026');
});

test(
  'the agent centre entry shows for an agent, "become an agent" (the affiliate link) for a member',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await loginWith(page, 'agent41', 'Agent2026');
    await accountMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Agent centre' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Become an agent' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Play your favourites' }).click();
    await logout(page);
    await loginWith(page, 'player01', 'Lucky2026');
    await accountMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Agent centre' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Become an agent' })).toHaveAttribute('href', /^https:\/\/aff\./);
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
    await expect(page.getByRole('dialog', { name: 'Member centre' })).toBeVisible();
  },
);

test('the registration page shows the new-player promotions, and a click opens one', async ({ page }) => {
  await page.goto('/register');
  const carousel = page.getByRole('region', { name: 'new player promotions' });
  await expect(carousel.getByRole('img', { name: 'Welcome bonus ₱100' }).first()).toBeVisible();
  await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(3);
  await carousel.locator('.swiper-slide-active button').click();
  await expect(page).toHaveURL(/\/promotions\?id=\d+$/);
});

test.describe('in Tagalog', () => {
  test.use({ lang: 'TY' });

  test('a taken username is said under its field in Tagalog, scrolled to and focused, and gone on another tab', async ({ page, admin }) => {
    await page.goto('/register');
    const username = page.getByRole('textbox', { name: 'Username' });
    await username.fill('player01');
    await page.getByLabel('Password', { exact: true }).fill('Star2026a');
    await page.getByLabel('Kumpirmahin ang password').fill('Star2026a');
    await expect(page.getByRole('img', { name: /Larawan ng captcha/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Captcha' }).fill((await admin.get('/__admin/captcha')).answer);
    await page.getByRole('button', { name: 'Magrehistro', exact: true }).last().click();
    await passSlide(page, { title: 'Pagsusuri sa seguridad', slider: 'Posisyon ng slider', confirm: 'Kumpirmahin' });
    const taken = page.getByText('May gumagamit na ng username na ito');
    await expect(taken).toBeVisible();
    await expect(username).toBeFocused();
    await expect(username).toBeInViewport();
    await expect(taken).toBeInViewport();
    await expect(page.getByText('already taken')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Mobile' }).click();
    await expect(page.getByRole('textbox', { name: 'Numero ng mobile' })).toBeVisible();
    await page.getByRole('tab', { name: 'Username' }).click();
    await expect(username).toHaveValue('');
    await expect(taken).toHaveCount(0);
  });
});
