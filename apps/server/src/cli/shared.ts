import { ConfigError, loadConfig, type Config } from '#config/env';
import type { OperatorServices } from '#app/compose';
import { askServer, EXIT, type OperatorAnswer, type OperatorRequest } from '#app/operator-socket';
import type { Database } from '#db/client';
import { DataDirLockedError } from '#db/lock';

/**
 * Runs an operator command (`npm run admin`, `db:migrate`, `db:seed`) the one safe way there is
 * (docs/operations.md, "The admin CLI and a running server"):
 * - on the embedded database with a server running, the server carries it out, asked over its
 *   operator socket, on its own database session: PGlite allows one process on DATA_DIR;
 * - with no server answering, this process opens the database itself (taking the DATA_DIR lock,
 *   so a server cannot start meanwhile), migrates it, and runs the command with services made by
 *   the composition root, as the server's are;
 * - on PostgreSQL (DATABASE_URL) always the latter: PostgreSQL serves many sessions, and the
 *   servers may be several, on other hosts.
 */
export async function runCli(request: OperatorRequest): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    print({ exitCode: EXIT.config, stdout: '', stderr: `${error.message}\n` });
    return;
  }
  if (request.args.length > 20 || request.args.some((arg) => arg.length > 1000)) {
    print({ exitCode: EXIT.usage, stdout: '', stderr: 'Too many or too long arguments.\n' });
    return;
  }
  let unreachable: string | undefined;
  if (!config.databaseUrl) {
    const asked = await askServer(config.dataDir, request);
    if (asked.kind === 'answer') {
      print(asked.answer);
      return;
    }
    unreachable = asked.reason;
  }
  try {
    print(await runHere(config, request, unreachable));
  } catch (error) {
    console.error(error);
    process.exitCode = EXIT.failed;
  }
}

/** The command in this process, on a database it opens (no server answered, or PostgreSQL). */
async function runHere(
  config: Config,
  request: OperatorRequest,
  unreachable: string | undefined,
): Promise<OperatorAnswer> {
  // Loaded only here: a command the server carries out needs none of the server's code.
  const [{ composeOperatorServices }, { runOperatorCommand }, { migrateDatabase }] =
    await Promise.all([
      import('#app/compose'),
      import('#app/operator-commands'),
      import('#db/migrate'),
    ]);
  const { openConfiguredDatabase } = await import('#db/open');
  let database: Database | undefined;
  let services: OperatorServices | undefined;
  try {
    database = await openConfiguredDatabase(config);
    for (const { message } of database.loosenedDirs ?? []) console.warn(message);
    await migrateDatabase(database);
    // The composition root's operator services, made as the server's; nothing is started.
    services = composeOperatorServices({ config, database });
    return await runOperatorCommand({ where: 'cli', config, database, services }, request);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      return {
        exitCode: EXIT.config,
        stdout: '',
        stderr:
          `${error.message}\n` +
          (unreachable
            ? `The admin CLI could not ask that server: ${unreachable}\n`
            : 'A running server carries out the admin CLI’s commands once it has started (its operator socket): if it is starting, run the command again in a moment; if it is stopping, once it has stopped.\n'),
      };
    }
    throw error;
  } finally {
    services?.close();
    await database?.close();
  }
}

function print(answer: OperatorAnswer) {
  process.stdout.write(answer.stdout);
  process.stderr.write(answer.stderr);
  process.exitCode = answer.exitCode;
}
