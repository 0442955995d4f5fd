// The app icons of manifest.webmanifest and index.html, drawn once from the favicon's mark (public/favicon.svg) and
// committed. Run again only when the mark changes: node scripts/pwa-icons.mjs
// "any" icons keep the favicon's rounded square; the maskable one fills its square with the brand colour and keeps
// the mark inside the middle 80 % (the safe zone a launcher's mask never cuts).
import { chromium } from '@playwright/test';

const mark = '<path d="M9 22V10h8a4 4 0 0 1 0 8h-4v4z" fill="#fff"/>';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6142bf"/>${mark}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#6142bf"/><g transform="translate(4.8 4.8) scale(0.7)">${mark}</g></svg>`;
/** The home-screen icon iOS uses: a full square, the system rounds its corners. */
const icons = [
  ['public/icons/icon-192.png', rounded, 192],
  ['public/icons/icon-512.png', rounded, 512],
  ['public/icons/maskable-512.png', maskable, 512],
  ['public/icons/apple-touch-icon.png', maskable, 180],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const [path, svg, size] of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.locator('svg').screenshot({ path, omitBackground: true });
    console.log(`${path} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
