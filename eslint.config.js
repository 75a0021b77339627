import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/build/**', '**/.react-router/**', 'node_modules/**', '.data/**', 'reports/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Libraries a store may never use (files on S3, jobs on PostgreSQL, a signed e-prescription) load when first
    // used, never at start-up: memory at rest (decision 069). Tests may import them as they like.
    files: ['apps/**/src/**/*.ts', 'apps/web/server/**/*.ts', 'packages/**/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['pdf-lib', '@aws-sdk/client-s3', 'pg-boss'].map((name) => ({
            name,
            message: 'Import its types only; load it with import() where it is used (decision 069).',
            allowTypeImports: true,
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
