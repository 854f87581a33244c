import { backup, runCommand } from './backups';

await runCommand(() => backup(process.argv.slice(2)));
