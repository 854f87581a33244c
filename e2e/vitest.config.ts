import { defineConfig } from 'vitest/config';
import BalancedSequencer from './support/sequencer';

export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['node_modules/**', 'artifacts/**'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One file at a time per Vitest process, against that process's own server (global setup).
    // `npm test` runs two such processes side by side (`--shard`, scripts/test.mjs): a journey
    // keeps a core while the other waits on its page, on this 2-core machine.
    fileParallelism: false,
    // The process keeps its imported modules from one file to the next (Playwright, axe); each
    // file still launches its own Chromium and gives each person a fresh profile (support/browser).
    isolate: false,
    // The shards split the files by their usual time, not by count (support/sequencer.ts).
    sequence: { sequencer: BalancedSequencer },
    // On CI a failed journey runs once more before it fails the build: on a loaded 2-core machine
    // a step can outwait its 15 s (three did in one run of 154, each passing alone). A journey
    // that fails twice fails the build; the report names every retried test.
    retry: process.env.CI ? 1 : 0,
    // Names every journey that passed only on that retry (the count CI prints is meant to be 0).
    reporters: ['default', './support/retry-reporter.ts'],
  },
});
