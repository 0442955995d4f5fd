// pnpm bench (fake backend part): throughput and p99 on loopback, beside json-server on the same data.
// Bounded: each run lasts BENCH_SECONDS (default 5) with 10 connections, on 127.0.0.1 only.
import { createRequire } from 'node:module';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { countries } from '@portal/fixtures';
import { buildApp } from '../src/app';

const require = createRequire(import.meta.url);
const jsonServer = require('json-server') as {
  create: () => RequestListener & {
    use: (...a: unknown[]) => void;
    listen: (port: number, host: string, cb: () => void) => Server;
  };
  router: (db: object) => unknown;
  defaults: (o: object) => unknown[];
};

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

type Run = { name: string; url: string; method?: 'GET' | 'POST'; body?: string };

async function measure({ name, url, method = 'GET', body }: Run) {
  const result = await autocannon({
    url,
    method,
    body,
    headers: body ? { 'content-type': 'application/json' } : {},
    connections: 10,
    duration: seconds,
  });
  const row = { name, 'req/s': Math.round(result.requests.average), 'p99 ms': result.latency.p99, errors: result.errors + result.non2xx };
  console.log(
    `${row.name.padEnd(46)} ${String(row['req/s']).padStart(8)} req/s   p99 ${String(row['p99 ms']).padStart(4)} ms   errors ${row.errors}`,
  );
  return row;
}

const fake = await buildApp({ logger: false });
const fakeUrl = await fake.listen({ port: 0, host: '127.0.0.1' });

const js = jsonServer.create();
js.use(...jsonServer.defaults({ logger: false }));
js.use(jsonServer.router({ countries }));
const jsHttp = await new Promise<Server>((resolve) => {
  const server = js.listen(0, '127.0.0.1', () => resolve(server));
});
const jsUrl = `http://127.0.0.1:${(jsHttp.address() as AddressInfo).port}`;

console.log(`\nLoopback, 10 connections, ${seconds} s each\n`);
const ours = await measure({ name: 'fake: GET /wps/system/countryCode', url: `${fakeUrl}/wps/system/countryCode` });
const theirs = await measure({ name: 'json-server: GET /countries (same data)', url: `${jsUrl}/countries` });
await measure({ name: 'fake: GET /wps/system/status', url: `${fakeUrl}/wps/system/status` });
await measure({
  name: 'fake: game search over 10,000 slots',
  url: `${fakeUrl}/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=dragon&pageNo=1&pageSize=42`,
});
await measure({
  name: 'fake: game list page 120 of 10,000 slots',
  url: `${fakeUrl}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=120&pageSize=42`,
});
await measure({ name: 'fake: GET /lgw/games/popular (count 20)', url: `${fakeUrl}/lgw/games/popular?count=20` });
await measure({ name: 'fake: GET /lgw/vn/numeros/opened/game (100)', url: `${fakeUrl}/lgw/vn/numeros/opened/game?count=100` });
console.log(
  `\nThe fake serves ${(ours['req/s'] / Math.max(1, theirs['req/s'])).toFixed(2)}x json-server's throughput on the same JSON route.`,
);

await fake.close();
jsHttp.close();
