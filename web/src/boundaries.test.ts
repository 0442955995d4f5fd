import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Each case: a text linted as if it were the file at its path. */
const cases = {
  featureIndex: ['web/src/features/games/lint-fixture.ts', "export { identityIntents } from '../identity';\n"],
  featureApp: ['web/src/features/games/lint-fixture.ts', "export { makeStore } from '../../app/store';\n"],
  sharedFeature: ['web/src/shared/lint-fixture.ts', "export { gamesActions } from '../features/games/slice';\n"],
  webFixtures: ['web/src/features/games/lint-fixture.ts', "export { vendors } from '@portal/fixtures';\n"],
  allowed: [
    'web/src/features/games/lint-fixture.ts',
    "export { request } from '../../shared/store/saga-context';\nexport { calls } from '@portal/contracts';\n",
  ],
} as const satisfies Record<string, readonly [string, string]>;

/**
 * The rules that fired on each case, linted by the repository's own ESLint and config in one child process (the
 * real package and config, not ESLint loaded through the test runner's module graph; one start-up, not one per case).
 */
const lintAll = `
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: process.cwd() });
  const cases = JSON.parse(process.argv[1]);
  const out = {};
  for (const [name, [filePath, code]] of Object.entries(cases)) {
    const [result] = await eslint.lintText(code, { filePath });
    out[name] = (result?.messages ?? []).map((m) => m.ruleId + ': ' + m.message);
  }
  process.stdout.write(JSON.stringify(out));
`;
let fired: Record<keyof typeof cases, string[]>;
beforeAll(() => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', lintAll, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  fired = JSON.parse(run.stdout);
}, 30_000);

describe('the architecture boundaries lint enforces', () => {
  it('stops a feature importing another feature through its index', () => {
    expect(fired.featureIndex).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: Unexpected path .* imported in restricted zone\. Features do not import each other/,
      ),
    ]);
  });

  it('stops a feature importing app/', () => {
    expect(fired.featureApp).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: Unexpected path .* imported in restricted zone\. Features do not import app/),
    ]);
  });

  it('stops shared/ importing a feature', () => {
    expect(fired.sharedFeature).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: Unexpected path .* imported in restricted zone\. shared\/ sits below the features/,
      ),
    ]);
  });

  it('stops the web client importing the fixtures package', () => {
    expect(fired.webFixtures).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: Unexpected path .* imported in restricted zone\. The web client depends only on @portal\/contracts/,
      ),
    ]);
  });

  // Import cycles, value and type-only, are found by mock-server/test/platform/import-cycles.test.ts.

  it('lets a feature import shared/ and contracts', () => {
    expect(fired.allowed).toEqual([]);
  });
});
