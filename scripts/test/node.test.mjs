// The Node.js the two commands run on (scripts/lib/tools.sh ensure_node). Downloads nothing: npm is a stand-in.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const required = Number(/^NODE_MAJOR=(\d+)$/m.exec(spawnSync('cat', [join(root, 'scripts/lib/tools.sh')]).stdout.toString())?.[1]);
const bin = mkdtempSync(join(tmpdir(), 'node-test-'));
writeFileSync(join(bin, 'npm'), '#!/bin/sh\necho "stub npm $*" >&2\nexit 1\n', { mode: 0o755 });
after(() => rmSync(bin, { recursive: true, force: true }));

const ensureNode = (path) =>
  spawnSync('bash', ['-c', 'source scripts/lib/tools.sh && ensure_node && node -p process.versions.node'], {
    cwd: root,
    env: { ...process.env, PATH: path },
    encoding: 'utf8',
  });

describe('the Node.js the commands run on', () => {
  it('is the package.json engines major', async () => {
    const { engines } = (await import(join(root, 'package.json'), { with: { type: 'json' } })).default;
    assert.equal(engines.node, `>=${required}`);
  });

  it('is the machine own when it is new enough: nothing is downloaded', () => {
    assert.ok(Number(process.versions.node.split('.')[0]) >= required, 'this test runs on the Node.js the commands bring');
    symlinkSync(process.execPath, join(bin, 'node'));
    const { status, stdout, stderr } = ensureNode(`${bin}:/usr/bin:/bin`);
    assert.equal(status, 0, stderr);
    assert.equal(stdout.trim(), process.versions.node);
    assert.doesNotMatch(stderr + stdout, /bringing|stub npm/);
  });
});
