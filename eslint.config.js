import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { zones } from './tools/eslint-zones.js';

const projects = ['packages/contracts', 'apps/server', 'apps/web', 'e2e', 'bench'].map(
  (dir) => `${import.meta.dirname}/${dir}/tsconfig.json`,
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/server/src/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: projects, noWarnOnMultipleProjects: true })],
    },
    rules: {
      // An import that does not resolve would slip past the zones and the cycle check: it fails instead.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?(raw|url|inline)$'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Tests wire real pieces together as the app does, with the helpers in testing/ and test/: the zones guard
    // production code.
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/testing/**', 'apps/web/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: zones() }] },
  },
  {
    // A service holds the rules and the transactions; its queries live in the module's repos (`<topic>.repo.ts`,
    // docs/style.md): the SQL of a module sits in one place, and the hot path's statements are named there. Types of
    // the schema and of Drizzle may still be imported.
    files: ['apps/server/src/modules/**/*.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: 'Queries belong in a repo (*.repo.ts).' }],
          patterns: [
            { group: ['**/db/schema/*'], allowTypeImports: true, message: 'Queries belong in a repo (*.repo.ts).' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/server.ts',
      'apps/server/src/db/**/*-cli.ts',
      'apps/server/src/demo/**/*-cli.ts',
      'bench/**/*.ts',
      'tools/**/*.js',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web tests query as a user would and assert with jest-dom's matchers (an element in the document, its text,
    // whether it is disabled), so a failure names what is missing.
    files: [
      'apps/web/**/*.test.{ts,tsx}',
      'apps/web/src/test/**/*.{ts,tsx}',
      'apps/web/src/**/*-{harness,scene}.{ts,tsx}',
      'apps/web/src/widget/render-widget.tsx',
    ],
    plugins: { 'testing-library': testingLibrary, 'jest-dom': jestDom },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      ...jestDom.configs['flat/recommended'].rules,
      // Mantine gives a table row, a field's wrapper (where its error shows) or a transcript line's text no role or
      // name of their own: the tests reach them from an element found by a query (`closest('tr')`).
      'testing-library/no-node-access': 'off',
      // Its fix turns an exact `textContent).toBe('2')` into `toHaveTextContent('2')`, which passes on '12'. Part of
      // a text is checked with toHaveTextContent, a whole text with toBe.
      'jest-dom/prefer-to-have-text-content': 'off',
    },
  },
);
