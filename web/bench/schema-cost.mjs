// What the contracts' zod schemas cost the web at start: the catalogue the first calls load (call-schemas.ts' `calls`
// and the games feature's `gameCalls`), bundled as Vite bundles it (minified, tree-shaken, zod included), then
// evaluated in fresh Node processes and in fresh Chromium pages at 4x CPU throttling (CDP). Times the import (Chromium:
// fetch from a local server, compile, evaluate), then the first check of an answer (systemStatus, hotGames); medians.
// Usage: node bench/schema-cost.mjs [runs=10]   (CHROMIUM_PATH as bench/first-load.mjs; under flock /tmp/heavy.lock)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const runs = Number(process.argv[2] ?? 10);
const web = fileURLToPath(new URL('..', import.meta.url));
// Inside web/ so that `@portal/contracts` resolves as the web resolves it.
const work = join(web, 'node_modules/.cache/schema-cost');
mkdirSync(work, { recursive: true });
const entry = join(work, 'entry.js');
writeFileSync(entry, `export { calls, gameCalls } from '@portal/contracts';\n`);
const out = mkdtempSync(join(tmpdir(), 'schema-cost-'));
await build({
  root: web,
  configFile: false,
  logLevel: 'silent',
  build: {
    outDir: out,
    emptyOutDir: true,
    minify: true,
    target: 'es2022',
    lib: { entry, formats: ['es'], fileName: 'catalogue' },
  },
});

// One fresh process per run: the import (the schemas each module builds as it evaluates), then the first checks.
// The answers reach every nested schema (a game in the list, an entry in each of the status's lists) so that the first
// checks build what a real answer makes them build; the status's entries are empty objects, so that check fails.
const game = { nodeId: 1, gameType: 'RNG', vassalage: 'V', nodeTypeManageId: 1, defaultLanguage: 'EN', gameName: 'g', displayName: 'g' };
const hotGames = { list: [{ ...game, defaultIcon: '', showIcon: '', isHot: 1, minBet: 1, minLineNum: 1, gameClassify: '' }] };
const info = { siteName: '', mainDomain: '', imageCDNs: [''], launchGameCDNs: [''], customerService: [{}], analytics: { gtagId: '' } };
const status = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '', country: 'PH' },
  info: { ...info, whitelabel: [{}], register: { username: {} }, resources: [{}] },
};
const measure = (url) => `
const t0 = performance.now();
const { calls, gameCalls } = await import(${JSON.stringify(url)});
const t1 = performance.now();
const status = calls.systemStatus.response.safeParse(${JSON.stringify(status)});
const t2 = performance.now();
const hot = gameCalls.hotGames.response.safeParse(${JSON.stringify(hotGames)});
const t3 = performance.now();
if (status.success || !hot.success) throw new Error('unexpected check results');
return { importMs: t1 - t0, statusCheckMs: t2 - t1, hotGamesCheckMs: t3 - t2, totalMs: t3 - t0 };
`;
const probe = `console.log(JSON.stringify(await (async () => {${measure(join(out, 'catalogue.js'))}})()));`;
const samples = [];
for (let i = 0; i < runs; i++) {
  samples.push(JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' })));
}

// The same in Chromium: a blank page and the bundle from a local server, a fresh page (and cache) per run.
const bundle = readFileSync(join(out, 'catalogue.js'));
const server = createServer((request, response) => {
  if (request.url === '/catalogue.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
  else response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>schema cost</title>');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const browserSamples = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    browserSamples.push(await page.evaluate(`(async () => {${measure(`${origin}/catalogue.js`)}})()`));
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (n) => `${n.toFixed(2)} ms`;
const report = (where, found) => {
  const of = (key) => ms(median(found.map((s) => s[key])));
  console.log(
    `${where} (median of ${runs}): import ${of('importMs')}, first systemStatus check ${of('statusCheckMs')}, ` +
      `first hotGames check ${of('hotGamesCheckMs')}, all ${of('totalMs')}`,
  );
};
report('Node, fresh processes', samples);
report('Chromium at 4x CPU, fresh pages', browserSamples);
