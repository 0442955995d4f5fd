import type { Brand, RuntimeConfig } from './runtime-config';

export type { Brand };

/**
 * The brand of the site at `host` (location.host, the host the status call sends): the one brandHosts names for
 * its host name (the port does not count, so a dev or preview port serves the same brand), defaultBrand otherwise.
 * Pure, so the server renderer can call it with the request's Host header.
 */
export function brandFor(config: Pick<RuntimeConfig, 'brands' | 'brandHosts' | 'defaultBrand'>, host: string): Brand {
  const hostName = host.toLowerCase().replace(/:\d+$/, '');
  const id = Object.hasOwn(config.brandHosts, hostName) ? config.brandHosts[hostName]! : config.defaultBrand;
  const brand = config.brands[id];
  // The schema checks both names; a config built past it gets a clear error rather than an unstyled site.
  if (!brand) throw new Error(`config.json names brand ${id}, which is not one of brands`);
  return brand;
}

/** The CSS variable each theme colour sets (styles/base.css holds the neutral values shown before a brand). */
const variables: Record<keyof Brand['colours']['dark'], string> = {
  bg: '--bg',
  surface: '--surface',
  surface2: '--surface-2',
  text: '--text',
  muted: '--muted',
  border: '--border',
  brand: '--brand',
  accent: '--accent',
  accentStrong: '--accent-strong',
  chatHeader: '--chat-header',
};

/**
 * The brand's colours as a stylesheet: both themes' variables, above base.css's neutral ones. The schema lets only
 * #rrggbb colours through, so nothing else reaches the CSS. The server renderer can serve this text as a file.
 */
export function brandStylesheet(brand: Brand): string {
  return (['dark', 'light'] as const)
    .map((theme) => {
      const colours = brand.colours[theme];
      const lines = Object.entries(variables).map(([key, name]) => `  ${name}: ${colours[key as keyof typeof colours]};`);
      return `:root[data-theme='${theme}'] {\n${lines.join('\n')}\n}\n`;
    })
    .join('');
}

const sheets = new WeakMap<Document, CSSStyleSheet>();

/**
 * Dresses the page in the brand before the app renders: the colours as a constructed stylesheet (the CSP allows no
 * inline style or script, and a constructed sheet is neither), then the title, the favicon, the toolbar colour and
 * the manifest. Applying another brand replaces the first.
 */
export function applyBrand(document: Document, brand: Brand) {
  let sheet = sheets.get(document);
  if (!sheet) sheets.set(document, (sheet = new document.defaultView!.CSSStyleSheet()));
  sheet.replaceSync(brandStylesheet(brand));
  const adopted = document.adoptedStyleSheets ?? [];
  if (!adopted.includes(sheet)) document.adoptedStyleSheets = [...adopted, sheet];
  document.title = brand.name;
  const icon = headElement(document, 'link[rel="icon"]', 'link', { rel: 'icon' });
  // index.html's icon says SVG; a brand's may be another kind, which the browser reads from the file.
  icon.removeAttribute('type');
  icon.href = brand.favicon;
  headElement(document, 'meta[name="theme-color"]', 'meta', { name: 'theme-color' }).content = brand.themeColor;
  headElement(document, 'link[rel="manifest"]', 'link', { rel: 'manifest' }).href = brand.manifest;
  if (brand.appleTouchIcon)
    headElement(document, 'link[rel="apple-touch-icon"]', 'link', { rel: 'apple-touch-icon' }).href = brand.appleTouchIcon;
}

function headElement<K extends 'link' | 'meta'>(document: Document, selector: string, tag: K, attributes: Record<string, string>) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  }
  return element;
}
