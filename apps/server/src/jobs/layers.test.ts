import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '#config/paths';

/*
 * The jobs area's place in the layers (eslint.config.js, serverLayers): it may use lib, config
 * and db; features may use it through #jobs; it never imports a feature. Each probe is written
 * into the source tree, linted with the project's configuration, and removed.
 */
const REPO_ROOT = path.resolve(SERVER_ROOT, '..', '..');

async function lintProbe(relativeDir: string, source: string) {
  const file = path.join(
    SERVER_ROOT,
    'src',
    relativeDir,
    `zz-probe-${randomBytes(4).toString('hex')}.ts`,
  );
  writeFileSync(file, source);
  try {
    const [result] = await new ESLint({ cwd: REPO_ROOT }).lintFiles([file]);
    return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
  } finally {
    rmSync(file, { force: true });
  }
}

describe('the jobs layer (npm run lint)', { timeout: 120_000 }, () => {
  it('refuses a feature imported by jobs/', async () => {
    const messages = await lintProbe(
      'jobs',
      "import type { UsersService } from '#features/users';\nexport type Probe = UsersService;\n",
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*jobs\/ may import only lib, config, db/,
      ),
    );
  });

  it('accepts jobs/ using db, and a feature enqueueing through #jobs', async () => {
    const inJobs = await lintProbe(
      'jobs',
      "import type { Db } from '#db/client';\nexport type Probe = Db;\n",
    );
    expect(inJobs, inJobs.join('\n')).toEqual([]);
    const inFeature = await lintProbe(
      'features/newsletter',
      "import { enqueue } from '#jobs';\nexport const probe = enqueue;\n",
    );
    expect(inFeature, inFeature.join('\n')).toEqual([]);
  });
});
