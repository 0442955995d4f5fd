import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslintBin = resolve(createRequire(`${root}/package.json`).resolve('eslint/package.json'), '../bin/eslint.js');

/** The rules that fired on this text, linted by the repository's own ESLint as if it were the file at this path. */
async function rulesFiring(path: string, code: string) {
  // A child process: the real CLI and config, not ESLint loaded through the test runner's module graph.
  const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', path], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the architecture boundaries lint enforces', () => {
  it('stops a feature importing another feature through its index', async () => {
    const fired = await rulesFiring('web/src/features/games/lint-fixture.ts', "export { identityIntents } from '../identity';\n");
    expect(fired).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: Unexpected path .* imported in restricted zone\. Features do not import each other/,
      ),
    ]);
  });

  it('stops a feature importing app/', async () => {
    const fired = await rulesFiring('web/src/features/games/lint-fixture.ts', "export { makeStore } from '../../app/store';\n");
    expect(fired).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: Unexpected path .* imported in restricted zone\. Features do not import app/),
    ]);
  });

  it('stops shared/ importing a feature', async () => {
    const fired = await rulesFiring('web/src/shared/lint-fixture.ts', "export { gamesActions } from '../features/games/slice';\n");
    expect(fired).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: Unexpected path .* imported in restricted zone\. shared\/ sits below the features/,
      ),
    ]);
  });

  it('stops the web client importing the fixtures package', async () => {
    const fired = await rulesFiring('web/src/features/games/lint-fixture.ts', "export { vendors } from '@portal/fixtures';\n");
    expect(fired).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: Unexpected path .* imported in restricted zone\. The web client depends only on @portal\/contracts/,
      ),
    ]);
  });

  it('stops an import cycle', async () => {
    // http-client.ts imports api-error.ts; api-error importing http-client back closes a cycle.
    const fired = await rulesFiring(
      'web/src/shared/http/api-error.ts',
      "import { callApi } from './http-client';\nexport const again = callApi;\n",
    );
    expect(fired).toEqual([expect.stringMatching(/^import-x\/no-cycle:/)]);
  });

  it('lets a feature import shared/ and contracts', async () => {
    const code = "export { request } from '../../shared/store/saga-context';\nexport { calls } from '@portal/contracts';\n";
    expect(await rulesFiring('web/src/features/games/lint-fixture.ts', code)).toEqual([]);
  });
});
