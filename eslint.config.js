import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other, and nothing below app/ reaches up into it.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['mock-server', 'mock-server/*', '@portal/fixtures'], message: 'The web client only depends on @portal/contracts.' },
          ],
        },
      ],
    },
  },
  // Features never import each other or app/: app composes them, shared code lives below both.
  ...[
    { files: ['web/src/features/*/*.{ts,tsx}'], up: '\\.\\./' },
    { files: ['web/src/features/*/*/*.{ts,tsx}'], up: '\\.\\./\\.\\./' },
  ].map(({ files, up }) => ({
    files,
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^${up}(?!shared/|config/)[^./][^/]*/`, message: 'Features do not import each other: move shared code to shared/.' },
            { regex: `^${up}\\.\\./app/`, message: 'Features do not import app/: app composes features.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['web/*', 'mock-server', '@portal/fixtures'], message: 'contracts depends on nothing in the workspace.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'mock-server/test/**', 'web/e2e/**'],
    // Playwright fixtures take an empty pattern when they need no other fixture.
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
);
