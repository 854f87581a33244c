// `npm run test:security [-- --long]`: builds the server (the fault runs start it as a process),
// runs R1-R8 with Vitest and prints every recorded figure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const root = path.resolve(here, '../..');
const args = process.argv.slice(2);
const long = args.includes('--long');
const rest = args.filter((a) => a !== '--long');
const started = Date.now();

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

rmSync(path.join(here, 'artifacts', 'figures'), { recursive: true, force: true });
if (!process.env.SECURITY_SKIP_BUILD) {
  const built = run('npm', ['run', 'build', '-w', '@wayfare/server'], { cwd: root });
  if (built !== 0) process.exit(built);
}
const status = run('npx', ['vitest', 'run', ...rest], {
  cwd: here,
  env: { ...process.env, SECURITY_LONG: long ? '1' : '0' },
});

const dir = path.join(here, 'artifacts', 'figures');
if (existsSync(dir)) {
  console.log(`\nSecurity figures (${long ? 'long' : 'short'} form):`);
  for (const file of readdirSync(dir).sort()) {
    const figure = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const { id, title } = figure;
    for (const key of ['id', 'title', 'at']) delete figure[key];
    console.log(`  ${id} ${title}: ${JSON.stringify(figure)}`);
  }
}
console.log(`\nSecurity suite took ${Math.round((Date.now() - started) / 1000)} s.`);
process.exit(status);
