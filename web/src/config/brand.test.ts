import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import devConfig from '../../public/config.json';
import { applyBrand, brandFor, brandStylesheet } from './brand';
import { loadRuntimeConfig } from './load-runtime-config';
import { runtimeConfigSchema, type RuntimeConfig } from './runtime-config';

const config = runtimeConfigSchema.parse(devConfig);
const [ripelarva, jadecrest] = [config.brands.ripelarva!, config.brands.jadecrest!];
const publicFile = (path: string) => resolve(import.meta.dirname, `../../public${path}`);

describe('brandFor', () => {
  it('picks the brand the page host names, whatever the port, and the default brand for any other host', () => {
    expect(brandFor(config, 'jadecrest.localhost:4173').name).toBe('Jadecrest');
    expect(brandFor(config, 'JadeCrest.localhost').name).toBe('Jadecrest');
    expect(brandFor(config, '127.0.0.1:4173').name).toBe('Ripelarva');
    expect(brandFor(config, 'www.unknown.example').name).toBe('Ripelarva');
    expect(brandFor(config, '').name).toBe('Ripelarva');
  });

  it('names a brand that is missing rather than showing an unbranded site', () => {
    expect(() => brandFor({ ...config, defaultBrand: 'gone' }, 'a.example')).toThrow(
      'config.json names brand gone, which is not one of brands',
    );
  });
});

describe('brandStylesheet', () => {
  it('sets every colour variable of both themes, above the neutral ones of base.css', () => {
    const css = brandStylesheet(jadecrest);
    const dark = css.slice(css.indexOf(":root[data-theme='dark']"), css.indexOf(":root[data-theme='light']"));
    const light = css.slice(css.indexOf(":root[data-theme='light']"));
    expect(dark).toContain('--bg: #0b1a17;');
    expect(dark).toContain('--chat-header: #0f7a5c;');
    expect(light).toContain('--bg: #f2f8f5;');
    expect(light).toContain('--surface-2: #e2f0ea;');
    for (const theme of [dark, light]) expect(theme.match(/--[\w-]+:/g)).toHaveLength(10);
    // Every variable base.css gives a neutral value (and the chat header uses) is one the brand sets.
    const base = readFileSync(resolve(import.meta.dirname, '../styles/base.css'), 'utf8');
    const neutral = base.slice(base.indexOf("[data-theme='dark']"), base.indexOf("[data-theme='light']"));
    for (const name of dark.match(/--[\w-]+/g)!) expect(neutral).toContain(`${name}:`);
  });
});

describe('applyBrand', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg"><meta name="theme-color" content="#1f1f1f"><link rel="manifest" href="/manifest.webmanifest">';
    document.adoptedStyleSheets = [];
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adopts the colours as a constructed stylesheet and sets the title, icon, toolbar colour and manifest', () => {
    applyBrand(document, jadecrest);
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(document.adoptedStyleSheets[0]!.cssRules[0]!.cssText).toContain('--bg: #0b1a17');
    expect(document.title).toBe('Jadecrest');
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')!;
    expect(icon.getAttribute('href')).toBe('/brands/jadecrest/favicon.svg');
    expect(icon.hasAttribute('type')).toBe(false);
    expect(document.querySelector('meta[name="theme-color"]')!.getAttribute('content')).toBe('#0f211b');
    expect(document.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe('/brands/jadecrest/manifest.webmanifest');
    expect(document.querySelector('link[rel="apple-touch-icon"]')!.getAttribute('href')).toBe(
      '/brands/jadecrest/icons/apple-touch-icon.png',
    );
    // Nothing inline: the CSP forbids style attributes and style elements.
    expect(document.querySelectorAll('style, [style]')).toHaveLength(0);
  });

  it('replaces an earlier brand rather than stacking a second sheet, and adds head elements a page lacks', () => {
    document.head.innerHTML = '';
    applyBrand(document, jadecrest);
    applyBrand(document, ripelarva);
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(document.adoptedStyleSheets[0]!.cssRules[0]!.cssText).toContain('--bg: #120e22');
    expect(document.querySelectorAll('link[rel="icon"], meta[name="theme-color"], link[rel="manifest"]')).toHaveLength(3);
    expect(document.title).toBe('Ripelarva');
  });
});

describe('the brands of config.json', () => {
  it.each(Object.entries(config.brands))('%s: its files are served and its manifest carries its name and colours', (_, brand) => {
    for (const path of [
      brand.logo,
      brand.favicon,
      brand.manifest,
      ('appleTouchIcon' in brand && brand.appleTouchIcon) || '/icons/apple-touch-icon.png',
    ])
      expect(existsSync(publicFile(path)), path).toBe(true);
    // Its app icons: its own files, each there.
    for (const { src } of JSON.parse(readFileSync(publicFile(brand.manifest), 'utf8')).icons as { src: string }[])
      expect(existsSync(publicFile(src)), src).toBe(true);
    const manifest = JSON.parse(readFileSync(publicFile(brand.manifest), 'utf8'));
    expect(manifest).toMatchObject({
      name: brand.name,
      short_name: brand.name,
      theme_color: brand.themeColor,
      background_color: brand.colours.dark.bg,
    });
  });
});

describe('the brand configuration', () => {
  const issue = (changed: Partial<Record<keyof RuntimeConfig, unknown>>) => {
    const result = runtimeConfigSchema.safeParse({ ...devConfig, ...changed });
    return result.success ? null : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
  };
  const withJadecrest = (change: object) => ({ brands: { ...devConfig.brands, jadecrest: { ...devConfig.brands.jadecrest, ...change } } });

  it('accepts the development config', () => {
    expect(issue({})).toBeNull();
  });

  it('refuses a default or a host that names no brand', () => {
    expect(issue({ defaultBrand: 'gone' })).toEqual({ path: 'defaultBrand', message: 'defaultBrand must be one of brands' });
    expect(issue({ brandHosts: { 'b.example': 'gone' } })).toEqual({
      path: 'brandHosts.b.example',
      message: 'brand gone is not one of brands',
    });
  });

  it('refuses a host with a port or capitals, a colour that is not #rrggbb, a file on another site and an empty name', () => {
    expect(issue({ brandHosts: { 'b.example:8080': 'jadecrest' } })?.path).toBe('brandHosts.b.example:8080');
    expect(issue({ brandHosts: { 'B.example': 'jadecrest' } })?.path).toBe('brandHosts.B.example');
    expect(issue(withJadecrest({ themeColor: 'red;} body{display:none' }))).toEqual({
      path: 'brands.jadecrest.themeColor',
      message: 'must be a colour such as #1c1633',
    });
    expect(issue(withJadecrest({ logo: '//evil.example/logo.svg' }))?.message).toBe(
      'must be a path on this site such as /brands/name/logo.svg',
    );
    expect(issue(withJadecrest({ favicon: 'https://evil.example/icon.svg' }))?.path).toBe('brands.jadecrest.favicon');
    expect(issue(withJadecrest({ name: '  ' }))?.path).toBe('brands.jadecrest.name');
    expect(issue({ brands: undefined })?.path).toBe('brands');
  });

  it('a bad brand config stops the load with the configuration error that names the field', async () => {
    const bad = { ...devConfig, brandHosts: { 'b.example': 'gone' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(bad))),
    );
    try {
      await expect(loadRuntimeConfig()).rejects.toThrow('/config.json is invalid at brandHosts.b.example: brand gone is not one of brands');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
