import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each file took in one run on the 2-core CI machine (docs/testing.md): the two workers
 * take the longest first, so the authorization matrix (a third of the suite) no longer starts
 * last and runs alone at the end. A file not listed counts as 30 s; a wrong figure only changes
 * the order.
 */
const SECONDS: Record<string, number> = {
  'r1-authorization.test.ts': 103,
  'r4-faults.test.ts': 59,
  'r5-login-stuffing.test.ts': 39,
  'r2-hostile-inputs.test.ts': 35,
  'r3-concurrency.test.ts': 28,
  'r8-headers-leaks.test.ts': 6,
  'r7-tokens.test.ts': 6,
  'r6-uploads.test.ts': 4,
};

const seconds = (spec: TestSpecification) => SECONDS[path.basename(spec.moduleId)] ?? 30;

export default class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve(
      [...files].sort((a, b) => seconds(b) - seconds(a) || a.moduleId.localeCompare(b.moduleId)),
    );
  }
}
