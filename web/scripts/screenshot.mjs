// Takes a screenshot of a page in Debian's Chromium: node scripts/screenshot.mjs URL OUT.png [width] [lang]
import { chromium } from '@playwright/test';

const [url, out, width = '1366', lang] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 860 } });
if (lang) await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
