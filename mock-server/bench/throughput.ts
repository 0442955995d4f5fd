// pnpm bench (fake backend part): the fake beside bare Fastify routes serving the same bodies, node:http
// serving them too (the floor under any Node framework), and json-server on the same data, each server in a
// process of its own (bench-server.ts) so that what it spends is measured apart from autocannon's load.
// Two figures a run:
// - CPU µs per request, read from the server process itself (process.cpuUsage, all its threads): the figure
//   to compare, though a loaded machine raises it for every server (fewer requests per wake-up);
// - req/s and p99 on loopback with 10 connections, which a loaded machine lowers.
// The servers compared take turns within each round, so a ratio is worked out per round (two servers measured
// seconds apart, under the same load) and the median of the rounds' ratios is printed.
// Bounded: BENCH_REQUESTS (default 10,000) requests a measured run, BENCH_ROUNDS (default 9) rounds, on 127.0.0.1 only.
// Why each per-request cost of the fake is there: README.md, "The fake's speed".
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { FromServer, ServerKind, ToServer } from './bench-server';

const requests = Number(process.env.BENCH_REQUESTS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const serverFile = fileURLToPath(new URL('./bench-server.ts', import.meta.url));

type Server = { kind: ServerKind; child: ChildProcess; url: string };
type Figures = { cpuMicros: number; rps: number; p99: number; errors: number };

function ask(child: ChildProcess, message: ToServer | null, want: 'port' | 'cpuMicros'): Promise<number> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the server ended (${code}) before telling its ${want}`));
    const onMessage = (reply: FromServer) => {
      if (!(want in reply)) return;
      child.off('message', onMessage).off('exit', onExit);
      resolve((reply as Record<string, number>)[want]!);
    };
    child.on('message', onMessage).once('exit', onExit);
    if (message) child.send(message);
  });
}

async function spawn(kind: ServerKind, routes?: ToServer): Promise<Server> {
  // --expose-gc: each server collects what its start left behind before it takes requests (bench-server.ts).
  const child = fork(serverFile, [kind], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const port = await ask(child, routes ?? null, 'port');
  return { kind, child, url: `http://127.0.0.1:${port}` };
}

const load = (url: string, amount?: number) => autocannon({ url, connections: 10, ...(amount ? { amount } : { duration: 1 }) });

/** One measured run: `requests` requests (after a one-second warm-up when asked), and the server's CPU time over them. */
async function run(server: Server, path: string, warmUp = true): Promise<Figures> {
  if (warmUp) await load(server.url + path);
  const before = await ask(server.child, { cpu: true }, 'cpuMicros');
  const started = performance.now();
  const result = await load(server.url + path, requests);
  const seconds = (performance.now() - started) / 1000;
  const after = await ask(server.child, { cpu: true }, 'cpuMicros');
  const done = result.requests.total || requests;
  return {
    cpuMicros: (after - before) / done,
    // Over the whole run: autocannon's per-second figures are too coarse for a run of a few seconds.
    rps: Math.round(done / seconds),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Compared = { median: Figures; rounds: Figures[] };

/** Runs each (server, path) pair in turn, `rounds` times; keeps each round's figures and the median of each. */
async function compare(pairs: [Server, string][]): Promise<Compared[]> {
  const all: Figures[][] = pairs.map(() => []);
  for (let round = 0; round < rounds; round++) {
    // Warmed up in the first round; later rounds follow each other at once, so the rounds are short and many.
    for (const [i, [server, path]] of pairs.entries()) all[i]!.push(await run(server, path, round === 0));
  }
  return all.map((figures) => ({
    rounds: figures,
    median: {
      cpuMicros: median(figures.map((f) => f.cpuMicros)),
      rps: median(figures.map((f) => f.rps)),
      p99: median(figures.map((f) => f.p99)),
      errors: figures.reduce((sum, f) => sum + f.errors, 0),
    },
  }));
}

const row = (name: string, f: Figures) =>
  console.log(
    `${name.padEnd(46)} ${f.cpuMicros.toFixed(1).padStart(7)} µs CPU/req ${String(f.rps).padStart(8)} req/s   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors}`,
  );
/** How many times less CPU a request `ours` spends than `theirs` (and how many times its req/s): the median of the rounds' ratios. */
const ratio = (name: string, ours: Compared, theirs: Compared) => {
  const byCpu = ours.rounds.map((f, i) => theirs.rounds[i]!.cpuMicros / f.cpuMicros);
  const byRps = ours.rounds.map((f, i) => f.rps / Math.max(1, theirs.rounds[i]!.rps));
  const range = `rounds ${byCpu.map((r) => r.toFixed(2)).join(' ')}`;
  console.log(
    `${name.padEnd(46)} ${median(byCpu).toFixed(2).padStart(7)}x by CPU  ${median(byRps).toFixed(2).padStart(7)}x by req/s   (${range})`,
  );
};

const STATUS = '/wps/system/status';
const COUNTRIES = '/wps/system/countryCode';
const fake = await spawn('fake');
const servers = [fake];
try {
  const routes = await Promise.all([STATUS, COUNTRIES].map(async (path) => ({ path, body: await (await fetch(fake.url + path)).text() })));
  const bare = await spawn('bare', { routes });
  const node = await spawn('node', { routes });
  const js = await spawn('json-server');
  servers.push(bare, node, js);

  console.log(`\nLoopback, 10 connections, ${requests} requests a run, median of ${rounds} rounds; each server in its own process\n`);
  const [fakeStatus, bareStatus, fakeCountries, bareCountries, nodeCountries, jsCountries] = await compare([
    [fake, STATUS],
    [bare, STATUS],
    [fake, COUNTRIES],
    [bare, COUNTRIES],
    [node, COUNTRIES],
    [js, '/countries'],
  ]);
  row('fake: GET /wps/system/status', fakeStatus!.median);
  row('bare Fastify: the same status body', bareStatus!.median);
  row('fake: GET /wps/system/countryCode', fakeCountries!.median);
  row('bare Fastify: the same countries body', bareCountries!.median);
  row('node:http: the same countries body', nodeCountries!.median);
  row('json-server: GET /countries (same data)', jsCountries!.median);
  console.log('');
  ratio('fake vs bare Fastify, status (goal >= 0.9x)', fakeStatus!, bareStatus!);
  ratio('fake vs json-server, countries (goal >= 10x)', fakeCountries!, jsCountries!);
  console.log('what a Node server can reach on the countries:');
  ratio('  fake vs bare Fastify, countries', fakeCountries!, bareCountries!);
  ratio('  bare Fastify vs json-server, countries', bareCountries!, jsCountries!);
  ratio('  node:http vs json-server, countries', nodeCountries!, jsCountries!);

  console.log('\nThe fake on heavier calls (one round each)\n');
  for (const [name, path] of [
    ['fake: game search over 10,000 slots', '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=dragon&pageNo=1&pageSize=42'],
    ['fake: game list page 120 of 10,000 slots', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=120&pageSize=42'],
    ['fake: GET /lgw/games/popular (count 20)', '/lgw/games/popular?count=20'],
    ['fake: GET /lgw/vn/numeros/opened/game (100)', '/lgw/vn/numeros/opened/game?count=100'],
  ] as const) {
    row(name, await run(fake, path));
  }
} finally {
  for (const server of servers) server.child.kill();
}
