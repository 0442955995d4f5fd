import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('sanitizeHtml', () => {
  it('drops scripts and handlers, and marks images without alt text decorative', async () => {
    const { sanitizeHtml } = await import('./sanitize-html');
    expect(sanitizeHtml('<p>Hi</p><script>1</script><img src="x" onerror="window.__pwned = true">')).toBe('<p>Hi</p><img src="x" alt="">');
  });

  it('without a DOM (the server) loads, and gives nothing rather than the HTML unsanitised', async () => {
    vi.stubGlobal('window', undefined);
    const { sanitizeHtml } = await import('./sanitize-html');
    expect(sanitizeHtml('<p>Hi</p><img src="x" onerror="window.__pwned = true">')).toBe('');
  });
});
