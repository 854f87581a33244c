// `npm test` and its parts (docs/testing.md): every check of the repository as steps, run side by
// side where they do not depend on each other, within this machine's cores. Each step's output
// goes to artifacts/test-logs/<step>.log and is printed as the step ends; the run ends with each
// step's time, the total, the load average and how many journeys passed only on a retry.
//
//   node scripts/test.mjs                      what `npm test` runs (the default steps)
//   node scripts/test.mjs lint typecheck       those steps (a group's name stands for its steps)
//   node scripts/test.mjs --with postgres,security
//                                              the default steps and the CI-only ones
//   node scripts/test.mjs --list               the steps and what each runs
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const logs = path.join(root, 'artifacts', 'test-logs');
const retryReports = path.join(root, 'e2e', 'artifacts', 'retried');
const E2E_SHARDS = 2;
/** The PostgreSQL of the `postgres` and `security` steps (.ci/run sets CI_DATABASE_URL). */
const POSTGRES_URL =
  process.env.CI_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The steps. `cpu` is how many cores a step keeps busy (the scheduler never runs more than the
 * machine has at once); `after` names steps that must have passed first; `groups` lets a command
 * name several steps at once (`lint`, `typecheck`); `extra` steps run only when asked for.
 */
const STEPS = [
  { name: 'eslint', groups: ['lint'], cpu: 1, run: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'prettier', groups: ['lint'], cpu: 1, run: ['npx', 'prettier', '--check', '.'] },
  { name: 'knip', groups: ['lint'], cpu: 1, run: ['npx', 'knip'] },
  // The server's program covers tests/security too (apps/server/tsconfig.json).
  { name: 'tsc:server', groups: ['typecheck'], cpu: 1, run: ['npx', 'tsc', '-p', 'apps/server'] },
  { name: 'tsc:web', groups: ['typecheck'], cpu: 1, run: ['npx', 'tsc', '-p', 'apps/web'] },
  { name: 'tsc:e2e', groups: ['typecheck'], cpu: 1, run: ['npx', 'tsc', '-p', 'e2e'] },
  {
    name: 'tsc:contract',
    groups: ['typecheck'],
    cpu: 1,
    run: ['npx', 'tsc', '-p', 'packages/contract'],
  },
  // Vitest's own workers take the cores the lint and typecheck steps leave.
  { name: 'unit', cpu: 1, run: ['npm', 'run', 'test', '-w', '@wayfare/web'] },
  { name: 'build', cpu: 2, run: ['npm', 'run', 'build'] },
  { name: 'server', cpu: 2, run: ['npm', 'run', 'test', '-w', '@wayfare/server'] },
  ...Array.from({ length: E2E_SHARDS }, (_, i) => ({
    name: `e2e:${i + 1}`,
    groups: ['e2e'],
    cpu: 1,
    after: ['build'],
    run: ['npx', 'vitest', 'run', `--shard=${i + 1}/${E2E_SHARDS}`],
    cwd: 'e2e',
    env: { RETRY_REPORT: path.join(retryReports, `shard-${i + 1}.json`) },
  })),
  {
    name: 'size',
    cpu: 1,
    after: ['build'],
    run: ['node', 'apps/web/scripts/check-bundle-size.mjs'],
  },
  {
    name: 'postgres',
    extra: true,
    cpu: 2,
    run: ['npm', 'run', 'test', '-w', '@wayfare/server'],
    env: { DATABASE_URL: POSTGRES_URL },
  },
  {
    name: 'security',
    extra: true,
    cpu: 2,
    after: ['build'],
    run: ['npm', 'run', 'test:security'],
    env: {
      SECURITY_SKIP_BUILD: '1',
      SECURITY_DATABASE_URL: process.env.SECURITY_DATABASE_URL ?? POSTGRES_URL,
    },
  },
];

function parse(argv) {
  const named = new Set();
  const extra = new Set();
  let list = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--list') list = true;
    else if (arg === '--with') for (const n of (argv[++i] ?? '').split(',')) extra.add(n);
    else if (arg.startsWith('--with=')) for (const n of arg.slice(7).split(',')) extra.add(n);
    else named.add(arg);
  }
  // Steps named alone (`lint`) run alone; --with adds steps to the default ones.
  return { wanted: new Set([...named, ...extra]), defaults: named.size === 0, list };
}

function select(wanted, defaults) {
  const chosen = new Set();
  for (const step of STEPS) {
    const named = wanted.has(step.name) || (step.groups ?? []).some((g) => wanted.has(g));
    if (named || (defaults && !step.extra)) chosen.add(step.name);
  }
  const unknown = [...wanted].filter(
    (w) => !STEPS.some((s) => s.name === w || (s.groups ?? []).includes(w)),
  );
  if (unknown.length) {
    console.error(`unknown step(s): ${unknown.join(', ')} (node scripts/test.mjs --list)`);
    process.exit(2);
  }
  // A chosen step's prerequisites run too.
  for (let grew = true; grew;) {
    grew = false;
    for (const step of STEPS)
      if (chosen.has(step.name))
        for (const dep of step.after ?? [])
          if (!chosen.has(dep)) {
            chosen.add(dep);
            grew = true;
          }
  }
  return STEPS.filter((s) => chosen.has(s.name));
}

const { wanted, defaults, list } = parse(process.argv.slice(2));
if (list) {
  for (const step of STEPS)
    console.log(
      `${step.name.padEnd(14)} ${step.extra ? '(asked for) ' : ''}${step.cwd ? `cd ${step.cwd} && ` : ''}${step.run.join(' ')}`,
    );
  process.exit(0);
}
const steps = select(wanted, defaults);

const cores = Math.max(2, availableParallelism());
const started = Date.now();
const results = new Map();
let running = 0;
let busy = 0;
let failed = false;

rmSync(logs, { recursive: true, force: true });
rmSync(retryReports, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });

const seconds = (ms) => (ms / 1000).toFixed(0).padStart(4);
const stamp = () => new Date().toISOString().slice(11, 19);

function runStep(step) {
  return new Promise((resolve) => {
    const file = path.join(logs, `${step.name.replace(':', '-')}.log`);
    const out = createWriteStream(file);
    const begun = Date.now();
    console.log(`[${stamp()}] start ${step.name}: ${step.run.join(' ')}`);
    const child = spawn(step.run[0], step.run.slice(1), {
      cwd: path.join(root, step.cwd ?? '.'),
      env: { ...process.env, ...step.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code, signal) => {
      out.end(() => {
        const ms = Date.now() - begun;
        const ok = code === 0;
        console.log(
          `\n===== ${step.name} ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(ms).trim()} s =====`,
        );
        process.stdout.write(readFileSync(file, 'utf8'));
        console.log(`===== end of ${step.name} =====\n`);
        resolve({ ok, ms });
      });
    });
  });
}

await new Promise((done) => {
  const pending = [...steps];
  const schedule = () => {
    if (failed) pending.length = 0;
    for (let i = 0; i < pending.length;) {
      const step = pending[i];
      const ready = (step.after ?? []).every((d) => results.get(d)?.ok);
      const fits = busy === 0 || busy + step.cpu <= cores;
      if (!ready || !fits) {
        i += 1;
        continue;
      }
      pending.splice(i, 1);
      running += 1;
      busy += step.cpu;
      void runStep(step).then((result) => {
        results.set(step.name, result);
        running -= 1;
        busy -= step.cpu;
        if (!result.ok) failed = true;
        schedule();
      });
    }
    if (running === 0 && pending.length === 0) done();
    else if (running === 0 && pending.length) {
      // Nothing runs and nothing can start: a prerequisite failed or was not chosen.
      for (const step of pending) results.set(step.name, { ok: false, ms: 0, skipped: true });
      failed = true;
      done();
    }
  };
  schedule();
});

const retried = existsSync(retryReports)
  ? readdirSync(retryReports).flatMap((f) =>
      JSON.parse(readFileSync(path.join(retryReports, f), 'utf8')),
    )
  : [];

const total = Date.now() - started;
console.log('\nstep            seconds  result');
for (const step of steps) {
  const result = results.get(step.name);
  const outcome = !result
    ? 'not run'
    : result.skipped
      ? 'not run'
      : result.ok
        ? 'passed'
        : 'FAILED';
  console.log(`${step.name.padEnd(16)}${result ? seconds(result.ms) : '   -'}     ${outcome}`);
}
console.log(
  `total           ${seconds(total)}     on ${cores} cores, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(`tests that passed only on a retry: ${retried.length}`);
for (const name of retried) console.log(`  ${name}`);
process.exit(failed ? 1 : 0);
