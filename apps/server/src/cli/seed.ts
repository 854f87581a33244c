import { runCli } from './shared';

// `npm run db:seed [-- --force]`: the missing demo data; a running server asks for --force.
await runCli({ command: 'db:seed', args: process.argv.slice(2) });
