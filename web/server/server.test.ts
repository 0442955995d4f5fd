// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, settingsFromEnv, type ServerSettings } from './server.ts';
import { withBrand } from './page-html.ts';

/**
 * A stand-in for the built entry: `/` renders at once, `/slow` never finishes (a backend call that hangs), every other
 * path is the client's; the warm-up renders both.
 */
const entry = {
  SERVER_STATE_ID: 'server-state',
  isServerRendered: (pathname: string) => ['/', '/slow', '/unreachable'].includes(pathname),
  warmUpPaths: ['/', '/slow'],
  serializePayload: (payload: unknown) => JSON.stringify(payload).replace(/</g, '\\u003c'),
  render: async ({ url, host, formFactor }: { url: string; host: string; formFactor?: string }) => {
    renders.push(`${host}${url}`);
    if (formFactor) formFactors.push(`${host}${url} ${formFactor}`);
    if (url === '/slow') return new Promise(() => undefined);
    // The render of a page whose status could not be read (entry-server.tsx): it throws.
    if (url === '/unreachable') throw new Error('the status call failed (NETWORK_ERROR): the static page');
    return {
      // A page's size (pages under 1 KB go out plain); a phone's has no side menu (its closed drawer).
      html: `${formFactor === 'phone' ? '' : '<nav id="side-menu"></nav>'}<main><h1>Rendered</h1>${'<p>A game card</p>'.repeat(80)}</main>`,
      htmlLang: 'en',
      theme: 'dark',
      payload: { state: '</script>' },
      timings: { load: 1.25, calls: 20, render: 3.5 },
    };
  },
} as unknown as ServerSettings['entry'];
const renders: string[] = [];
const formFactors: string[] = [];

let dist: string;
let backend: FastifyInstance;
let server: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-server-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'shell-abc123.js'), 'export {};');
  writeFileSync(join(dist, 'assets', 'framework-abc123.js'), `export const words = ${JSON.stringify('portal '.repeat(2000))};`);
  // The built index.html's shape: the entry and its preloads in the head, the splash in #root.
  const source = readFileSync(new URL('../index.html', import.meta.url), 'utf8').replace(/\s*<script type="module"[^>]*><\/script>/, '');
  writeFileSync(
    join(dist, 'index.html'),
    source.replace('</head>', '<script type="module" crossorigin src="/assets/shell-abc123.js"></script>\n</head>'),
  );
  cpSync(new URL('../public/config.json', import.meta.url), join(dist, 'config.json'));
  // The backend: says what it was sent, so the proxy's headers can be read.
  backend = Fastify();
  backend.all('/wps/*', async (req) => ({
    path: req.url,
    forwardedFor: req.headers['x-forwarded-for'],
    forwardedHost: req.headers['x-forwarded-host'],
  }));
  await backend.listen({ port: 0, host: '127.0.0.1' });
  const { port } = backend.server.address() as { port: number };
  server = await buildServer({
    dist,
    entry,
    backendUrl: `http://127.0.0.1:${port}`,
    renderBudgetMs: 100,
    htmlCacheMs: 60_000,
    warmUpMs: 300,
  });
  await server.ready();
});

afterAll(async () => {
  await server.close();
  await backend.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, host = '127.0.0.1:4173') => server.inject({ method: 'GET', url, headers: { host } });

describe('the production server', () => {
  it('renders each warm-up page once before it answers, and gives up on one that does not finish', () => {
    // `/slow` hangs: the warm-up waited for it until its time was up, then the server was ready all the same.
    expect(renders).toEqual(['localhost/', 'localhost/slow']);
  });

  it('renders a public page with its state as inert JSON, in the brand of its host, then answers it from the cache', async () => {
    const first = await get('/');
    expect(first.headers['x-render']).toBe('server');
    expect(first.body).toContain('<div id="root"><nav id="side-menu"></nav><main><h1>Rendered</h1><p>A game card</p>');
    expect(first.body).toContain('<script type="application/json" id="server-state">{"state":"\\u003c/script>"}</script>');
    expect(first.body).toContain('<title>Ripelarva</title>');
    expect(first.body).toContain('<link rel="stylesheet" href="/brand.css" />');
    expect(first.body).toMatch(/<script type="module" fetchpriority="low"/);
    expect(first.headers['content-security-policy']).toBeTruthy();
    const again = await get('/');
    expect(again.headers['x-render']).toBe('cache');
    // Another host is another brand and another cache entry.
    const other = await get('/', 'jadecrest.localhost:4173');
    expect(other.headers['x-render']).toBe('server');
    expect(other.body).toContain('<title>Jadecrest</title>');
    expect(renders.filter((r) => r.endsWith('/'))).toEqual(['localhost/', '127.0.0.1:4173/', 'jadecrest.localhost:4173/']);
  });

  it("renders a phone's page apart from a desktop's, as its client hint or User-Agent says, and caches each apart", async () => {
    const host = 'phones.localhost';
    const android = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
    const ask = (headers: Record<string, string>) => server.inject({ method: 'GET', url: '/', headers: { host, ...headers } });
    const phone = await ask({ 'user-agent': android });
    expect(phone.headers['x-render']).toBe('server');
    expect(phone.body).not.toContain('id="side-menu"');
    const desktop = await ask({ 'user-agent': windows, 'sec-ch-ua-mobile': '?0' });
    expect(desktop.headers['x-render']).toBe('server');
    expect(desktop.body).toContain('<nav id="side-menu">');
    // The client hint alone says phone: the phone's page again, from the cache.
    const hinted = await ask({ 'user-agent': windows, 'sec-ch-ua-mobile': '?1' });
    expect(hinted.headers['x-render']).toBe('cache');
    expect(hinted.body).toBe(phone.body);
    const again = await ask({});
    expect(again.headers['x-render']).toBe('cache');
    expect(again.body).toBe(desktop.body);
    expect(formFactors.filter((f) => f.startsWith(host))).toEqual([`${host}/ phone`, `${host}/ desktop`]);
    // Any cache on the way is told what the page depends on, rendered or from the server's own cache.
    for (const answer of [phone, hinted]) expect(answer.headers.vary).toBe('Host, Cookie, Sec-CH-UA-Mobile, User-Agent');
  });

  it("says where a page's time went in its Server-Timing header", async () => {
    const rendered = await get('/', 'timing.localhost');
    expect(rendered.headers['x-render']).toBe('server');
    expect(rendered.headers['server-timing']).toMatch(/^load;dur=1\.3, calls;dur=20\.0, render;dur=3\.5, total;dur=\d+\.\d$/);
    const cached = await get('/', 'timing.localhost');
    expect(cached.headers['x-render']).toBe('cache');
    expect(cached.headers['server-timing']).toMatch(/^total;dur=\d+\.\d$/);
  });

  it('answers the static page when a render overruns its budget, and for the paths it does not render', async () => {
    const slow = await get('/slow');
    expect(slow.statusCode).toBe(200);
    expect(slow.headers['x-render']).toBe('budget');
    expect(slow.body).toContain('<div class="splash">');
    expect(Number(/^total;dur=([\d.]+)$/.exec(String(slow.headers['server-timing']))?.[1])).toBeGreaterThanOrEqual(100);
    const client = await get('/login', 'jadecrest.localhost');
    expect(client.headers['x-render']).toBe('client');
    expect(client.body).toContain('<title>Jadecrest</title>');
  });

  it('answers the static page, never from its cache, when a render fails (the backend unreachable from the server)', async () => {
    const before = renders.filter((r) => r.endsWith('/unreachable')).length;
    for (let i = 0; i < 2; i += 1) {
      const page = await get('/unreachable');
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-render']).toBe('error');
      expect(page.body).toContain('<div class="splash">');
    }
    expect(renders.filter((r) => r.endsWith('/unreachable')).length - before).toBe(2);
  });

  it("serves each host's brand colours as a stylesheet", async () => {
    const [ripelarva, jadecrest] = [await get('/brand.css'), await get('/brand.css', 'jadecrest.localhost')];
    expect(ripelarva.headers['content-type']).toMatch(/^text\/css/);
    expect(ripelarva.headers.vary).toBe('Host');
    expect(ripelarva.body).toContain(":root[data-theme='dark']");
    expect(jadecrest.body).not.toBe(ripelarva.body);
  });

  it("passes the backend's paths through with the client's address and host", async () => {
    const answer = await server.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'jadecrest.localhost', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(answer.json()).toMatchObject({ path: '/wps/system/status', forwardedHost: 'jadecrest.localhost' });
    expect(answer.json().forwardedFor).toMatch(/^203\.0\.113\.9/);
  });

  it('keeps hashed assets a year, and a missing one is a 404, never the page', async () => {
    const asset = await get('/assets/shell-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/assets/gone-000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found');
  });

  it('sends pages and scripts compressed to a browser that takes it, and plain to one that does not', async () => {
    const ask = (url: string, encoding?: string) =>
      server.inject({ method: 'GET', url, headers: { host: '127.0.0.1:4173', ...(encoding && { 'accept-encoding': encoding }) } });
    const script = await ask('/assets/framework-abc123.js', 'gzip, deflate, br');
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.rawPayload).toString()).toContain('portal portal');
    expect(script.rawPayload.length).toBeLessThan(1_000);
    expect((await ask('/assets/framework-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await ask('/assets/framework-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('portal portal');
    const page = await ask('/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<h1>Rendered</h1>');
  });
});

describe('settingsFromEnv', () => {
  it('reads the warm-up time, and refuses one that is not a number of milliseconds', () => {
    expect(settingsFromEnv({}).warmUpMs).toBe(5000);
    expect(settingsFromEnv({ WARM_UP_MS: '0' }).warmUpMs).toBe(0);
    expect(() => settingsFromEnv({ WARM_UP_MS: 'soon' })).toThrow('WARM_UP_MS must be a number of milliseconds, not "soon"');
  });
});

describe('withBrand', () => {
  it('escapes what it writes into the page', () => {
    const page = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const brand = { name: '<b>"X"</b>', favicon: '/f.svg', themeColor: '#123456', manifest: '/m.json' } as Parameters<typeof withBrand>[1];
    const html = withBrand(page, brand);
    expect(html).toContain('<title>&#60;b&#62;&#34;X&#34;&#60;/b&#62;</title>');
    expect(html).toContain('<meta name="theme-color" content="#123456"');
    expect(html).toContain('<link rel="manifest" href="/m.json"');
    // Without a home-screen icon of its own, index.html's stays.
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
    expect(withBrand(page, { ...brand, appleTouchIcon: '/brands/x/"a.png' })).toContain(
      '<link rel="apple-touch-icon" href="/brands/x/&#34;a.png"',
    );
  });
});
