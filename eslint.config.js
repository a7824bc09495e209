// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * An import path that climbs to a top-level folder of the project (`../../src/…`), refused with
 * the import boundaries of docs/architecture.md.
 * @param {string} folder
 * @param {string} who
 */
const importOf = (folder, who) => ({
  regex: `^(\\.\\./)+${folder}(/|$)`,
  message: `${who} imports nothing from ${folder}/ (docs/architecture.md): move what both need into contract/.`,
});

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', '.data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The server takes nothing from the client: what both need is pure and lives in contract/.
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [importOf('src', 'The server')] }] },
  },
  {
    // Machines are pure: no React, no DOM, no fetch, no storage, neither the client nor the server.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@xstate/react', 'react/*'],
              message: 'Machines know nothing of React.',
            },
            importOf('src', 'A machine'),
            importOf('server', 'A machine'),
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator'],
    },
  },
  {
    // The contract is what everyone imports; it imports none of them.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['src', 'server', 'machines', 'mocks', 'stories'].map((folder) =>
            importOf(folder, 'The contract'),
          ),
        },
      ],
    },
  },
);
