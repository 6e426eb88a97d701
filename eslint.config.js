// @ts-check
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: true } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // The domain package is pure: no React, no Fastify, no database, no I/O, nothing of ours.
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'ioredis',
                'node:fs',
                'node:net',
                'node:http',
                'fs',
                'http',
                '@autohub/*',
                'zod',
              ],
              message: 'packages/domain holds pure rules: no UI, server, database or I/O imports.',
            },
          ],
        },
      ],
    },
  },
  // The contract depends on the domain only, never on the api or the web app.
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@autohub/api', '@autohub/web'],
              message: 'packages/contract is shared by api and web: schemas only.',
            },
          ],
        },
      ],
    },
  },
  // Web: React rules, accessibility, and features that do not import each other.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...[
              'account',
              'builder',
              'catalogue',
              'comparator',
              'dealers',
              'financing',
              'home',
              'leads',
              'location',
              'test-drive',
              'garage',
              'contact',
              'ratings',
              'whatsapp',
              'staff',
              'auth',
            ].map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A web feature does not import another feature; compose them in src/app.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not reach into the app layer.',
            },
            {
              target: './apps/web/src',
              from: './apps/api',
              message: 'The web app talks to the api over HTTP, through the contract.',
            },
          ],
        },
      ],
    },
  },
  // Api: modules do not reach into each other's stores.
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '**/apps/web/**'],
              message: 'The api does not import UI code.',
            },
            {
              group: ['../*/*.store.js', '../../modules/*/*.store.js'],
              message: 'An api module does not read another module\u2019s tables; call its service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}', 'scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
