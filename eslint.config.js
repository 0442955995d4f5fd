import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Zones are relative to the repository, whichever folder ESLint runs from (the boundaries test runs in web/).
const here = fileURLToPath(new URL('.', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'contracts/pacts/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.reports/**',
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The architecture's boundaries (DESIGN.md): imports point toward contracts; features never import
  // each other or app/; shared/ imports neither. Enforced on resolved paths, so '../identity' is caught
  // like '../identity/login'. web/src/boundaries.test.ts proves the rules fire.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      // No import-x/no-cycle: it skips `import type` (no option counts it) and took 40 % of the lint's time;
      // mock-server/test/platform/import-cycles.test.ts walks the imports of the three packages' sources, types
      // included, and fails on any cycle, naming its files.
      'import-x/no-restricted-paths': ['error', { basePath: here, zones: boundaryZones() }],
    },
  },
  // Tests compose a whole store (app/) to drive a feature, as a user of the app would.
  {
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: here, zones: boundaryZones({ tests: true }) }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'mock-server/test/**', 'web/e2e/**'],
    // Playwright fixtures take an empty pattern when they need no other fixture.
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
);

/** The zones no-restricted-paths enforces, one per direction the DESIGN forbids. */
function boundaryZones({ tests = false } = {}) {
  const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const apart = features.map((name) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
    message: 'Features do not import each other: move what both need to shared/, or compose them in app/.',
  }));
  const below = [
    { target: './web/src/shared', from: './web/src/features', message: 'shared/ sits below the features: it imports none of them.' },
    { target: './web/src/shared', from: './web/src/app', message: 'shared/ sits below app/: app composes, shared serves.' },
  ];
  const packages = [
    { target: './web', from: ['./mock-server', './fixtures'], message: 'The web client depends only on @portal/contracts.' },
    { target: './contracts', from: ['./web', './mock-server', './fixtures'], message: 'contracts depends on nothing in the workspace.' },
    { target: './fixtures', from: ['./web', './mock-server'], message: 'fixtures depends only on contracts.' },
    { target: './mock-server', from: './web', message: 'The fake never imports the web client.' },
  ];
  const features_app = {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features do not import app/: app composes features.',
  };
  return tests ? [...apart, ...packages] : [...apart, features_app, ...below, ...packages];
}
