// Manual walkthrough for screenshots: node scripts/walk.mjs
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:5173';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
await page.goto(base + '/');
await page.getByRole('button', { name: 'Register' }).first().click();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/w-register.png' });
await page.getByRole('tab', { name: 'Login' }).click();
await page.getByRole('textbox', { name: 'Username' }).fill('player01');
await page.getByLabel('Password', { exact: true }).fill('Lucky2026');
await page.getByRole('button', { name: 'Login', exact: true }).last().click();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/w-slide.png' });
const target = await page.getByTestId('slide-target').getAttribute('data-x');
await page.getByLabel('Slider position').fill(target);
await page.getByRole('button', { name: 'Confirm' }).click();
await page.waitForTimeout(1500);
await page.getByRole('button', { name: 'Account menu' }).click();
await page.waitForTimeout(300);
await page.screenshot({ path: '/tmp/w-loggedin.png' });
await browser.close();
