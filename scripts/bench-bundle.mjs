// Initial JavaScript for "/" (the entry, its static imports and the app it starts after the paint) and every lazy
// chunk, gzipped.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const inHtml = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
// The entry (main.tsx) is a few lines that fetch the app once the page has painted: what it fetches then (Vite's list
// of the dynamic imports' files, `__vite__mapDeps`) is part of a route's scripts as well.
const entry = inHtml.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
const started = [...(entry.match(/m\.f=\[([^\]]*)\]/)?.[1] ?? '').matchAll(/"(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const initial = [...new Set([...inHtml, ...started])];
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const initialBytes = initial.reduce((sum, f) => sum + gz(f), 0);
// DESIGN.md's budget: a route's scripts 170 KB gzipped or less, loaded at low priority or after the paint.
console.log(`initial JS for /: ${kb(initialBytes)} gzipped (budget 170 KB, DESIGN.md) in ${initial.length} files`);
for (const f of initial) console.log(`  ${f.padEnd(48)} ${kb(gz(f))}`);
const lazy = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`));
console.log('lazy chunks:');
for (const f of lazy.sort()) console.log(`  assets/${f.padEnd(41)} ${kb(gz(`assets/${f}`))}`);
