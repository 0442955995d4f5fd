import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { closeAnnouncementsWhenShown, expect, test } from './fixtures';

/** What a player sees of the brand: the header's name and logo, the page's colours, the tab's title and icon. */
async function expectBrand(page: Page, brand: { name: string; logo: string; bg: string; favicon: string; manifest: string }) {
  const home = page.getByRole('banner').getByRole('link', { name: brand.name });
  await expect(home).toBeVisible();
  await expect(home.locator('img')).toHaveAttribute('src', brand.logo);
  // The logo loaded (an image the CSP refused or a path with no file has no width).
  await expect.poll(() => home.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('body')).toHaveCSS('background-color', brand.bg);
  await expect(page).toHaveTitle(new RegExp(`${brand.name}$`));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', brand.favicon);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', brand.manifest);
  await expect(page.getByRole('contentinfo')).toContainText(brand.name);
}

test('each host shows its own brand: name, logo, colours, icon and manifest (config.json brandHosts)', async ({
  page,
  browser,
  baseURL,
  world,
}) => {
  await page.goto('/');
  await expectBrand(page, {
    name: 'Ripelarva',
    logo: '/brands/ripelarva/logo.svg',
    bg: 'rgb(18, 14, 34)',
    favicon: '/favicon.svg',
    manifest: '/manifest.webmanifest',
  });

  // The same server under another host name: Chromium resolves any *.localhost to this machine.
  const other = new URL(baseURL!);
  other.hostname = 'jadecrest.localhost';
  const context = await browser.newContext({ baseURL: other.origin });
  try {
    await context.addCookies([{ name: 'mock_world', value: world, url: other.origin }]);
    await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const jade = await context.newPage();
    await closeAnnouncementsWhenShown(jade);
    await jade.goto('/');
    await expectBrand(jade, {
      name: 'Jadecrest',
      logo: '/brands/jadecrest/logo.svg',
      bg: 'rgb(11, 26, 23)',
      favicon: '/brands/jadecrest/favicon.svg',
      manifest: '/brands/jadecrest/manifest.webmanifest',
    });
    // Chromium reads this brand's manifest, its name and colours, without errors.
    const cdp = await context.newCDPSession(jade);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${other.origin}/brands/jadecrest/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data!) as { name: string; icons: { src: string }[] };
    expect(data).toMatchObject({ name: 'Jadecrest', theme_color: '#0f211b' });
    // Its own app icons, not the default brand's (iOS takes the apple-touch-icon link).
    await expect(jade.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/brands/jadecrest/icons/apple-touch-icon.png');
    for (const { src } of data.icons) {
      expect(src).toMatch(/^\/brands\/jadecrest\/icons\//);
      // Fetched by the browser: Node does not resolve *.localhost as Chromium does.
      const icon = await jade.evaluate(async (url) => {
        const response = await fetch(url);
        return [response.status, response.headers.get('content-type')];
      }, src);
      expect(icon).toEqual([200, 'image/png']);
    }
    // Its colours keep every text readable (axe's contrast rules among WCAG 2.1 AA), in both themes.
    await expectNoSeriousViolations(jade);
    // The light theme has the brand's own light colours too.
    await jade.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    await expect(jade.locator('body')).toHaveCSS('background-color', 'rgb(242, 248, 245)');
    await expectNoSeriousViolations(jade);
  } finally {
    await context.close();
  }
});
