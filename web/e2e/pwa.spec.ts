import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// A player's browser runs the service worker (the other files block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Once the worker is active its install has precached the shell and the offline page. */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });

test('the built site passes Chromium’s installability check: manifest, icons and worker', async ({
  playwright,
  baseURL,
  world,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile, which every Playwright context is but a persistent one.
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: baseURL!,
    serviceWorkers: 'allow',
  });
  try {
    await context.addCookies([{ name: 'mock_world', value: world, url: baseURL! }]);
    await context.addInitScript(() => localStorage.getItem('lang') ?? localStorage.setItem('lang', 'EN'));
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/down');
    await expect(page.getByRole('heading', { name: 'App download', level: 1 })).toBeVisible();
    expect(await workerActive(page)).toMatch(/\/sw\.js$/);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline: the notice says so, a page load shows the offline page, and back online the site works', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await workerActive(page)).toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  await expect(page.getByText('You are offline. Some things will not work until the connection is back.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are back online.')).toBeVisible();

  await context.setOffline(true);
  await page.goto('/live');
  await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
  // The brand of the host, from the runtime config the worker kept (fetched network first by the app's load).
  await expect(page).toHaveTitle('You are offline · Ripelarva');
  // Its mark loaded from what the worker kept (an image that failed has no width).
  await expect.poll(() => page.locator('.offline__mark').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page).toHaveURL(/\/live$/);

  // Back online, the offline page loads the page again on the browser's `online` event; Playwright's emulation does
  // not always send that event to a page loaded offline, so the player's Try again stands in. Nothing of it was kept.
  await context.setOffline(false);
  const live = page.getByRole('heading', { name: 'Live casino', level: 1 });
  await expect(async () => {
    const retry = page.getByRole('button', { name: 'Try again' });
    if (await retry.isVisible()) await retry.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(live).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('.vendor-grid li').first()).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.filter((path) => /^\/(wps|lgw|__admin)(\/|$)|^\/(live)?$/.test(path))).toEqual([]);
});
