import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerCommand, BrokerUsageError, consumerVersion } from './broker-args';

const broker = { PACT_BROKER_BASE_URL: 'https://broker.example.com', PACT_BROKER_TOKEN: 't0ken' };
const found = { version: '0123abcd', branch: 'main' };

describe('the broker commands', () => {
  it('publish the pact folder under the commit and its branch', () => {
    expect(brokerCommand('publish', { pactDir: '/p' }, found, broker)).toEqual({
      kind: 'publish',
      args: ['publish', '/p', '--consumer-app-version', '0123abcd', '--branch', 'main'],
      env: broker,
    });
    expect(brokerCommand('publish', { pactDir: '/p' }, { version: 'v' }, broker).args).not.toContain('--branch');
  });

  it('ask whether the web client at this version can go to an environment, production unless told', () => {
    expect(brokerCommand('can-i-deploy', { pactDir: '/p' }, found, broker).args).toEqual([
      'can-i-deploy',
      '--pacticipant',
      'portal-web',
      '--version',
      '0123abcd',
      '--to-environment',
      'production',
    ]);
    const asked = brokerCommand(
      'can-i-deploy',
      { pactDir: '/p', environment: 'staging', retryWhileUnknown: '6', dryRun: true },
      found,
      broker,
    );
    expect(asked.args.slice(6)).toEqual(['staging', '--retry-while-unknown', '6', '--retry-interval', '10', '--dry-run']);
  });

  it('refuse without a broker address, and a bad environment or retry count, saying what is wanted', () => {
    expect(() => brokerCommand('publish', { pactDir: '/p' }, found, {})).toThrow(/PACT_BROKER_BASE_URL/);
    expect(() => brokerCommand('publish', { pactDir: '/p' }, found, { PACT_BROKER_BASE_URL: 'ftp://x' })).toThrow(BrokerUsageError);
    expect(() => brokerCommand('can-i-deploy', { pactDir: '/p', environment: 'prod; rm -rf /' }, found, broker)).toThrow(/environment/);
    expect(() => brokerCommand('can-i-deploy', { pactDir: '/p', retryWhileUnknown: 'many' }, found, broker)).toThrow(/tries/);
  });
});

describe('the consumer version', () => {
  const repo = mkdtempSync(join(tmpdir(), 'pact-version-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: repo, encoding: 'utf8' }).trim();
  beforeAll(() => {
    git('init', '-q', '-b', 'feature-x');
    writeFileSync(join(repo, 'a.txt'), 'a');
    git('add', '.');
    git('commit', '-qm', 'a');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('is the commit and its branch, marked dirty while the tree has changes', () => {
    const sha = git('rev-parse', 'HEAD');
    expect(consumerVersion(repo, {})).toEqual({ version: sha, branch: 'feature-x' });
    writeFileSync(join(repo, 'a.txt'), 'b');
    expect(consumerVersion(repo, {}).version).toBe(`${sha}+dirty`);
    git('checkout', '-q', 'a.txt');
    git('checkout', '-q', '--detach');
    expect(consumerVersion(repo, {}).branch).toBeUndefined();
    expect(consumerVersion(repo, { PACT_CONSUMER_VERSION: '1.2.3', PACT_CONSUMER_BRANCH: 'release' })).toEqual({
      version: '1.2.3',
      branch: 'release',
    });
  });
});

/** A broker stand-in on 127.0.0.1: the HAL index, publish and the matrix, answering deployable or not. */
async function standInBroker(deployable: boolean) {
  const seen: { method: string; url: string; body: string; auth: string | undefined }[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    seen.push({ method: req.method!, url: req.url!, body: await read(req), auth: req.headers.authorization });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    res.setHeader('content-type', 'application/hal+json');
    if (req.url === '/') return res.end(JSON.stringify({ _links: { 'pb:publish-contracts': { href: `${base}/contracts/publish` } } }));
    if (req.url === '/contracts/publish') return res.end(JSON.stringify({ notices: [], _links: {}, _embedded: {} }));
    res.end(
      JSON.stringify({
        summary: { deployable, reason: deployable ? 'verified' : 'no verification', success: 0, failed: 0, unknown: 1 },
        matrix: [],
        notices: [],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise((r) => server.close(r)) };
}

const cli = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'verify/broker-cli.ts', ...args], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, PACT_CONSUMER_VERSION: '0123abcd', PACT_CONSUMER_BRANCH: 'main', ...env },
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => resolve({ code, out }));
  });

describe('pnpm pact:publish and pact:can-i-deploy against a broker', () => {
  it('publishes the committed pact as the consumer version, on its branch, with the token', async () => {
    const stub = await standInBroker(true);
    const { code, out } = await cli(['publish'], { PACT_BROKER_BASE_URL: stub.url, PACT_BROKER_TOKEN: 't0ken' });
    await stub.close();
    expect(code, out).toBe(0);
    const sent = stub.seen.find((r) => r.url === '/contracts/publish');
    const body = JSON.parse(sent!.body);
    expect(body).toMatchObject({ pacticipantName: 'portal-web', pacticipantVersionNumber: '0123abcd', branch: 'main' });
    expect(JSON.parse(Buffer.from(body.contracts[0].content, 'base64').toString())).toMatchObject({
      consumer: { name: 'portal-web' },
      provider: { name: 'portal-backend' },
    });
    expect(sent!.auth).toBe('Bearer t0ken');
  }, 60_000);

  it('publishes nothing on a dry run, and says what it would send', async () => {
    const stub = await standInBroker(true);
    const { code, out } = await cli(['publish', '--dry-run'], { PACT_BROKER_BASE_URL: stub.url });
    await stub.close();
    expect(code, out).toBe(0);
    expect(out).toMatch(/Dry run: would publish .* as 0123abcd on main/);
    expect(stub.seen).toEqual([]);
  }, 60_000);

  it('can-i-deploy fails the step when the broker says no, unless it is a dry run', async () => {
    const stub = await standInBroker(false);
    const no = await cli(['can-i-deploy', '--to-environment', 'staging'], { PACT_BROKER_BASE_URL: stub.url });
    const dry = await cli(['can-i-deploy', '--to-environment', 'staging', '--dry-run'], { PACT_BROKER_BASE_URL: stub.url });
    await stub.close();
    expect(no.code, no.out).not.toBe(0);
    expect(dry.code, dry.out).toBe(0);
    expect(stub.seen.find((r) => r.url.includes('matrix'))?.url).toMatch(
      /pacticipant.*=portal-web.*version.*=0123abcd.*environment=staging/,
    );
  }, 60_000);

  it('can-i-deploy passes when the broker says yes, and both refuse without a broker address', async () => {
    const stub = await standInBroker(true);
    const yes = await cli(['can-i-deploy'], { PACT_BROKER_BASE_URL: stub.url });
    await stub.close();
    expect(yes.code, yes.out).toBe(0);
    const none = await cli(['publish'], { PACT_BROKER_BASE_URL: '' });
    expect(none.code).toBe(2);
    expect(none.out).toMatch(/PACT_BROKER_BASE_URL must name the broker/);
  }, 60_000);
});
