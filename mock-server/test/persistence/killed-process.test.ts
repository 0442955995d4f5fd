// The fake as QA starts it (server.ts with --state-file), killed and started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fake-kill-'));
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Started = { child: ChildProcess; url: string; exited: Promise<{ code: number | null; stderr: string }> };

/** Starts the fake on a free port; resolves once it says where it listens, or when it exits first. */
function startFake(stateFile: string): Promise<Started | { code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', '--port', '0', '--quiet', '--state-file', stateFile], {
    cwd: root,
    env: { ...process.env, VITEST: '' },
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
  return new Promise((resolve) => {
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url) resolve({ child, url, exited });
    });
    void exited.then((result) => resolve(result));
  });
}

async function started(stateFile: string): Promise<Started> {
  const result = await startFake(stateFile);
  if (!('url' in result)) throw new Error(`the fake did not start: ${result.stderr}`);
  return result;
}

const admin = (url: string, path: string, method = 'GET', body?: object) =>
  fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) }).then(
    (r) => r.json() as Promise<{ success: boolean; value: any; message?: string }>,
  );

/** Waits for a condition on the file (looking again every 25 ms), not for a time. */
async function fileMentions(file: string, text: string) {
  while (!(existsSync(file) && readFileSync(file, 'utf8').includes(text))) await new Promise((r) => setTimeout(r, 25));
}

// Starting node with tsx takes seconds on a busy machine: the limit is generous, the waits are for conditions.
describe('a fake with --state-file', { timeout: 60_000 }, () => {
  it('killed with SIGKILL after saving, starts again with the same scenario and clock', async () => {
    const file = join(dir, 'killed.json');
    const first = await started(file);
    await admin(first.url, '/__admin/scenario', 'PATCH', { description: 'before the kill' });
    await admin(first.url, '/__admin/clock', 'POST', { advance: '3h' });
    await fileMentions(file, 'before the kill');
    await fileMentions(file, '"clockOffsetMs":108');
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await started(file);
    expect((await admin(second.url, '/__admin/scenario')).value.description).toBe('before the kill');
    expect((await admin(second.url, '/__admin/clock')).value.offsetMs).toBeGreaterThanOrEqual(3 * 3_600_000);
    second.child.kill('SIGKILL');
  });

  it('stopped with SIGTERM, saves what changed just before', async () => {
    const file = join(dir, 'stopped.json');
    const first = await started(file);
    await admin(first.url, '/__admin/scenario', 'PATCH', { description: 'said just before stopping' });
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).worlds[0].scenario.description).toBe('said just before stopping');
  });

  it('stops the start on a corrupt file, naming the file and the problem, and leaves the file alone', async () => {
    const file = join(dir, 'corrupt.json');
    writeFileSync(file, '{"format":"portal-fake-state","ver');
    const result = await startFake(file);
    expect('url' in result).toBe(false);
    const { code, stderr } = result as { code: number | null; stderr: string };
    expect(code).toBe(1);
    expect(stderr).toContain(`state file ${file}: is not valid JSON`);
    expect(readFileSync(file, 'utf8')).toBe('{"format":"portal-fake-state","ver');
  });
});
