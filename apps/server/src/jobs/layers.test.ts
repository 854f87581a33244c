import { describe, expect, it } from 'vitest';
import { lintProbe } from '#test/lint-probe';

/*
 * The jobs area's place in the layers (eslint.config.js, serverLayers): it may use lib, config
 * and db; features may use it through #jobs; it never imports a feature. Each probe is written
 * into the source tree, linted with the project's configuration, and removed.
 */

// Lint rules read source, not data: proven once, in the embedded run (the PostgreSQL run of
// .ci/run skips them).
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'the jobs layer (npm run lint)',
  { timeout: 120_000 },
  () => {
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
        // The layer below (db/): its schema. A database handle is held by the runner and the
        // jobs repository only (eslint.config.js lists them).
        "import { jobs } from '#db/schema';\nexport const probe = jobs;\n",
      );
      expect(inJobs, inJobs.join('\n')).toEqual([]);
      const inFeature = await lintProbe(
        'features/newsletter',
        "import { enqueue } from '#jobs';\nexport const probe = enqueue;\n",
      );
      expect(inFeature, inFeature.join('\n')).toEqual([]);
    });
  },
);
