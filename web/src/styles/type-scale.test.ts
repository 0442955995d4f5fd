import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every stylesheet of the web app (src/, and public/ beside it), as text, by path from web/.
const web = join(import.meta.dirname, '../..');
const sheets = Object.fromEntries(
  ['src', 'public'].flatMap((dir) =>
    readdirSync(join(web, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => [`${dir}/${file}`, readFileSync(join(web, dir, file), 'utf8')]),
  ),
);
const declarations = (property: string) =>
  Object.entries(sheets).flatMap(([path, text]) =>
    [...text.matchAll(new RegExp(`(?<![\\w-])${property}\\s*:\\s*([^;}]+)`, 'g'))].map((m) => ({ path, value: m[1]!.trim() })),
  );

describe('the type scale', () => {
  // Each size and weight a page shows is a font the browser looks up and sets up before its first paint (measured:
  // eight sizes and four weights made the home page's first layout twice as long as one size).
  it('every font-size is a step of the scale in base.css', () => {
    const scale = new Set([...sheets['src/styles/base.css']!.matchAll(/--(text-[\w-]+):/g)].map((m) => m[1]));
    expect(scale.size).toBeGreaterThanOrEqual(5);
    const sizes = declarations('font-size');
    expect(sizes.length).toBeGreaterThan(50);
    const off = sizes.filter(({ value }) => !/^var\(--text-[\w-]+\)$/.test(value) || !scale.has(value.slice(6, -1)));
    expect(off).toEqual([]);
  });

  it('every font-weight is 400, 600 or 700', () => {
    const weights = declarations('font-weight');
    expect(weights.length).toBeGreaterThan(20);
    expect(weights.filter(({ value }) => !['400', '600', '700'].includes(value))).toEqual([]);
  });

  it('no shorthand font sets a size of its own', () => {
    const fonts = declarations('font').filter(({ value }) => value !== 'inherit');
    expect(fonts).toEqual([]);
  });
});
