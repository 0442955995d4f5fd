/**
 * The production server's render times against its budget (issue 28): for each public page, the first render in a
 * fresh server process (cold), with and without the warm-up the server does before it listens, and the renders after
 * it (warm), the HTML cache off so each request renders, and no budget cut (each time is measured to its end). Medians of RUNS fresh processes and of WARM requests each;
 * the phases come from the server's Server-Timing header. Prints; asserts nothing.
 *
 *   cd web && pnpm build:ssr && node bench/ssr-render.mjs [RUNS=5] [WARM=9]
 *
 * LATENCY_MS=40 makes the fake wait that long before each answer (a backend across a network): the renders then show
 * how many round trips they wait for one after another.
 *
 * Starts its own fake backend and servers on free ports. Measure on a quiet machine (`flock /tmp/heavy.lock` here).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const mockServer = fileURLToPath(new URL('../../mock-server', import.meta.url));
const routes = ['/', '/rng', '/promotions'];
const budget = 150;
const runs = Number(process.argv[2] ?? 5);
const warmRequests = Number(process.argv[3] ?? 9);
const latencyMs = Number(process.env.LATENCY_MS ?? 0);

if (!existsSync(`${web}/dist-server/entry-server.js`) || !existsSync(`${web}/dist/index.html`)) {
  console.error('No server build: run `pnpm build:ssr` in web/ first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** A request to 127.0.0.1: the status, the headers and the wall time in ms. */
const get = (port, path, method = 'GET', body = undefined) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = body === undefined ? {} : { 'content-type': 'application/json' };
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });

async function until(what, check, child, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not start within ${ms} ms`);
}

function start(command, args, cwd, env) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** `load;dur=1.2, calls;dur=3.4` as { load: 1.2, calls: 3.4 }. */
const phases = (header = '') =>
  Object.fromEntries(
    header
      .split(',')
      .map((part) => /^\s*([\w-]+);dur=([\d.]+)/.exec(part))
      .filter(Boolean)
      .map(([, name, ms]) => [name, Number(ms)]),
  );

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One fresh server: the time it took to listen, then each route's first request and its next ones. */
async function oneServer(mockPort, warmUpMs) {
  const port = await freePort();
  const started = performance.now();
  const server = start('node', ['server/main.ts'], web, {
    WEB_PORT: String(port),
    MOCK_SERVER_PORT: String(mockPort),
    HTML_CACHE_MS: '0',
    // Every render runs to its end, so a slow one shows its time instead of the static page's.
    RENDER_BUDGET_MS: '60000',
    WARM_UP_MS: String(warmUpMs),
  });
  try {
    await until('the web server', () => get(port, '/brand.css').then((r) => r.status === 200), server);
    const listening = performance.now() - started;
    const result = { listening, routes: {} };
    for (const route of routes) result.routes[route] = { cold: await get(port, route), warm: [] };
    for (let i = 0; i < warmRequests; i += 1) for (const route of routes) result.routes[route].warm.push(await get(port, route));
    return result;
  } finally {
    await stop(server);
  }
}

const mockPort = await freePort();
const mock = start('node', ['--import', 'tsx', 'src/server.ts', '--port', String(mockPort), '--quiet'], mockServer, {});
try {
  await until('the fake backend', () => get(mockPort, '/__admin/scenario').then((r) => r.status === 200), mock);
  if (latencyMs > 0) {
    const set = await get(mockPort, '/__admin/scenario', 'PATCH', JSON.stringify({ latencyMs }));
    // Never print figures "with latency" the fake did not take.
    if (set.status !== 200) throw new Error(`the fake refused latencyMs ${latencyMs} (HTTP ${set.status})`);
  }
  const modes = { 'no warm-up': 0, 'warm-up': 5000 };
  const results = {};
  for (const [mode, warmUpMs] of Object.entries(modes)) {
    results[mode] = [];
    for (let i = 0; i < runs; i += 1) results[mode].push(await oneServer(mockPort, warmUpMs));
  }
  const fmt = (ms) => (Number.isFinite(ms) ? ms.toFixed(1).padStart(6) : '     -');
  const verdict = (ms) => (ms <= budget ? 'within' : 'OVER');
  console.log(
    `Server render of the public pages (median of ${runs} fresh servers, ${warmRequests} warm requests each; ` +
      `fake's latency ${latencyMs} ms; budget ${budget} ms)`,
  );
  console.log(
    'time to listen: ' +
      Object.entries(results)
        .map(([mode, r]) => `${mode} ${fmt(median(r.map((x) => x.listening)))} ms`)
        .join(', '),
  );
  console.log(
    `${'route'.padEnd(12)} ${'case'.padEnd(22)} ${'answer'.padStart(6)} ${'X-Render'.padEnd(8)}   load  calls render  total  (ms; phases from Server-Timing)`,
  );
  for (const route of routes) {
    const rows = [
      ['cold, no warm-up', results['no warm-up'].map((r) => r.routes[route].cold)],
      ['cold, after warm-up', results['warm-up'].map((r) => r.routes[route].cold)],
      ['warm', results['warm-up'].flatMap((r) => r.routes[route].warm)],
    ];
    for (const [label, answers] of rows) {
      const timed = answers.map((a) => ({ ...phases(a.headers['server-timing']), wall: a.ms, how: a.headers['x-render'] }));
      const hows = [...new Set(timed.map((t) => t.how))].join('/');
      const total = median(timed.map((t) => t.total));
      console.log(
        `${route.padEnd(12)} ${label.padEnd(22)} ${fmt(median(timed.map((t) => t.wall)))} ${hows.padEnd(8)} ${['load', 'calls', 'render']
          .map((p) => fmt(median(timed.map((t) => t[p]))))
          .join(' ')} ${fmt(total)}  ${verdict(median(timed.map((t) => t.wall)))} the budget`,
      );
    }
  }
} finally {
  await stop(mock);
}
