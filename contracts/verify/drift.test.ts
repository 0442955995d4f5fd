import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driftCalls, runDrift } from './drift-check';

/** A local stand-in for a real backend: some calls answered right, the point config with a drifted shape. */
const answers: Record<string, string> = {
  '/wps/system/countryCode': '{"success":true,"value":[]}',
  // spec 03's failure (code, no errorCode): the client reads it too, so it keeps the contract.
  '/wps/system/status': '{"success":false,"code":"MAINTENANCE","message":"Back soon"}',
  '/lgw/games/popular': '[]',
  '/wps/relay/MCS2_getPointConfig': '{"success":true,"value":{"pointsRatio":"ten","units":"pts"}}',
};
let server: Server;
let baseUrl: string;
const seen: { url: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url!, authorization: request.headers.authorization });
    const body = answers[request.url!];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(body ?? '{"success":false,"code":"NOT_FOUND","message":"no such call"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDrift(
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const calls = ['--call', 'countryCodes', '--call', 'systemStatus', '--call', 'popularLotteries'];

describe('pnpm contracts:drift', () => {
  it('says OK for every answer that keeps its contract and exits 0', async () => {
    const { code, out } = await run('--base-url', baseUrl, ...calls);
    expect(code).toBe(0);
    expect(out).toContain('OK    countryCodes (GET /wps/system/countryCode)');
    expect(out).toContain('OK    systemStatus (GET /wps/system/status)');
    expect(out).toContain('OK    popularLotteries (GET /lgw/games/popular)');
    expect(out).toContain('Every one of 3 calls kept its contract');
  });

  it('prints each mismatch of a drifted answer with its path, what was expected and what came, and exits 1', async () => {
    const { code, out } = await run('--base-url', `${baseUrl}/`, ...calls, '--call', 'pointConfig');
    expect(code).toBe(1);
    expect(out).toContain('DRIFT pointConfig (GET /wps/relay/MCS2_getPointConfig)');
    expect(out).toContain('value.pointsRatio: expected number, got string');
    expect(out).toMatch(/1 of 4 calls broke their contract/);
  });

  it('calls every GET it can fill, leaves those with a token out unless one is passed, and sends the headers it is given', async () => {
    seen.length = 0;
    const { code, out } = await run('--base-url', baseUrl);
    expect(code).toBe(1);
    expect(out).toContain('HTTP  vnResults (GET /lgw/vn/numeros/opened/game): 404');
    expect(out).not.toContain('memberInfo');
    expect(seen.map((s) => s.url)).toEqual(driftCalls(false).map(([, e]) => e.path));

    seen.length = 0;
    await run('--base-url', baseUrl, '--header', 'Authorization: real-token', '--call', 'memberInfo');
    expect(seen).toEqual([{ url: '/wps/member/info', authorization: 'real-token' }]);
  });

  it('never calls a GET with a path parameter, an encrypted one or one whose query it cannot fill', () => {
    const names = driftCalls(true).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['systemStatus', 'countryCodes', 'memberInfo', 'popularLotteries']));
    expect(names).not.toContain('pastDraws');
    expect(names).not.toContain('nearNumero');
    expect(driftCalls(false).map(([name]) => name)).not.toContain('memberInfo');
  });

  it('says FAIL for a call that got no answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const { code, out } = await run('--base-url', url, '--call', 'countryCodes');
    expect(code).toBe(1);
    expect(out).toContain('FAIL  countryCodes (GET /wps/system/countryCode): no answer');
  });

  it('exits 2 on a usage error: no base URL, a header without a name, an unknown option or call', async () => {
    for (const argv of [
      [],
      ['--base-url', 'ftp://x'],
      ['--base-url', baseUrl, '--header', 'novalue'],
      ['--bogus'],
      ['--base-url', baseUrl, '--call', 'pastDraws'],
    ]) {
      const { code, err } = await run(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(err).toMatch(/usage|not a GET/);
    }
  });
});
