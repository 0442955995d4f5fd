/** Builds a served page from the built index.html: the rendered HTML in #root, the payload as inert JSON after it. */
import type { Brand } from '../src/config/brand.ts';

type Rendered = { html: string; htmlLang: string; theme: string };

/**
 * Scripts never compete with the first paint: the entry and the chunks it preloads are fetched at low priority
 * (module scripts run after parsing anyway), so the banner picture and the CSS go first.
 */
export const withLowPriorityScripts = (template: string) =>
  template
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

export function pageHtml(template: string, page: Rendered, payload: string, stateId: string): string {
  const start = template.indexOf('<div id="root">');
  const end = template.lastIndexOf('</body>');
  if (start < 0 || end < start) throw new Error('index.html needs <div id="root"> inside its <body>');
  const body = `<div id="root">${page.html}</div>\n    <script type="application/json" id="${stateId}">${payload}</script>\n  `;
  return (
    withLowPriorityScripts(template.slice(0, start) + body + template.slice(end))
      .replace(/<html[^>]*>/, `<html lang="${escapeAttribute(page.htmlLang)}" data-theme="${escapeAttribute(page.theme)}">`)
      // The config travels in the payload: no need to fetch it.
      .replace(/\s*<link rel="preload" href="\/config.json"[^>]*>/, '')
  );
}

/**
 * The page dressed in the brand of its host before any script runs (issue 30): its colours as a stylesheet the server
 * serves for that host (`/brand.css`, no inline style), its name as the title, its favicon, theme colour, manifest and
 * home-screen icon.
 * The client's applyBrand sets the same once it runs.
 */
export function withBrand(html: string, brand: Brand): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(brand.name)}</title>`)
    .replace(/(<link rel="icon"[^>]*href=")[^"]*"/, `$1${escapeAttribute(brand.favicon)}"`)
    .replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${escapeAttribute(brand.themeColor)}"`)
    .replace(/(<link rel="manifest" href=")[^"]*"/, `$1${escapeAttribute(brand.manifest)}"`)
    .replace(/(<link rel="apple-touch-icon" href=")[^"]*"/, (all, start: string) =>
      brand.appleTouchIcon ? `${start}${escapeAttribute(brand.appleTouchIcon)}"` : all,
    )
    .replace('</head>', '  <link rel="stylesheet" href="/brand.css" />\n  </head>');
}
