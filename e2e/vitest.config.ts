import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['node_modules/**', 'artifacts/**'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server, one browser at a time: journeys are independent but share this 2-core machine.
    fileParallelism: false,
    // On CI a failed journey runs once more before it fails the build: on a loaded 2-core machine
    // a step can outwait its 15 s (three did in one run of 154, each passing alone). A journey
    // that fails twice fails the build; the report names every retried test.
    retry: process.env.CI ? 1 : 0,
    // Names every journey that passed only on that retry (the count CI prints is meant to be 0).
    reporters: ['default', './support/retry-reporter.ts'],
  },
});
