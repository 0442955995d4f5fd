import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountMenu, loginWith } from './identity-helpers';

const GAME_FRAME = 'iframe[title="Game"]';

/** Launches a slot from its lobby, as a player does, and returns its name once the frame shows it. */
async function launchSlot(page: Page) {
  await page.goto('/rng?vassalage=PP');
  const card = page.getByTestId('game-card').nth(5);
  const name = (await card.locator('.game-card__name').textContent())!;
  await card.locator('.game-card__play').click();
  await expect(page).toHaveURL(/\/game\?url=/);
  await expect(page.frameLocator(GAME_FRAME).getByTestId('game-title')).toHaveText(name);
  return name;
}

test('an address on a configured launch host plays in the frame', async ({ page, request }) => {
  const { launchHosts } = (await (await request.get('/config.json')).json()) as { launchHosts: string[] };
  const host = launchHosts[0]!;
  await page.route(`${host}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><h1 data-testid="game-title">CDN slot</h1>' }),
  );
  await page.goto(`/game?url=${encodeURIComponent(`${host}/slot/7?lang=en`)}`);
  await expect(page.frameLocator(GAME_FRAME).getByTestId('game-title')).toHaveText('CDN slot');
});

test('the app answers with its security headers', async ({ request }) => {
  const { launchHosts, imageHosts } = (await (await request.get('/config.json')).json()) as Record<string, string[]>;
  for (const path of ['/', '/game?url=https%3A%2F%2Fevil.example%2F']) {
    const headers = (await request.get(path)).headers();
    const policy = headers['content-security-policy'] ?? '';
    for (const directive of ["default-src 'self'", "frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'", "script-src 'self'"])
      expect(policy, path).toContain(directive);
    expect(policy).toContain(`frame-src 'self' ${launchHosts!.join(' ')}`);
    expect(policy).toContain(`img-src 'self' data: blob: ${imageHosts!.join(' ')}`);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
});

test('the home page and a game launch run without a CSP violation; the game still plays in the frame after a reload', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) reports.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => reports.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.effectiveDirective} refused ${event.blockedURI} in ${event.documentURI}`,
      ),
    ),
  );
  await page.removeLocatorHandler(page.getByRole('dialog', { name: 'Announcements' }));
  await page.goto('/');
  await expect(page.locator('[data-banner-group="w_home"] .swiper-slide-active img')).toBeVisible();
  const announcements = page.getByRole('dialog', { name: 'Announcements' });
  await expect(announcements.getByRole('heading', { name: 'Welcome to the new site' })).toBeVisible();
  // The fake's first announcement plants an onerror handler: the sanitiser's parse meets it and the CSP refuses it too.
  for (const report of reports) expect(report).toMatch(/^script-src-attr refused inline |inline event handler/);
  await announcements.getByRole('button', { name: 'Close' }).click();
  reports.length = 0;
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(accountMenu(page)).toBeVisible();
  const name = await launchSlot(page);
  expect(reports).toEqual([]);
  await test.step('the game launched from its lobby still plays in the frame after a reload', async () => {
    await page.reload();
    await expect(page.frameLocator(GAME_FRAME).getByTestId('game-title')).toHaveText(name);
    expect(reports).toEqual([]);
  });
});
