import { runCli } from './shared';

// `npm run db:seed [-- --force]`: the missing demo data; a running server asks for --force.
const args = process.argv.slice(2);
// From the repository root, `npm run db:seed -- --force` reaches npm in the workspace as its own
// `--force` (the root script passes no `--`), which npm hands on as npm_config_force.
if (process.env.npm_config_force === 'true' && !args.includes('--force')) args.push('--force');
await runCli({ command: 'db:seed', args });
