import type { Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { bringIntoView, expect, test, visit } from './fixtures';
import { accountMenu, loginDialog, loginWith } from './identity-helpers';

const balance = (page: Page) => page.getByTestId('balance');
const money = (n: number) => `₱${n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const status = (page: Page) => page.getByTestId('promotion-status');

/** A real png of one pixel, padded (after its end) to the size asked: a browser shows it, the server sniffs it. */
function png(bytes = 0) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const image = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x61, 0x42, 0xbf]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return bytes > image.length ? Buffer.concat([image, Buffer.alloc(bytes - image.length)]) : image;
}

async function loggedIn(page: Page) {
  await page.goto('/');
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(balance(page)).toHaveText('₱1,500.00');
}

/** A deposit QA approves at once, through the fake's own calls (the member centre's deposit is its own suite's). */
async function depositApproved(page: Page, amount: number) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const placed = await page.request.post(new URL('/wps/fund/deposit', page.url()).href, {
    // A money call: one Idempotency-Key per action, as the web client sends it.
    headers: { Authorization: token!, Merchant: 'M00001', 'Idempotency-Key': crypto.randomUUID() },
    data: { methodId: 'GCASH', amount },
  });
  const { orderNo } = (await placed.json()).value;
  const decided = await page.request.post(new URL(`/__admin/orders/${orderNo}`, page.url()).href, { data: { action: 'approve' } });
  expect(decided.status(), await decided.text()).toBe(200);
}

test('a banner and the new-player carousel open their promotion', async ({ page }) => {
  await page.goto('/');
  // Banner 1 links to promotion 101: bring it forward (the carousel autoplays), then click it.
  const banners = page.locator('[data-banner-group="w_home"]');
  await banners.locator('.swiper-pagination-bullet').first().click();
  await banners.locator('.swiper-slide-active[data-banner-id="1"]').getByRole('button', { name: 'banner 1' }).click();
  await expect(page).toHaveURL(/\/promotions\?id=101$/);
  await expect(page.getByRole('heading', { name: 'Welcome bonus ₱100', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to take part' })).toBeVisible();

  await visit(page, '/register');
  const carousel = page.getByRole('region', { name: 'new player promotions' });
  await carousel.locator('.swiper-slide-active button').click();
  await expect(page).toHaveURL(/\/promotions\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome bonus ₱100|First deposit double up|New player free spins/);
  await page.getByRole('link', { name: 'All promotions' }).click();
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await page.getByRole('group', { name: 'Types' }).getByRole('button', { name: 'Lucky draw' }).click();
  await expect(page.getByTestId('promotion')).toHaveCount(1);
  await page.getByRole('link', { name: 'Lantern festival lucky draw' }).click();
  await page.getByRole('button', { name: 'Log in to take part' }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('join with the age and terms agreement, deposit, claim: the bonus reaches the balance', { tag: '@smoke' }, async ({ page }) => {
  await loggedIn(page);
  await visit(page, '/promotions?id=102');
  await expect(status(page)).toHaveText('Join');
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByRole('alert')).toHaveText('Tick the box to confirm your age and accept the terms');
  await page.getByRole('checkbox', { name: /I am 21 or older/ }).check();
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(status(page)).toHaveText('Joined');
  await expect(page.getByRole('status')).toHaveText('You have joined. Deposit 100.00 or more to claim');

  await depositApproved(page, 400);
  await page.reload();
  await expect(status(page)).toHaveText('Claim');
  await page.getByRole('button', { name: 'Claim reward' }).click();
  await expect(status(page)).toHaveText('Claimed');
  await expect(page.getByRole('status')).toHaveText('You have claimed this reward. ₱400.00 has been added to your main wallet.');
  await expect(balance(page)).toHaveText(money(1500 + 400 + 400));
});

test('the activity application takes two images, refuses a 6 MB one with the reason, and QA issues it', async ({ page, admin }) => {
  await loggedIn(page);
  await visit(page, '/promotions?id=103');
  await expect(status(page)).toHaveText('Applying');
  const form = page.getByRole('form', { name: 'Activity application' });
  const comment = form.getByRole('textbox', { name: 'Comment' });
  await comment.fill('x'.repeat(141));
  await expect(form.getByText('141 / 140')).toBeVisible();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('alert')).toHaveText('The comment is at most 140 characters');
  await comment.fill('My first big win!');

  await form.getByTestId('application-images').setInputFiles([
    { name: 'win.png', mimeType: 'image/png', buffer: png() },
    { name: 'big.png', mimeType: 'image/png', buffer: png(6 * 1024 * 1024) },
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') },
    { name: 'balance.png', mimeType: 'image/png', buffer: png() },
  ]);
  await expect(form.getByRole('alert')).toHaveText(['big.png is larger than 5 MB', 'notes.png is not a png or jpg image']);
  await expect(form.getByRole('img', { name: /^Preview of / })).toHaveCount(2);
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(status(page)).toHaveText('In process');
  await expect(page.getByRole('status')).toHaveText(/Application \d+ sent with 2 images/);

  const [application] = await admin.get('/__admin/applications');
  expect(application).toMatchObject({ promotionId: 103, comment: 'My first big win!', images: 2, status: 'in_process' });
  const decided = await page.request.post(new URL(`/__admin/applications/${application.applicationId}`, page.url()).href, {
    data: { action: 'approve' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await page.reload();
  await expect(status(page)).toHaveText('Issued');
  await expect(balance(page)).toHaveText(money(1500 + 88));
});

test('QA rejects an application: the player sees Rejected and may apply again; the lucky draw credits its prize once a day', async ({
  page,
}) => {
  await loggedIn(page);
  await test.step('QA rejects an application in the console: the player sees Rejected and may apply again', async () => {
    await visit(page, '/promotions?id=103');
    const form = page.getByRole('form', { name: 'Activity application' });
    await form.getByRole('textbox', { name: 'Comment' }).fill('My win');
    await form.getByTestId('application-images').setInputFiles([{ name: 'win.png', mimeType: 'image/png', buffer: png() }]);
    await expect(form.getByRole('img', { name: 'Preview of win.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(status(page)).toHaveText('In process');
    const id = (await page.getByRole('status').textContent())!.match(/Application (\d+)/)![1]!;

    // QA, in the console of the same browser (the same world).
    const qa = await page.context().newPage();
    await qa.goto('/__admin');
    const applications = qa.getByRole('table', { name: 'Activity applications' });
    await applications.getByRole('textbox', { name: `Remark ${id}` }).fill('The screenshot is unreadable');
    await applications.getByRole('button', { name: `Reject ${id}` }).click();
    await expect(applications.getByRole('row').filter({ hasText: 'My win' })).toContainText('rejected');
    await qa.close();

    await page.reload();
    await expect(status(page)).toHaveText('Rejected');
    await expect(page.getByRole('status')).toHaveText('Your application was not approved. You may apply again.');
    await expect(page.getByRole('form', { name: 'Activity application' })).toBeVisible();
    await expect(balance(page)).toHaveText(money(1500));
  });

  await test.step('the lucky draw credits its prize once a day, and its badge goes', async () => {
    await visit(page, '/promotions');
    const draws = page.getByRole('group', { name: 'Types' }).getByRole('button', { name: /Lucky draw/ });
    await expect(draws.getByTestId('badge-RAFFLE')).toHaveText('1');
    await page.getByRole('link', { name: 'Lantern festival lucky draw' }).click();
    await page.getByRole('button', { name: 'Draw now' }).click();
    const result = page.getByTestId('raffle-result');
    await expect(result).toContainText(/You won ₱\d+\.00!/);
    const prize = Number((await result.textContent())!.match(/You won ₱(\d+)\.00/)![1]);
    expect([8, 18, 38, 88, 188]).toContain(prize);
    await expect(balance(page)).toHaveText(money(1500 + prize));
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('You have drawn today. Come back tomorrow for another draw.');
    await page.getByRole('link', { name: 'All promotions' }).click();
    await expect(page.getByTestId('promotion').first()).toBeVisible();
    await expect(page.getByTestId('badge-RAFFLE')).toHaveCount(0);
  });
});

test(
  'the promotions fit the screen (390 px on the phone): list, filters, a detail, the lucky draw and the reward centre',
  { tag: '@phone' },
  async ({ page }) => {
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await loggedIn(page);
    await visit(page, '/promotions');
    await expect(page.locator('[data-banner-group="w_promotion"] img').first()).toBeVisible();
    await expect(page.getByTestId('promotion').first()).toBeVisible();
    await fits();
    const categories = page.getByRole('group', { name: 'Categories' });
    await categories.getByRole('button', { name: 'New players' }).click();
    await expect(page.getByTestId('promotion')).toHaveCount(3);
    await categories.getByRole('button', { name: 'Other' }).click();
    await expect(page.getByTestId('promotion')).toHaveCount(2);
    await page
      .getByRole('group', { name: 'Types' })
      .getByRole('button', { name: /Lucky draw/ })
      .click();
    await expect(page.getByTestId('promotion')).toHaveCount(1);
    await fits();
    await page.getByRole('link', { name: 'Lantern festival lucky draw' }).click();
    const draw = page.getByRole('button', { name: 'Draw now' });
    await bringIntoView(draw);
    await fits();
    await draw.click();
    await expect(page.getByTestId('raffle-result')).toContainText(/You won ₱\d+\.00!/);
    await fits();

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await centre
      .getByRole('navigation', { name: 'Member centre pages' })
      .getByRole('button', { name: 'Reward centre', exact: true })
      .click();
    await expect(centre.getByRole('heading', { name: 'Reward centre', level: 3 })).toBeVisible();
    const claim = centre.getByTestId('reward').first().getByRole('button', { name: 'Claim' });
    await bringIntoView(claim);
    await fits();
  },
);
