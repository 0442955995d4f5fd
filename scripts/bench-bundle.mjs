// Initial JavaScript for "/" (the entry, its static imports and the app it starts after the paint) and every lazy
// chunk, gzipped.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const inHtml = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
// The entry (main.tsx) is a few lines that import the app once the page has painted: what those imports load (their
// files and, transitively, the files those import statically) is part of a route's scripts as well.
const read = (file) => readFileSync(join(dist, file), 'utf8');
const staticImports = (file) => [...read(file).matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => `assets/${m[1]}`);
const dynamicImports = (file) => [...read(file).matchAll(/\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => `assets/${m[1]}`);
const initial = [];
const add = (file) => {
  if (initial.includes(file)) return;
  initial.push(file);
  staticImports(file).forEach(add);
};
inHtml.forEach(add);
inHtml.flatMap(dynamicImports).forEach(add);
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const initialBytes = initial.reduce((sum, f) => sum + gz(f), 0);
// DESIGN.md's budget: a route's scripts 170 KB gzipped or less, loaded at low priority or after the paint.
console.log(`initial JS for /: ${kb(initialBytes)} gzipped (budget 170 KB, DESIGN.md) in ${initial.length} files`);
for (const f of initial) console.log(`  ${f.padEnd(48)} ${kb(gz(f))}`);
const lazy = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`));
console.log('lazy chunks:');
for (const f of lazy.sort()) console.log(`  assets/${f.padEnd(41)} ${kb(gz(`assets/${f}`))}`);
