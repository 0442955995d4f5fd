import { describe, expect, it } from 'vitest';
import { sanitize } from './announcement-popup';

describe('sanitize', () => {
  it('keeps formatting and links, and drops scripts and handlers', () => {
    const clean = sanitize('<p>Hi <b>there</b> <a href="/promotions">go</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">');
    expect(clean).toContain('<b>there</b>');
    expect(clean).toContain('href="/promotions"');
    expect(clean).not.toMatch(/script|onerror/);
  });
  it('marks images without alt text as decorative', () => {
    expect(sanitize('<img src="/a.png">')).toBe('<img src="/a.png" alt="">');
  });
  it('drops javascript: links', () => {
    expect(sanitize('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
  });
});
