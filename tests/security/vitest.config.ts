import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './support/sequencer';

export default defineConfig({
  test: {
    include: ['r*.test.ts'],
    // The server suite's: one migrated embedded database for the run, each app's starts from it.
    globalSetup: ['../../apps/server/test/global-setup.ts'],
    exclude: ['node_modules/**', 'artifacts/**'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Each file builds its own app(s) on its own database; two workers fit this 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    // As the server suite: a worker keeps the server's modules from one file to the next; each file
    // still builds its own apps on its own databases and closes them.
    isolate: false,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
