import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Counts the journeys that failed and then passed on CI's one retry (vitest.config.ts), prints
 * them, and writes them to `RETRY_REPORT` (scripts/test.mjs reads it for its summary). A journey
 * on that list is flaky: the goal is none (docs/testing.md).
 */
export default class RetryReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const result = testCase.result();
    if (result.state === 'passed' && testCase.diagnostic()?.flaky) {
      this.retried.push(`${testCase.module.moduleId}: ${testCase.fullName}`);
      // What the first try failed on (Vitest keeps the errors of the tries before a pass), so
      // that a flaky journey can be fixed from CI's log alone.
      for (const error of result.errors ?? [])
        console.log(
          `first try of "${testCase.fullName}" failed: ${error.message}\n${error.stack ?? ''}`,
        );
    }
  }

  onTestRunEnd() {
    const file = process.env.RETRY_REPORT;
    if (file) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(this.retried));
    }
    console.log(`\n${this.retried.length} journey(s) passed only on a retry`);
    for (const name of this.retried) console.log(`  retried: ${name}`);
  }
}
