// `npm run bench`: every figure of docs/benchmarks.md, one after the other (they share two cores,
// so never at once). Each prints its ratio and raw numbers; this exits non-zero when any target is
// missed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BENCHES = [
  ['P2 bundle', 'bundle.mjs'],
  ['P6 start-up', 'startup.mjs'],
  ['P3 package list', 'packages.mjs'],
  ['P4 booking', 'booking.mjs'],
  ['P5 scale', 'scale.mjs'],
  ['P1 Lighthouse', 'lighthouse.mjs'],
  ['Lighthouse accessibility', 'lighthouse-a11y.mjs'],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, file] of BENCHES) {
  if (only.length && !only.some((o) => file.startsWith(o))) continue;
  console.log(`\n=== ${name} (bench/${file})`);
  const run = spawnSync(process.execPath, [path.join(import.meta.dirname, file)], {
    stdio: 'inherit',
  });
  results.push([name, run.status === 0]);
}
console.log('\n=== summary');
for (const [name, pass] of results) console.log(`  ${pass ? 'PASS' : 'FAIL'} ${name}`);
process.exit(results.every(([, pass]) => pass) ? 0 : 1);
