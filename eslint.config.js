import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { tableOwnerRule } from './scripts/eslint/table-owners.mjs';

/** Links and navigation go to the page in the reader's language (docs/i18n.md). */
const localizedNavigation = {
  name: 'react-router',
  importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate'],
  message: "Import it from '@/lib/i18n/router': its paths stay in the page's language.",
};
/** The web app never imports the server (every web file, shared code included). */
const webNeverImportsServer = {
  group: ['**/server/**', '@wayfare/server*'],
  message: 'The web app never imports the server.',
};

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
        { patterns: [webNeverImportsServer], paths: [localizedNavigation] },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      // This block's list replaces the one above for these files: both rules are restated.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webNeverImportsServer,
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared code never imports features.',
            },
          ],
          paths: [localizedNavigation],
        },
      ],
    },
  },
  {
    // The localized links themselves wrap react-router's.
    files: ['apps/web/src/lib/i18n/router.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...serverLayers(),
  {
    // A feature reads and writes its own tables; another's only by a reason given in
    // scripts/eslint/table-owners.mjs (docs/architecture.md, "Tables and their owners").
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { wayfare: { rules: { 'table-owner': tableOwnerRule } } },
    rules: { 'wayfare/table-owner': 'error' },
  },
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
 * feature reaches another only through its index (`#features/<name>`), only repositories
 * and db/ touch Drizzle, and only they and a listed few hold a database handle. Tests are exempt: they may reach anywhere to set up and inspect.
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
  const databaseHandle = {
    // A regex: in a group, a leading # would make the pattern a comment (gitignore syntax).
    regex: '^#db/(client|open)$',
    message:
      'Only repositories (and the places eslint.config.js lists) hold a database handle (Db, Database): put the statement in the feature repository.',
  };
  const serverFiles = [`${src}/**/*.ts`];
  const tests = [`${src}/**/*.test.ts`];
  // Repositories and db/ use Drizzle and the handle. Any repository may read any table; the
  // read models (features/reports, features/exports) are made to: they read every feature's
  // tables and own none (docs/architecture.md, "Tables").
  const drizzleAllowed = [`${src}/**/repository.ts`, `${src}/db/**`];
  /** The other places that hold a database handle, each for its reason. */
  const databaseHandleAllowed = [
    // The process entry: opens the configured database and hands it to buildApp.
    `${src}/server.ts`,
    // Decorates the app with its database (the CLI and tests) and closes it with the app.
    `${src}/app/build.ts`,
    // The composition root: makes every repository from the handle.
    `${src}/app/compose.ts`,
    // Migrates and seeds before anything is served (db/'s functions take the database).
    `${src}/app/prepare.ts`,
    // db:migrate and db:seed work on the database itself (db/migrate, db/seed).
    `${src}/app/operator-commands.ts`,
    // With no server answering, the CLI opens the database itself.
    `${src}/cli/shared.ts`,
    // The job runner is made from the handle and makes its jobs repository from it.
    `${src}/jobs/runner.ts`,
    // better-auth runs its own statements through its Drizzle adapter, given the handle.
    `${src}/features/identity/better-auth.ts`,
    // The message functions take the caller's transaction (the transactional outbox, decision
    // 008) and bind the one mail repository to it.
    `${src}/features/mail/service.ts`,
    // The mail.compose job passes the database where features pass their transaction.
    `${src}/features/mail/events.ts`,
    // The type of the removal's transaction, handed from the users repository to mail.
    `${src}/features/users/admin-rights.ts`,
  ];
  const restrict = (patterns) => ['error', { patterns }];
  return [
    {
      files: serverFiles,
      ignores: tests,
      rules: {
        'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }],
        'no-restricted-imports': restrict([
          parentImports,
          deepFeatureImports,
          drizzle,
          databaseHandle,
        ]),
      },
    },
    {
      files: databaseHandleAllowed,
      ignores: tests,
      rules: { 'no-restricted-imports': restrict([parentImports, deepFeatureImports, drizzle]) },
    },
    {
      files: drizzleAllowed,
      ignores: tests,
      rules: { 'no-restricted-imports': restrict([parentImports, deepFeatureImports]) },
    },
  ];
}
