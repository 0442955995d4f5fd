/**
 * Escaping for what the fake writes into HTML, one function per context (OWASP XSS prevention rules 1, 3, 4, 5).
 * The launched pages (slot, lottery lobby, chat window) write their values through these only.
 */

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Element text or a quoted attribute value. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => TEXT_ESCAPES[c]!);

/**
 * A value as a JavaScript literal inside an inline `<script>`: JSON with `<`, `>`, `&` and U+2028/2029 as \u
 * escapes, so no `</script>`, `<!--` or line separator in the value can end the script or the statement.
 */
export const scriptJson = (value: unknown) =>
  (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A colour for a CSS declaration: `#rgb` or `#rrggbb` only, else the fallback (CSS has no safe escape for free text). */
export const cssColor = (value: string, fallback: string) => (/^#(?:[0-9a-f]{3}){1,2}$/i.test(value) ? value : fallback);

/**
 * An address a page may link or navigate to: http(s) only, absolute or a path on this site; anything else
 * (`javascript:`, `data:`, `//elsewhere`) is null. For an attribute, escape the answer with escapeHtml too.
 */
export function safeUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
