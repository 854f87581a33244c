import { runCli } from './shared';

// `npm run db:migrate`: a running server migrated at its start and says so (cli/shared.ts).
await runCli({ command: 'db:migrate', args: process.argv.slice(2) });
