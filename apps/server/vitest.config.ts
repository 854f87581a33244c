import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one embedded database for the run; each file's starts from its image.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database; two workers fit this 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its imported modules from one file to the next (the whole server, about 3 s
    // a file to load): each file still builds its own app on its own database, and nothing of a
    // file's app outlives its afterAll (app.close() stops its jobs, timers and connections).
    isolate: false,
  },
});
