import { runCli } from './shared';

// `npm run admin -- grant EMAIL | revoke EMAIL | invite EMAIL | list | mail list [TEXT] | mail show ID`
// (app/operator-commands.ts): through the running server when there is one (cli/shared.ts).
await runCli({ command: 'admin', args: process.argv.slice(2) });
