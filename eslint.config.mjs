// Typed lint for TypeScript, and the dependency rules of the architecture as lint rules:
// libs -> features -> apps, no remote imports another remote, the API imports only contracts.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const onlyShared = (scope) => ({
  sourceTag: `scope:${scope}`,
  onlyDependOnLibsWithTags: ['scope:shared', `scope:${scope}`],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      '.data/**',
      '.test-results/**',
      '**/migrations/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@nx': nx, 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contract'] },
            {
              sourceTag: 'type:state',
              onlyDependOnLibsWithTags: ['type:contract', 'type:testing'],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:contract', 'type:state', 'type:testing'],
            },
            {
              sourceTag: 'type:remote',
              onlyDependOnLibsWithTags: ['type:contract', 'type:state', 'type:ui', 'type:testing'],
            },
            {
              sourceTag: 'type:shell',
              onlyDependOnLibsWithTags: ['type:contract', 'type:state', 'type:ui', 'type:testing'],
            },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contract'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract'] },
            onlyShared('storefront'),
            onlyShared('account'),
            onlyShared('backoffice'),
            onlyShared('reports'),
            onlyShared('shell'),
            onlyShared('api'),
          ],
        },
      ],
    },
  },
  {
    // Routing comes through the @shop/ui/routing facade: a direct import would bundle a
    // second, private react-router into the remote (and its own router context).
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: ['libs/ui/src/routing.ts', '**/*.spec.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: "Import routing from '@shop/ui/routing' (tools/webpack/shared.js says why).",
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: { ...globals.node },
    },
  },
  prettier,
);
