// pnpm bench (fake backend part): the fake beside a bare Fastify route serving the same status body, and beside
// json-server on the same data, each server in a process of its own (bench-server.ts) so that what it spends
// is measured apart from autocannon's load. Two figures a run:
// - CPU µs per request, read from the server process itself (process.cpuUsage): it hardly moves with what
//   else the machine runs, so it is the figure to compare across runs and machines;
// - req/s and p99 on loopback with 10 connections, which a loaded machine lowers.
// Bounded: BENCH_REQUESTS (default 20,000) requests a measured run, BENCH_ROUNDS (default 3) rounds, on 127.0.0.1 only.
// Why each per-request cost of the fake is there: README.md, "The fake's speed".
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { FromServer, ServerKind, ToServer } from './bench-server';

const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
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

async function spawn(kind: ServerKind, bare?: ToServer): Promise<Server> {
  const child = fork(serverFile, [kind], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await ask(child, bare ?? null, 'port');
  return { kind, child, url: `http://127.0.0.1:${port}` };
}

const load = (url: string, amount?: number) => autocannon({ url, connections: 10, ...(amount ? { amount } : { duration: 1 }) });

/** One measured run: `requests` requests after a one-second warm-up, and the server's CPU time over them. */
async function run(server: Server, path: string): Promise<Figures> {
  await load(server.url + path);
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

/** Runs each (server, path) pair in turn, `rounds` times, and keeps the median of each figure. */
async function compare(pairs: [Server, string][]): Promise<Figures[]> {
  const all: Figures[][] = pairs.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, [server, path]] of pairs.entries()) all[i]!.push(await run(server, path));
  }
  return all.map((figures) => ({
    cpuMicros: median(figures.map((f) => f.cpuMicros)),
    rps: median(figures.map((f) => f.rps)),
    p99: median(figures.map((f) => f.p99)),
    errors: figures.reduce((sum, f) => sum + f.errors, 0),
  }));
}

const row = (name: string, f: Figures) =>
  console.log(
    `${name.padEnd(46)} ${f.cpuMicros.toFixed(1).padStart(7)} µs CPU/req ${String(f.rps).padStart(8)} req/s   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors}`,
  );
const ratio = (name: string, ours: Figures, theirs: Figures) =>
  console.log(
    `${name.padEnd(46)} ${(theirs.cpuMicros / ours.cpuMicros).toFixed(2).padStart(7)}x by CPU  ${(ours.rps / Math.max(1, theirs.rps)).toFixed(2).padStart(7)}x by req/s`,
  );

const STATUS = '/wps/system/status';
const fake = await spawn('fake');
const servers = [fake];
try {
  const statusBody = await (await fetch(fake.url + STATUS)).text();
  const bare = await spawn('bare', { bareBody: statusBody, barePath: STATUS });
  const js = await spawn('json-server');
  servers.push(bare, js);

  console.log(`\nLoopback, 10 connections, ${requests} requests a run, median of ${rounds} rounds; each server in its own process\n`);
  const [fakeStatus, bareStatus, fakeCountries, jsCountries] = await compare([
    [fake, STATUS],
    [bare, STATUS],
    [fake, '/wps/system/countryCode'],
    [js, '/countries'],
  ]);
  row('fake: GET /wps/system/status', fakeStatus!);
  row('bare Fastify: the same status body', bareStatus!);
  row('fake: GET /wps/system/countryCode', fakeCountries!);
  row('json-server: GET /countries (same data)', jsCountries!);
  console.log('');
  ratio('fake vs bare Fastify, status (goal >= 0.9x)', fakeStatus!, bareStatus!);
  ratio('fake vs json-server, countries (goal >= 10x)', fakeCountries!, jsCountries!);

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
