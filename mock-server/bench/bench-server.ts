// One server of the bench in a process of its own, so the CPU it reports (process.cpuUsage: every thread of
// the process, V8's garbage collection helpers included) is its own and not autocannon's: `fake` (buildApp),
// `bare` (bare Fastify routes answering the bodies the parent sends them, with Fastify's defaults), `node`
// (node:http answering the same bodies: what any Node server pays, the floor under every framework) or
// `json-server` (as the bench always ran it: its defaults and a router over the same countries).
// The parent (throughput.ts) forks it, gets `{ port }`, and asks `{ cpu: true }` before and after each run.
import { createRequire } from 'node:module';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { countries } from '@portal/fixtures';
import { buildApp } from '../src/app';

export type ServerKind = 'fake' | 'bare' | 'node' | 'json-server';
export type FromServer = { port: number } | { cpuMicros: number };
/** The routes a `bare` or `node` server answers: each path with the body the fake answered it (JSON text). */
export type BareRoutes = { path: string; body: string }[];
export type ToServer = { cpu: true } | { routes: BareRoutes };

const require = createRequire(import.meta.url);
const jsonServer = require('json-server') as {
  create: () => RequestListener & { use: (...a: unknown[]) => void };
  router: (db: object) => unknown;
  defaults: (o: object) => unknown[];
};

/**
 * Tells the parent the server's port once the garbage of its start is collected: the fake's start builds and
 * drops far more than a bare route's (10,000 game slots, every world part), and its first full collection would
 * otherwise fall into the first measured run. Every server gets the same (throughput.ts forks with --expose-gc).
 */
const send = (message: FromServer) => {
  if ('port' in message) (globalThis as { gc?: () => void }).gc?.();
  process.send!(message);
};
const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

async function start(kind: ServerKind, routes: BareRoutes = []): Promise<number> {
  if (kind === 'fake') {
    const app = await buildApp({ logger: false });
    return portOf(await app.listen({ port: 0, host: '127.0.0.1' }));
  }
  // The same object every time, serialised per request as Fastify serialises the fake's answers.
  const bodies = new Map(routes.map(({ path, body }) => [path, JSON.parse(body) as unknown]));
  if (kind === 'bare') {
    const app = Fastify({ logger: false });
    for (const [path, body] of bodies) app.get(path, async () => body);
    return portOf(await app.listen({ port: 0, host: '127.0.0.1' }));
  }
  if (kind === 'node') {
    const server = createServer((request, response) => {
      const text = JSON.stringify(bodies.get(request.url ?? ''));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
      response.end(text);
    });
    return listening(server);
  }
  const js = jsonServer.create();
  js.use(...jsonServer.defaults({ logger: false }));
  js.use(jsonServer.router({ countries }));
  return listening(createServer(js));
}

const listening = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

const portOf = (url: string) => Number(new URL(url).port);

const kind = process.argv[2] as ServerKind;
if (!process.send || !['fake', 'bare', 'node', 'json-server'].includes(kind)) {
  throw new Error('bench-server.ts is forked by bench/throughput.ts with fake, bare, node or json-server');
}
process.on('message', (message: ToServer) => {
  if ('cpu' in message) send({ cpuMicros: cpuMicros() });
  else void start(kind, message.routes).then((port) => send({ port }));
});
if (kind === 'fake' || kind === 'json-server') send({ port: await start(kind) });
