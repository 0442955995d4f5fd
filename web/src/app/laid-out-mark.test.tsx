import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LAID_OUT_ATTRIBUTE, LaidOutMark } from './laid-out-mark';

const html = document.documentElement;
afterEach(() => html.removeAttribute(LAID_OUT_ATTRIBUTE));

describe('the deferred layout', () => {
  it('ends once the page has rendered in the browser and it was idle', async () => {
    const { unmount } = render(<LaidOutMark />);
    await waitFor(() => expect(html.hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(true));
    unmount();
  });

  it('is not ended by a server render (the first paint is laid out in part)', () => {
    expect(renderToString(<LaidOutMark />)).toBe('');
    expect(html.hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(false);
  });

  it('is the only way a stylesheet defers layout: every content-visibility waits for the mark', () => {
    const src = join(import.meta.dirname, '..');
    const rules = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) =>
        [...readFileSync(join(src, file), 'utf8').matchAll(/([^{}]*)\{[^}]*content-visibility\s*:[^}]*\}/g)].map((m) => ({
          file,
          selector: m[1]!.replace(/\/\*[\s\S]*?\*\//g, '').trim(),
        })),
      );
    expect(rules.length).toBeGreaterThanOrEqual(2);
    const ungated = rules.filter(({ selector }) =>
      selector.split(',').some((part) => !part.trim().startsWith(`html:not([${LAID_OUT_ATTRIBUTE}]) `)),
    );
    expect(ungated).toEqual([]);
  });
});
