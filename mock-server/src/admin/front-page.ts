import type { FastifyInstance } from 'fastify';
import { ok } from '../platform/envelope';
import { DOCS_PATH, OPENAPI_PATH } from './docs-routes';

/** Where a person who opens the fake's own URL goes next. */
const links = [
  { rel: 'console', href: '/__admin', title: 'QA console: status, presets, modules, faults, clock, requests' },
  { rel: 'docs', href: DOCS_PATH, title: 'API docs (Swagger UI), from the contracts catalogue' },
  { rel: 'openapi', href: OPENAPI_PATH, title: 'OpenAPI document' },
  { rel: 'scenario', href: '/__admin/scenario', title: 'Admin API: the scenario in force (GET, PATCH, PUT a preset)' },
  { rel: 'requests', href: '/__admin/requests', title: 'Request journal: what clients sent this world, newest first' },
  { rel: 'drift', href: '/__admin/drift', title: 'Contract drift: forwarded answers of the real backend that broke their contract' },
  { rel: 'worlds', href: '/__admin/worlds', title: 'The worlds of this fake (GET lists them; make, copy, rename, delete, export, import)' },
  { rel: 'clock', href: '/__admin/clock', title: "This world's clock (GET; POST { advance: '15m' } moves it)" },
  { rel: 'server', href: '/__admin/server', title: 'How this fake was started: the BACKEND_URL of pass-through routes and the state file' },
] as const;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Fake backend</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;background:#120e22;color:#f1eefb}a{color:#f5c451}li{margin:.4rem 0}code{color:#c9bdf5}</style>
</head><body><h1>Fake backend</h1>
<p>This is the fake of <code>/wps</code>, <code>/wps/relay</code> and <code>/lgw</code>; the players' site is the web client.</p>
<ul>${links.map((l) => `<li><a href="${l.href}">${escape(l.href)}</a> · ${escape(l.title)}</li>`).join('')}</ul>
</body></html>`;

/** GET / of the fake: a page of links for people, the same links as JSON for Accept: application/json. */
export async function frontPageRoutes(app: FastifyInstance) {
  app.get('/', async (request, reply) => {
    const accept = request.headers.accept ?? '';
    if (accept.includes('application/json') && !accept.includes('text/html')) return ok({ name: 'fake backend', links });
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
