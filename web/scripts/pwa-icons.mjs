// The app icons of each brand's manifest (and index.html's), drawn from the brand's mark and committed. Run again only
// when a mark changes: node scripts/pwa-icons.mjs
// "any" icons keep the favicon's shape; the maskable one fills its square with the brand colour and keeps the mark
// inside the middle 80 % (the safe zone a launcher's mask never cuts).
import { chromium } from '@playwright/test';

const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`;
const safeZone = (mark) => `<g transform="translate(4.8 4.8) scale(0.7)">${mark}</g>`;

/** Per brand: where its icons go, its "any" icon (the favicon's shape) and its maskable one (a full square). */
const brands = [
  {
    // public/favicon.svg: the default brand (Ripelarva).
    dir: 'public/icons',
    any: svg('<rect width="32" height="32" rx="8" fill="#6142bf"/><path d="M9 22V10h8a4 4 0 0 1 0 8h-4v4z" fill="#fff"/>'),
    maskable: svg(`<rect width="32" height="32" fill="#6142bf"/>${safeZone('<path d="M9 22V10h8a4 4 0 0 1 0 8h-4v4z" fill="#fff"/>')}`),
  },
  {
    // public/brands/jadecrest/favicon.svg.
    dir: 'public/brands/jadecrest/icons',
    any: svg(
      '<path d="M16 2 29 9v14l-13 7-13-7V9z" fill="#0f7a5c"/><path d="M19 9v10a4 4 0 0 1-8 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
    ),
    maskable: svg(
      `<rect width="32" height="32" fill="#0f7a5c"/>${safeZone('<path d="M19 9v10a4 4 0 0 1-8 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>')}`,
    ),
  },
];

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
