import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../helpers';

const dir = mkdtempSync(join(tmpdir(), 'fake-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a state file holding a world with a clock past its bounds', () => {
  it('stops the start naming the file and the bound, rather than bringing a broken world back', async () => {
    const file = join(dir, 'state.json');
    const first = await makeApp({ stateFile: file });
    await first.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-mock-world': 'far' } });
    await first.close();
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    saved.worlds.find((w: { id: string }) => w.id === 'far').clockOffsetMs = 1e17;
    writeFileSync(file, JSON.stringify(saved));
    await expect(makeApp({ stateFile: file })).rejects.toThrow(/state\.json.*at most 10 years/);
  });
});
