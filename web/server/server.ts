/**
 * The production server (issue 28): serves the built client (web/dist), renders the public pages on the server
 * (web/dist-server, built from src/entry-server.tsx) and proxies the backend's paths. It never makes a page worse:
 * a render that fails or takes longer than its budget gives the static index.html the client renders itself.
 * Stateless (a short HTML cache in memory only), so it scales by adding replicas behind nginx.
 *
 * Settings (environment): WEB_PORT (4173), WEB_HOST (127.0.0.1), API_PROXY_TARGET or MOCK_SERVER_PORT (the backend),
 * RENDER_BUDGET_MS (150), HTML_CACHE_MS (5000, 0 turns the cache off), WARM_UP_MS (5000, 0 turns the warm-up off),
 * RUNTIME_CONFIG (dist/config.json).
 *
 * Warm-up: before it listens, the server renders each public page once (as a guest of `localhost`, in the default
 * language), so no visitor pays for the first load of the pages' code, texts and compiled paths (a first render took
 * about 300 ms against 20–30 ms afterwards, past the budget). It gives up after WARM_UP_MS (a backend that does not answer)
 * and listens anyway. Each page's answer says where its time went in a Server-Timing header (see DevTools' Timing tab).
 */
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brandFor, brandStylesheet } from '../src/config/brand.ts';
import { securityHeaders } from '../src/config/security-headers.ts';
import type * as entryServer from '../src/entry-server.tsx';
import { formFactorOf } from './form-factor.ts';
import { pageHtml, withBrand, withLowPriorityScripts } from './page-html.ts';

/**
 * What a rendered page depends on besides its address: the host (its brand and status), the language cookie, and the
 * form factor (form-factor.ts). Said to any cache between the server and the player, so none hands one visitor's page
 * to another kind.
 */
const RENDERED_VARY = 'Host, Cookie, Sec-CH-UA-Mobile, User-Agent';

type Entry = typeof entryServer;

export type ServerSettings = {
  dist: string;
  entry: Entry;
  backendUrl: string;
  renderBudgetMs: number;
  htmlCacheMs: number;
  /** How long the renders of the warm-up may take in all before the server listens (0: no warm-up). */
  warmUpMs: number;
  configFile?: string;
};

/** The paths the backend answers (as vite preview and nginx proxy them). */
const proxied = /^\/(wps|lgw|__admin)(\/|$|\?)/;

export function settingsFromEnv(env = process.env): Omit<ServerSettings, 'dist' | 'entry'> {
  const number = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of milliseconds, not ${JSON.stringify(raw)}`);
    return value;
  };
  return {
    backendUrl: env.API_PROXY_TARGET ?? `http://127.0.0.1:${env.MOCK_SERVER_PORT ?? '4000'}`,
    renderBudgetMs: number('RENDER_BUDGET_MS', 150),
    htmlCacheMs: number('HTML_CACHE_MS', 5000),
    warmUpMs: number('WARM_UP_MS', 5000),
    configFile: env.RUNTIME_CONFIG,
  };
}

/** The client's address as the backend should see it: what a proxy in front already said, then this hop. */
const forwardedFor = (req: FastifyRequest) => [req.headers['x-forwarded-for'], req.socket.remoteAddress].flat().filter(Boolean).join(', ');

/** A Server-Timing header's value: each phase's milliseconds, to a tenth. */
const serverTiming = (phases: Record<string, number>) =>
  Object.entries(phases)
    .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    .join(', ');

export async function buildServer(settings: ServerSettings) {
  const { dist, entry, backendUrl } = settings;
  const config = JSON.parse(readFileSync(settings.configFile ?? `${dist}/config.json`, 'utf8'));
  const template = readFileSync(`${dist}/index.html`, 'utf8');
  const fallback = withLowPriorityScripts(template);
  const headers = securityHeaders(config);
  const backend = new URL(backendUrl);
  const cache = new Map<string, { html: string; until: number }>();
  // The warm-up runs in an onReady hook, which Fastify cuts off after pluginTimeout (10 s by default): give it its time.
  const app = Fastify({ logger: false, trustProxy: true, pluginTimeout: Math.max(10_000, settings.warmUpMs + 5_000) });

  // Each public page rendered once before the server listens (see the top of this file); what fails is dropped.
  app.addHook('onReady', async () => {
    if (settings.warmUpMs <= 0) return;
    // A timer of its own (AbortSignal.timeout's would not keep the process alive while it waits to listen).
    const warmUp = new AbortController();
    const timeUp = new Promise<void>((resolve) => warmUp.signal.addEventListener('abort', () => resolve(), { once: true }));
    const timer = setTimeout(() => warmUp.abort(new Error('warm-up time spent')), settings.warmUpMs);
    for (const url of entry.warmUpPaths) {
      if (warmUp.signal.aborted) break;
      const rendering = entry.render({ url, host: 'localhost', config, backendUrl, signal: warmUp.signal });
      await Promise.race([rendering.catch(() => undefined), timeUp]);
    }
    clearTimeout(timer);
  });

  // The backend's paths go through untouched (body streamed), with the client's address and host.
  app.addHook('onRequest', (req, reply, done) => {
    if (!proxied.test(req.url)) return done();
    reply.hijack();
    const send = backend.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(
      {
        host: backend.hostname,
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req), 'x-forwarded-host': req.headers.host ?? '' },
      },
      (answer) => {
        reply.raw.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-content-type-options': 'nosniff' });
        answer.pipe(reply.raw);
      },
    );
    upstream.on('error', () => {
      if (!reply.raw.headersSent) reply.raw.writeHead(502, { 'content-type': 'application/json' });
      reply.raw.end(JSON.stringify({ success: false, errorCode: 'BAD_GATEWAY', message: 'The backend did not answer' }));
    });
    req.raw.pipe(upstream);
  });

  app.addHook('onSend', async (_req, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    return payload;
  });

  // Pages, scripts and styles go out compressed (brotli, else gzip) to a browser that says it takes them: a phone on a
  // mobile network reads a third to a fifth of the bytes. The proxied backend answers are the backend's own.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    wildcard: false,
    // Hashed files never change: a year, immutable; anything else (favicon, config.json) is asked again each time.
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const brandOf = (req: FastifyRequest) => brandFor(config, req.headers.host ?? '');
  // The colours of the brand of the host asking: the served pages link it, so they paint in the brand at once.
  app.get('/brand.css', (req, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Host')
      .type('text/css; charset=utf-8')
      .send(brandStylesheet(brandOf(req))),
  );

  const staticPage = (req: FastifyRequest, reply: FastifyReply, why: string, started: number) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Host')
      .header('X-Render', why)
      .header('Server-Timing', serverTiming({ total: performance.now() - started }))
      .type('text/html; charset=utf-8')
      .send(withBrand(fallback, brandOf(req)));

  async function renderPage(req: FastifyRequest, reply: FastifyReply) {
    const started = performance.now();
    const url = new URL(req.url, 'http://server.invalid');
    if (!entry.isServerRendered(url.pathname)) return staticPage(req, reply, 'client', started);
    const host = req.headers.host ?? '';
    const language = /(?:^|;\s*)portal_lang=([A-Z]{2})/.exec(req.headers.cookie ?? '')?.[1] ?? '';
    // A phone's page has no closed drawer in it (form-factor.ts): it is cached apart from a desktop's.
    const formFactor = formFactorOf(req.headers);
    const key = `${host}|${language}|${formFactor}|${req.url}`;
    const cached = cache.get(key);
    if (cached && cached.until > Date.now())
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', RENDERED_VARY)
        .header('X-Render', 'cache')
        .header('Server-Timing', serverTiming({ total: performance.now() - started }))
        .type('text/html; charset=utf-8')
        .send(cached.html);
    const budget = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    // The page never waits past the budget: the render is told to stop, and the answer does not wait for it.
    const spent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        budget.abort(new Error('render budget spent'));
        reject(budget.signal.reason);
      }, settings.renderBudgetMs);
    });
    try {
      const rendering = entry.render({
        url: req.url,
        host,
        forwardedFor: forwardedFor(req),
        cookies: req.headers.cookie,
        formFactor,
        config,
        backendUrl,
        signal: budget.signal,
      });
      rendering.catch(() => undefined);
      const page = await Promise.race([rendering, spent]);
      const html = withBrand(pageHtml(template, page, entry.serializePayload(page.payload), entry.SERVER_STATE_ID), brandOf(req));
      if (settings.htmlCacheMs > 0) cache.set(key, { html, until: Date.now() + settings.htmlCacheMs });
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', RENDERED_VARY)
        .header('X-Render', 'server')
        .header('Server-Timing', serverTiming({ ...page.timings, total: performance.now() - started }))
        .type('text/html; charset=utf-8')
        .send(html);
    } catch (error) {
      req.log.warn({ err: error, url: req.url }, 'server render fell back to the static page');
      return staticPage(req, reply, budget.signal.aborted ? 'budget' : 'error', started);
    } finally {
      clearTimeout(timer);
    }
  }

  // Every other address is a page (a route of its own, not the not-found handler, so the page goes out compressed);
  // the built files' own routes come first.
  app.get('/*', (req, reply) => {
    // A missing asset is a 404, never the page: a stale chunk must fail as a chunk (lazy-section.ts).
    if (req.url.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not found');
    return renderPage(req, reply);
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send());
  return app;
}
