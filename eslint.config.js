// One lint config for every workspace; it also enforces the import directions of ARCHITECTURE §2 and §5.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const workspace = (name) => `./${name}`;

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-types/**', '**/node_modules/**', 'data/**', 'bench/results/**', '**/dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['./*/tsconfig.json'], conditionNames: ['@zlota/source', 'types', 'import', 'default'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // ARCHITECTURE §2: who may import whom across workspaces.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: workspace('shared'), from: [workspace('server'), workspace('web'), workspace('desktop'), workspace('tests')], message: 'shared/ imports nothing of ours.' },
            { target: workspace('server'), from: [workspace('web'), workspace('desktop'), workspace('tests')], message: 'server/ may import only shared/.' },
            { target: workspace('web'), from: [workspace('server'), workspace('desktop'), workspace('tests')], message: 'web/ may import only shared/.' },
            { target: workspace('desktop'), from: [workspace('server'), workspace('web/src'), workspace('tests')], message: 'desktop/ loads web/ from its build, never its source.' },
            // ARCHITECTURE §5: components, hooks, lib, db -> features -> app; no feature imports another.
            { target: './web/src/components', from: ['./web/src/features', './web/src/app'], message: 'components/ must not import features or app.' },
            { target: './web/src/hooks', from: ['./web/src/features', './web/src/app'], message: 'hooks/ must not import features or app.' },
            { target: './web/src/lib', from: ['./web/src/features', './web/src/app'], message: 'lib/ must not import features or app.' },
            { target: './web/src/db', from: ['./web/src/features', './web/src/app'], message: 'db/ must not import features or app.' },
            { target: './web/src/features', from: ['./web/src/app'], message: 'features must not import app.' },
            ...['catalog', 'donate', 'auth', 'account', 'admin', 'static-pages'].map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'shared/ runs in browsers too: no node: imports.' }] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['tests/**/*.ts', 'server/src/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
