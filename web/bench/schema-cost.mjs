// What the contracts' zod schemas cost the web at start: the catalogue the first calls load (call-schemas.ts' `calls`
// and the games feature's `gameCalls`), bundled as Vite bundles it (minified, tree-shaken, zod included), then
// evaluated in fresh Node processes. Times the import, then the first check of an answer (systemStatus, hotGames).
// Unthrottled: Chromium at 4x CPU is about four times these figures. Usage: node bench/schema-cost.mjs [runs=10]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
const probe = `
const t0 = performance.now();
const { calls, gameCalls } = await import(${JSON.stringify(join(out, 'catalogue.js'))});
const t1 = performance.now();
const status = calls.systemStatus.response.safeParse({ maintenance: false, regionRestriction: false, location: {}, info: {} });
const hot = gameCalls.hotGames.response.safeParse({ list: [] });
const t2 = performance.now();
if (status.data !== undefined || !hot.success) throw new Error('unexpected check results');
console.log(JSON.stringify({ importMs: t1 - t0, firstCheckMs: t2 - t1 }));
`;
const samples = [];
for (let i = 0; i < runs; i++) {
  samples.push(JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' })));
}
rmSync(out, { recursive: true, force: true });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (n) => `${n.toFixed(2)} ms`;
const importMs = median(samples.map((s) => s.importMs));
const checkMs = median(samples.map((s) => s.firstCheckMs));
const totalMs = median(samples.map((s) => s.importMs + s.firstCheckMs));
console.log(`schema cost over ${runs} fresh processes (median): import ${ms(importMs)}, first checks ${ms(checkMs)}, both ${ms(totalMs)}`);
