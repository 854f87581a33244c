// Forgot password (docs/benchmarks.md): "forgot password" must not tell who has an account, by its
// answer (asserted in apps/server/test/mail-smtp.test.ts) nor by its timing (compared here, not
// asserted in a test). 50 requests for addresses with an account (one each, so every one writes an
// e-mail) and 50 for addresses without, interleaved, against the production build; medians and p95
// of each, and the difference of the medians against a 25 ms ceiling. The per-address limit
// (PASSWORD_RESET_RATE_LIMIT_MAX) is raised for the run; a 429 all the same is waited out (its
// Retry-After) and the request made again, uncounted.
import {
  median,
  percentile,
  removeDir,
  report,
  requireBuild,
  round,
  startServer,
  tempDir,
} from './lib.mjs';

const TRIES = 50;
const CEILING_MS = 25;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(url, path, body) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** One forgot-password request, timed; a 429 is waited out and made again. */
async function timedReset(url, email) {
  for (;;) {
    const started = performance.now();
    const answer = await post(url, '/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    const ms = performance.now() - started;
    if (answer.status !== 429) return { ms, status: answer.status, text: answer.text };
    const wait = Number(answer.headers.get('retry-after') ?? 60);
    console.log(`  429: waiting out the per-address limit (${wait} s)`);
    await sleep(wait * 1000);
  }
}

requireBuild();
const dataDir = tempDir('password-reset');
const server = await startServer({
  dataDir,
  env: { PASSWORD_RESET_RATE_LIMIT_MAX: String(TRIES * 4), SEED_DEMO_DATA: 'false' },
});
let ok = false;
try {
  const run = Math.random().toString(36).slice(2, 8);
  const known = [];
  for (let i = 0; i < TRIES; i++) {
    const email = `bench-${run}-${i}@example.com`;
    const signedUp = await post(server.url, '/api/auth/sign-up/email', {
      email,
      password: 'correct-horse-battery',
      name: `Bench ${i}`,
    });
    if (signedUp.status !== 200)
      throw new Error(`sign-up failed: ${signedUp.status} ${signedUp.text}`);
    known.push(email);
  }
  // Warm-up, uncounted: the first requests compile what later ones reuse.
  for (let i = 0; i < 5; i++) await timedReset(server.url, `warm-${run}-${i}@example.com`);

  const knownMs = [];
  const unknownMs = [];
  const answers = new Set();
  for (let i = 0; i < TRIES; i++) {
    const a = await timedReset(server.url, known[i]);
    const b = await timedReset(server.url, `nobody-${run}-${i}@example.com`);
    knownMs.push(a.ms);
    unknownMs.push(b.ms);
    answers.add(`${a.status} ${a.text}`);
    answers.add(`${b.status} ${b.text}`);
  }
  const difference = Math.abs(median(knownMs) - median(unknownMs));
  ok = report(
    'Forgot password: known vs unknown address',
    [
      { label: 'one answer (status and body) for every request', pass: answers.size === 1 },
      {
        label: `medians within ${CEILING_MS} ms of each other (${round(difference)} ms)`,
        pass: difference <= CEILING_MS,
      },
    ],
    {
      tries: `${TRIES} each, interleaved`,
      'known median ms': round(median(knownMs)),
      'known p95 ms': round(percentile(knownMs, 95)),
      'unknown median ms': round(median(unknownMs)),
      'unknown p95 ms': round(percentile(unknownMs, 95)),
      answer: [...answers].join(' | '),
    },
  );
} finally {
  await server.stop();
  removeDir(dataDir);
}
process.exit(ok ? 0 : 1);
