import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5173';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text().slice(0, 200)));
await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
await page.goto(base + '/');
await page.waitForTimeout(2000);
await page.screenshot({ path: '/tmp/g-home.png' });
await page.keyboard.press('Escape');
await page.goto(base + '/rng');
await page.waitForTimeout(2000);
await page.screenshot({ path: '/tmp/g-rng.png' });
await browser.close();
