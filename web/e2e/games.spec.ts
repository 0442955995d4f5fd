import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { expect, sideMenu, test, visit } from './fixtures';
import { accountMenu, loginWith } from './identity-helpers';

const jsqrPath = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

/** A vendor's lobby, once its own games show (a move inside the app may show the list before for a moment). */
async function vendorLobby(page: Page, vendor: string) {
  await visit(page, `/rng?vassalage=${vendor}`);
  await expect(page.getByTestId('game-card').nth(5)).toContainText(`${vendor} ·`);
}

test('every lobby with vendors shows them', async ({ page }) => {
  for (const [path, heading] of [
    ['/live', 'Live casino'],
    ['/fish', 'Fishing'],
    ['/pvp', 'Player versus player'],
    ['/sports', 'Sports'],
    ['/esports', 'E-sports'],
    ['/cockfight', 'Cockfighting'],
    ['/inhouse', 'In-house games'],
    ['/elott', 'E-lottery'],
  ]) {
    await visit(page, path!);
    await expect(page.getByRole('heading', { name: heading!, level: 1 })).toBeVisible();
    await expect(page.locator('.vendor-grid li').first()).toBeVisible();
  }
  await visit(page, '/esports');
  for (const vendor of ['AV', 'IMES', 'IA', 'AI', 'TF'])
    await expect(page.locator('.vendor-grid img[src*="/vendor/' + vendor + '.svg"]')).toHaveCount(1);
  await visit(page, '/hot');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await visit(page, '/rng');
  await expect(page.getByText('10000 games')).toBeVisible();
  await expect(page.getByTestId('game-card')).toHaveCount(42);
});

test('search a slot by name, then page through results', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/rng');
  await page.getByRole('tab', { name: 'PG Soft' }).click();
  await expect(page).toHaveURL(/vassalage=PG/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('current_vassalage'))).toBe('PG');
  const first = await page.getByTestId('game-card').first().locator('.game-card__name').textContent();
  await page.getByRole('searchbox', { name: 'Search games' }).fill(first!);
  await expect(page.getByTestId('game-card').first().locator('.game-card__name')).toHaveText(first!);
  await expect(page.getByText(/^\d+ games?$/)).not.toHaveText('2100 games');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('');
  await expect(page.getByText('2100 games')).toBeVisible();
  const before = await page.getByTestId('game-card').first().locator('.game-card__name').textContent();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/p=2/);
  await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('game-card').first().locator('.game-card__name')).not.toHaveText(before!);
  await expect(page.getByTestId('game-card')).toHaveCount(42);
  // Paging from the bottom of the list brings the player back to its top.
  await page.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: '3', exact: true }).click();
  await expect(page).toHaveURL(/p=3/);
  await expect(page.getByText('2100 games')).toBeInViewport();
});

test('a favourite needs login, then appears in the favourites and stays after reload', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/rng?vassalage=JILI');
  const card = page.getByTestId('game-card').first();
  const name = (await card.locator('.game-card__name').textContent())!;
  await card.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Close' }).click();
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(accountMenu(page)).toBeVisible();
  await visit(page, '/rng?vassalage=JILI');
  await page.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(page.getByTestId('game-card')).toHaveCount(1);
  await expect(page.getByTestId('game-card').locator('.game-card__name')).toHaveText(name);
  await page.reload();
  await expect(page.getByTestId('game-card').locator('.game-card__name')).toHaveText(name);
});

test('launch a slot into the iframe page, and recent games shows it', { tag: ['@phone', '@smoke'] }, async ({ page }) => {
  await page.goto('/');
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(accountMenu(page)).toBeVisible();
  await vendorLobby(page, 'PP');
  const card = page.getByTestId('game-card').nth(5);
  const name = (await card.locator('.game-card__name').textContent())!;
  await card.locator('.game-card__play').click();
  await expect(page).toHaveURL(/\/game\?url=/);
  const frame = page.frameLocator('iframe[title="Game"]');
  await expect(frame.getByTestId('game-title')).toHaveText(name);
  await visit(page, '/rng?view=recent');
  await expect(page.getByTestId('game-card').first().locator('.game-card__name')).toHaveText(name);
});

test('a logged-in launch: lottery games go to the lottery flow, a game under maintenance offers others, a balance that cannot play offers a deposit', async ({
  page,
  world,
  playwright,
  baseURL,
}) => {
  await page.goto('/');
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(accountMenu(page)).toBeVisible();
  await test.step('lottery games go to the lottery flow', async () => {
    await (await sideMenu(page)).getByRole('button', { name: 'Lottery', exact: true }).click();
    await expect(page).toHaveURL(/\/vnlottery\?gameCode=TCG_LOTTO_VN_1/);
    await visit(page, '/elott');
    await page.getByRole('button', { name: 'Keno 1 Minute' }).click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=GPI_1&playType=STANDARD/);
  });
  await test.step('a game under maintenance offers others to play', async () => {
    await vendorLobby(page, 'PG');
    await page.getByTestId('game-card').nth(3).locator('.game-card__play').click();
    const dialog = page.getByRole('dialog', { name: 'The game did not open' });
    await expect(dialog.getByTestId('launch-error')).toContainText('under maintenance');
    // vendor_under_maintenance carries its window, shown in the player's language and time zone.
    await expect(dialog.getByTestId('maintenance-window')).toContainText(/^Maintenance from .+ until .+\.$/);
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await dialog.getByRole('listitem').first().getByRole('button').click();
    await expect(page).toHaveURL(/\/game\?url=/);
  });
  await test.step('a balance that cannot play the game: the failure offers a deposit, which opens the deposit page', async () => {
    // QA empties the player's wallets through the fake's provider state, as a backend team would set it up.
    const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Mock-World': world } });
    const emptied = await admin.post('/__admin/pact-state', {
      data: { state: 'the player has no money to play', params: { username: 'player01' } },
    });
    expect(emptied.status(), await emptied.text()).toBe(200);
    await admin.dispose();
    await vendorLobby(page, 'PP');
    await page.getByTestId('game-card').nth(5).locator('.game-card__play').click();
    const dialog = page.getByRole('dialog', { name: 'The game did not open' });
    await expect(dialog.getByTestId('launch-error')).toHaveText('Your balance is not enough to play this game. Make a deposit to play.');
    await dialog.getByRole('button', { name: 'Deposit' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Deposit', level: 3 })).toBeVisible();
    await expect(page).not.toHaveURL(/\/game\?url=/);
  });
});

test('vendor entries: RNG opens the slots lobby, FISH a popup list of its games', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await page
    .locator('section', { has: page.getByRole('heading', { name: 'Slots', level: 2 }) })
    .getByRole('button', { name: 'JILI' })
    .click();
  await expect(page).toHaveURL(/\/rng\?vassalage=JILI/);
  await expect(page.getByRole('tab', { name: 'JILI', exact: true })).toHaveAttribute('aria-selected', 'true');
  await visit(page, '/fish');
  await page.getByRole('button', { name: 'JILI Fishing' }).click();
  const popup = page.getByRole('dialog', { name: 'JILI Fishing' });
  await expect(popup.getByRole('listitem')).toHaveCount(14);
});

test('the hot games are one row of cards of one height, a long name on two lines at most', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Hot games' }).locator('.game-card__play');
  await expect(cards).toHaveCount(12);
  const sizes = await cards.evaluateAll((els) =>
    els.map((e) => {
      const name = e.querySelector('.game-card__name')!;
      return {
        height: Math.round(e.getBoundingClientRect().height),
        nameLines: Math.round(name.clientHeight / parseFloat(getComputedStyle(name).lineHeight)),
      };
    }),
  );
  expect(new Set(sizes.map((s) => s.height)).size).toBe(1);
  expect(Math.max(...sizes.map((s) => s.nameLines))).toBeLessThanOrEqual(2);
  // The seed has names that take two lines at this width, so the equal heights are not a coincidence.
  expect(sizes.some((s) => s.nameLines === 2)).toBe(true);
});

test('the announcements: dated, their scripts inert, once per session, and those shown after a login (execution A)', async ({
  page,
  context,
}) => {
  await page.removeLocatorHandler(page.getByRole('dialog', { name: 'Announcements' }));
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await test.step('they show their dates and never run their scripts', async () => {
    await expect(dialog.getByRole('heading', { name: 'Welcome to the new site' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
    await expect(dialog.locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(dialog.locator('b', { hasText: 'faster deposits' })).toBeVisible();
    expect(await dialog.locator('script, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });
  await test.step('the popup shows once per session', async () => {
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
  await test.step('a login brings the popups shown after a login', async () => {
    await loginWith(page, 'player01', 'Lucky2026');
    await expect(accountMenu(page)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Welcome to the new site' })).toHaveCount(0);
  });
  await test.step('a new session (another tab starts one) shows them again', async () => {
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
  });
});

test('the app download QR code encodes the Android link', async ({ page, admin }) => {
  const { resources } = await admin.get('/wps/system/domainRoute');
  await page.goto('/down');
  const qr = page.getByRole('main').getByRole('img', { name: 'Android app QR code' });
  await expect(qr).toBeVisible();
  // The page's CSP refuses injected script tags; evaluating through the devtools protocol is not a page script.
  await page.evaluate(readFileSync(jsqrPath, 'utf8'));
  const decoded = await qr.evaluate(async (img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return (window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }).jsQR(
      data.data,
      data.width,
      data.height,
    )?.data;
  });
  expect(decoded).toBe(resources.Android.url);
  await page.getByRole('tab', { name: 'iOS' }).click();
  await expect(page.getByRole('main').getByRole('img', { name: 'iOS profile QR code' })).toHaveAttribute(
    'data-qr-text',
    resources.MOBILECONFIG.url,
  );
  await expect(page.getByText('Step 4')).toBeVisible();
  await expect((await sideMenu(page)).getByRole('img', { name: 'Android app QR code' })).toHaveAttribute('width', '100');
});
