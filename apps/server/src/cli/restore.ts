import { restore, runCommand } from './backups';

await runCommand(() => restore(process.argv.slice(2)));
