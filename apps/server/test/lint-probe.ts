import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { SERVER_ROOT } from '#config/paths';

const REPO_ROOT = path.resolve(SERVER_ROOT, '..', '..');

/**
 * The project's ESLint configuration (eslint.config.js) with only its layer rules: the import
 * rules, the restricted imports and the tables' owners. They read import statements, not types, so the probe is parsed
 * without type information: a second or two a probe instead of the 15 to 20 s of building the
 * TypeScript program that the type-checked rules need (`npm run lint` runs those on every file).
 */
const layerRulesOnly = new ESLint({
  cwd: REPO_ROOT,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
  ruleFilter: ({ ruleId }) =>
    ruleId.startsWith('import-x/') ||
    ruleId.startsWith('no-restricted-') ||
    ruleId.startsWith('wayfare/'),
});

/**
 * Writes `source` as a new file in `src/<relativeDir>` of the server (or of `app`), lints it with
 * the layer rules, removes it, and answers each message as `rule: message`.
 */
export async function lintProbe(
  relativeDir: string,
  source: string,
  app: 'server' | 'web' = 'server',
): Promise<string[]> {
  const file = path.join(
    REPO_ROOT,
    'apps',
    app,
    'src',
    relativeDir,
    `zz-probe-${randomBytes(4).toString('hex')}.ts`,
  );
  writeFileSync(file, source);
  try {
    const [result] = await layerRulesOnly.lintFiles([file]);
    return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
  } finally {
    rmSync(file, { force: true });
  }
}
