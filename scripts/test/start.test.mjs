// npm start's port check and readiness probe (node --test scripts/test/). Starts nothing but small stand-ins.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Stand-ins for npm and pnpm that fail at once: should a check ever let start.sh through, it installs nothing.
const stubs = mkdtempSync(join(tmpdir(), 'start-test-'));
for (const tool of ['npm', 'pnpm']) writeFileSync(join(stubs, tool), '#!/bin/sh\necho "stub $0 $*" >&2\nexit 1\n', { mode: 0o755 });
after(() => rmSync(stubs, { recursive: true, force: true }));

function run(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(args[0], args.slice(1), { cwd: root, env: { ...process.env, PATH: `${stubs}:${process.env.PATH}`, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A server on a free port of 127.0.0.1 that answers every request with `answer`. */
async function standIn(answer = (_req, res) => res.end('hello')) {
  const server = createServer(answer);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function freePort() {
  const server = await standIn();
  await server.close();
  return server.port;
}

describe('npm start on a port already taken', () => {
  it('names the fake backend port that is taken and the variable that picks another, and starts nothing', async () => {
    const taken = await standIn();
    const { code, stdout, stderr } = await run(['bash', 'scripts/start.sh'], {
      MOCK_SERVER_PORT: String(taken.port),
      WEB_PORT: String(await freePort()),
    });
    await taken.close();
    assert.equal(code, 1);
    assert.match(stderr, new RegExp(`Port ${taken.port} on 127\\.0\\.0\\.1 is already in use, so the fake backend cannot start there`));
    assert.match(stderr, /choose another port: MOCK_SERVER_PORT=\d+ npm start/);
    assert.doesNotMatch(stdout + stderr, /Web client|starting the|stub/);
  });

  it('names the web client port that is taken', async () => {
    const taken = await standIn();
    const { code, stderr } = await run(['bash', 'scripts/start.sh'], {
      MOCK_SERVER_PORT: String(await freePort()),
      WEB_PORT: String(taken.port),
    });
    await taken.close();
    assert.equal(code, 1);
    assert.match(stderr, /so the web client cannot start there/);
    assert.match(stderr, /WEB_PORT=\d+ npm start/);
  });

  it('refuses one port for both, and a port that is no number', async () => {
    const same = await run(['bash', 'scripts/start.sh'], { MOCK_SERVER_PORT: '47311', WEB_PORT: '47311' });
    assert.equal(same.code, 1);
    assert.match(same.stderr, /MOCK_SERVER_PORT and WEB_PORT are both 47311/);
    const words = await run(['bash', 'scripts/start.sh'], { MOCK_SERVER_PORT: 'four', WEB_PORT: String(await freePort()) });
    assert.equal(words.code, 1);
    assert.match(words.stderr, /MOCK_SERVER_PORT="four" is not a port number/);
  });
});

describe('the readiness probe', () => {
  const probe = (kind, url) => run(['node', 'scripts/lib/ready.mjs', kind, url]).then((r) => r.code);

  it("accepts only the fake's own scenario envelope, not any answer on the port", async () => {
    const notOurs = await standIn((_req, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"nope"}'));
    const html = await standIn((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>something else</p>'));
    const fake = await standIn((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: true, value: { name: 'default', faults: [] } })),
    );
    assert.equal(await probe('fake', `http://127.0.0.1:${notOurs.port}/__admin/scenario`), 1);
    assert.equal(await probe('fake', `http://127.0.0.1:${html.port}/__admin/scenario`), 1);
    assert.equal(await probe('fake', `http://127.0.0.1:${fake.port}/__admin/scenario`), 0);
    assert.equal(await probe('fake', `http://127.0.0.1:${await freePort()}/__admin/scenario`), 1);
    await Promise.all([notOurs.close(), html.close(), fake.close()]);
  });

  it("accepts only the web client's page with its root element", async () => {
    const other = await standIn((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<div id="app"></div>'));
    const web = await standIn((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<body><div id="root"></div></body>'));
    assert.equal(await probe('web', `http://127.0.0.1:${other.port}/`), 1);
    assert.equal(await probe('web', `http://127.0.0.1:${web.port}/`), 0);
    await Promise.all([other.close(), web.close()]);
  });
});
