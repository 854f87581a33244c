import { runCli } from './shared';

/*
 * Every operator command in one file, for the production bundle (scripts/build.mjs writes it to
 * dist/cli.js): `node apps/server/dist/cli.js admin grant EMAIL`, `... db:migrate`, `... db:seed`,
 * `... backup FILE`, `... restore FILE`, the same commands as `npm run admin -- ...` and the
 * others, where the sources and tsx are not installed (the container image) or a start should
 * not compile them first.
 */
const USAGE =
  'Usage: node apps/server/dist/cli.js admin ARGS… | db:migrate | db:seed [--force] | backup FILE [--force] | restore FILE [--force]';

const [name, ...args] = process.argv.slice(2);
if (name === 'admin' || name === 'db:migrate' || name === 'db:seed') {
  await runCli({ command: name, args });
} else if (name === 'backup' || name === 'restore') {
  const { backup, restore, runCommand } = await import('./backups');
  await runCommand(() => (name === 'backup' ? backup(args) : restore(args)));
} else {
  console.error(USAGE);
  process.exitCode = 64;
}
