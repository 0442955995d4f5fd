import { describe, expect, it } from 'vitest';
import { cssColor, escapeHtml, safeUrl, scriptJson } from '../../src/platform/html-escape';

describe('escaping what the fake writes into HTML', () => {
  it('turns markup and quotes into entities for text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('writes a script literal that cannot close its script or break its line, and reads back the same value', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029 "quoted"';
    const literal = scriptJson({ title: hostile });
    expect(literal).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(literal)).toEqual({ title: hostile });
    expect(scriptJson(undefined)).toBe('null');
  });

  it('keeps a CSS colour only when it is one', () => {
    expect(cssColor('#6142BF', '#000000')).toBe('#6142BF');
    for (const bad of ['red;}</style>', 'expression(alert(1))', '#12345', 'url(x)']) expect(cssColor(bad, '#000000')).toBe('#000000');
  });

  it('lets through only http(s) addresses and paths of this site', () => {
    expect(safeUrl('https://www.lucky.example/lottery')).toBe('https://www.lucky.example/lottery');
    expect(safeUrl('/lottery?x=1')).toBe('/lottery?x=1');
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      '',
      undefined,
    ])
      expect(safeUrl(bad), String(bad)).toBeNull();
  });
});
