// One server of the bench in a process of its own, so the CPU it reports (process.cpuUsage) is its own and
// not autocannon's: `fake` (buildApp), `bare` (a bare Fastify route answering the body the parent sends it)
// or `json-server` (as the bench always ran it: its defaults and a router over the same countries).
// The parent (throughput.ts) forks it, gets `{ port }`, and asks `{ cpu: true }` before and after each run.
import { createRequire } from 'node:module';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { countries } from '@portal/fixtures';
import { buildApp } from '../src/app';

export type ServerKind = 'fake' | 'bare' | 'json-server';
export type FromServer = { port: number } | { cpuMicros: number };
export type ToServer = { cpu: true } | { bareBody: string; barePath: string };

const require = createRequire(import.meta.url);
const jsonServer = require('json-server') as {
  create: () => RequestListener & {
    use: (...a: unknown[]) => void;
    listen: (port: number, host: string, cb: () => void) => Server;
  };
  router: (db: object) => unknown;
  defaults: (o: object) => unknown[];
};

const send = (message: FromServer) => process.send!(message);
const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

async function start(kind: ServerKind, bare?: { bareBody: string; barePath: string }): Promise<number> {
  if (kind === 'fake') {
    const app = await buildApp({ logger: false });
    return portOf(await app.listen({ port: 0, host: '127.0.0.1' }));
  }
  if (kind === 'bare') {
    // The same object every time, serialised per request as Fastify serialises the fake's answers.
    const body: unknown = JSON.parse(bare!.bareBody);
    const app = Fastify({ logger: false });
    app.get(bare!.barePath, async () => body);
    return portOf(await app.listen({ port: 0, host: '127.0.0.1' }));
  }
  const js = jsonServer.create();
  js.use(...jsonServer.defaults({ logger: false }));
  js.use(jsonServer.router({ countries }));
  const server = await new Promise<Server>((resolve) => {
    const s = js.listen(0, '127.0.0.1', () => resolve(s));
  });
  return (server.address() as AddressInfo).port;
}

const portOf = (url: string) => Number(new URL(url).port);

const kind = process.argv[2] as ServerKind;
if (!process.send || !['fake', 'bare', 'json-server'].includes(kind)) {
  throw new Error('bench-server.ts is forked by bench/throughput.ts with fake, bare or json-server');
}
process.on('message', (message: ToServer) => {
  if ('cpu' in message) send({ cpuMicros: cpuMicros() });
  else void start('bare', message).then((port) => send({ port }));
});
if (kind !== 'bare') send({ port: await start(kind) });
