import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'e2e/artifacts/**',
      'artifacts/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          // Absolute, so that linting from another directory (the architecture test) resolves too.
          project: [
            'packages/contract/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ].map((file) => `${import.meta.dirname}/${file}`),
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Fastify plugins and route handlers are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // Web features never import each other; pages in app/ compose them (docs/code-style.md).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@wayfare/server*'],
              message: 'The web app never imports the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared code never imports features.',
            },
          ],
        },
      ],
    },
  },
  ...serverLayers(),
  webFeatureBoundaries(),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);

/** Web features never import each other or the pages; pages in app/ compose them. */
function webFeatureBoundaries() {
  const features = 'apps/web/src/features';
  const names = readdirSync(`${import.meta.dirname}/${features}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const zones = names.map((name) => ({
    target: `./${features}/${name}`,
    from: [`./${features}`, './apps/web/src/app'],
    except: [`./${name}`],
    message: 'Web features never import each other or the pages: app/ composes them.',
  }));
  return {
    files: [`${features}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }] },
  };
}

/**
 * The server's layers (docs/architecture.md): each may import only the layers below it, a
 * feature reaches another only through its index (`#features/<name>`), and only repositories
 * and db/ touch Drizzle. Tests are exempt: they may reach anywhere to set up and inspect.
 * apps/server/test/architecture.test.ts proves that a violation fails the lint.
 */
function serverLayers() {
  const src = 'apps/server/src';
  const areas = [
    'lib',
    'config',
    'db',
    'plugins',
    'adapters',
    'emulators',
    'jobs',
    'features',
    'app',
    'cli',
  ];
  /** What each area may not import: everything above it. */
  const below = {
    lib: [],
    config: ['lib'],
    db: ['lib', 'config'],
    plugins: ['lib', 'config'],
    adapters: ['lib', 'config'],
    emulators: ['lib', 'config', 'db'],
    jobs: ['lib', 'config', 'db'],
    features: ['lib', 'config', 'db', 'plugins', 'adapters', 'jobs'],
  };
  const zones = Object.entries(below).map(([area, allowed]) => ({
    target: `./${src}/${area}`,
    from: areas
      .filter((other) => other !== area && !allowed.includes(other))
      .map((other) => `./${src}/${other}`),
    message: `${area}/ may import only ${allowed.length ? allowed.join(', ') : 'nothing of the server'} (docs/architecture.md).`,
  }));
  const parentImports = {
    group: ['../*'],
    message: 'Import from another folder through its alias (#lib/..., #features/<name>).',
  };
  const deepFeatureImports = {
    regex: '^#features/[^/]+/',
    message: 'Another feature is reached only through its index: #features/<name>.',
  };
  const drizzle = {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    message: 'Only repositories (and db/) use Drizzle: put the query in the feature repository.',
  };
  const serverFiles = [`${src}/**/*.ts`];
  const tests = [`${src}/**/*.test.ts`];
  const drizzleAllowed = [`${src}/**/repository.ts`, `${src}/db/**`];
  const restrict = (patterns) => ['error', { patterns }];
  return [
    {
      files: serverFiles,
      ignores: tests,
      rules: {
        'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }],
        'no-restricted-imports': restrict([parentImports, deepFeatureImports, drizzle]),
      },
    },
    {
      files: drizzleAllowed,
      ignores: tests,
      rules: { 'no-restricted-imports': restrict([parentImports, deepFeatureImports]) },
    },
  ];
}
