import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noCrossFeatureImports } from './scripts/lint/no-cross-feature-imports.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', 'test-results/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, house: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'house/no-cross-feature-imports': ['error', { featuresRoot: fileURLToPath(new URL('./apps/web/src/features', import.meta.url)) }],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The book model and the layout run in the browser too (the editor): no Node APIs in their source.
    // Tests and testing/ helpers may read font files with Node. packages/book-layout/src/browser-bundle.test.ts
    // proves the same for the built bundle. book-render's SVG entry (@eb/book-render/svg) is the editor's too.
    files: ['packages/book-model/src/**/*.ts', 'packages/book-layout/src/**/*.ts', 'packages/book-render/src/svg.ts', 'packages/book-render/src/preview/display-list-svg.ts', 'packages/book-render/src/preview/svg-asset.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'Runs in the browser too: no Node modules here.' })),
          patterns: [{ group: ['node:*'], message: 'Runs in the browser too: no Node modules here.' }],
        },
      ],
      'no-restricted-globals': ['error', ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global', 'setImmediate'].map((name) => ({ name, message: 'Runs in the browser too: no Node globals here.' }))],
    },
  },
);
