// The app icons of each brand's manifest (and its iOS home-screen icon), drawn from the brand's favicon and committed.
// Run again when a favicon changes: node scripts/pwa-icons.mjs
// "any" icons keep the favicon's shape; the maskable one fills its square with the brand colour and keeps the mark
// inside the middle 80 % (the safe zone a launcher's mask never cuts).
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`;
const safeZone = (mark) => `<g transform="translate(4.8 4.8) scale(0.7)">${mark}</g>`;

/**
 * Per brand: where its icons go, its favicon (the "any" icons are the favicon itself) and, for the maskable one (a full
 * square), the favicon's background colour and its mark.
 */
const brands = [
  {
    dir: 'public/icons',
    favicon: 'public/favicon.svg',
    colour: '#6142bf',
    mark: '<path d="M9 22V10h8a4 4 0 0 1 0 8h-4v4z" fill="#fff"/>',
  },
  {
    dir: 'public/brands/jadecrest/icons',
    favicon: 'public/brands/jadecrest/favicon.svg',
    colour: '#0f7a5c',
    mark: '<path d="M19 9v10a4 4 0 0 1-8 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
  },
].map(({ dir, favicon, colour, mark }) => {
  const any = readFileSync(favicon, 'utf8').trim();
  // The mark drawn on the maskable icon must be the favicon's own: a changed favicon without its mark here fails.
  if (!any.includes(mark)) throw new Error(`${favicon} no longer has the mark this script draws; update its entry`);
  return { dir, any, maskable: svg(`<rect width="32" height="32" fill="${colour}"/>${safeZone(mark)}`) };
});

const icons = [
  ...brands.flatMap(({ dir, any, maskable }) => [
    [`${dir}/icon-192.png`, any, 192],
    [`${dir}/icon-512.png`, any, 512],
    [`${dir}/maskable-512.png`, maskable, 512],
  ]),
  // The home-screen icon iOS uses (it reads no manifest icons): a full square, the system rounds its corners.
  ...brands.map(({ dir, maskable }) => [`${dir}/apple-touch-icon.png`, maskable, 180]),
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const [path, image, size] of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${image}`,
    );
    await page.locator('svg').screenshot({ path, omitBackground: true });
    console.log(`${path} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
