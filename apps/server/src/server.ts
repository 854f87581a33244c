import cluster, { type Worker } from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from '#config/env';
import { buildApp } from '#app';
import { openConfiguredDatabase } from '#db/open';
import { DataDirLockedError } from '#db/lock';
import { prepareDatabase } from '#app/prepare';
import { isPeerMessage } from '#lib/peers';
import { runOperatorCommand } from '#app/operator-commands';
import { startOperatorSocket, type OperatorSocket } from '#app/operator-socket';

/** One process serving requests: the whole server, or one of WEB_CONCURRENCY workers. */
async function serve(config: Config) {
  const database = await openConfiguredDatabase(config);
  // A worker's primary prepared the database before starting it.
  const app = await buildApp({ config, database, databasePrepared: cluster.isWorker });
  for (const { dir, mode, message } of database.loosenedDirs ?? [])
    app.log.warn({ dir, mode }, message);
  let closing = false;
  // `on`, not `once`: a second signal (Ctrl-C reaches a worker from the terminal and from its
  // primary) must not kill the process mid-stop; SHUTDOWN_TIMEOUT_MS bounds the stop.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      void shutDown(app, config, signal);
    });
  }
  // The admin CLI's way in while this process holds the embedded database (app/operator-socket.ts):
  // closed first on stop, once the commands under way have finished, before the database closes.
  let operatorSocket: OperatorSocket | undefined;
  app.addHook('preClose', async () => {
    await operatorSocket?.close();
  });
  await app.listen({ host: config.host, port: config.port });
  if (database.kind === 'pglite') {
    operatorSocket = await startOperatorSocket({
      dataDir: config.dataDir,
      log: app.log,
      run: (request) =>
        runOperatorCommand({ where: 'server', config, database, services: app.services }, request),
    });
  }
  if (cluster.isPrimary) {
    app.log.info(`Wayfare is serving ${config.publicUrl} (${database.kind} database)`);
  }
}

/**
 * The graceful stop (docs/lifecycle.md): readiness answers 503 at once; on SIGTERM the process
 * keeps serving for SHUTDOWN_DRAIN_MS so a load balancer notices; then app.close() stops
 * accepting, closes idle keep-alive connections, lets the requests under way finish, stops the job
 * runner (finishing or handing back its jobs) and closes the database last. Past
 * SHUTDOWN_TIMEOUT_MS in all, the process exits anyway.
 */
async function shutDown(app: FastifyInstance, config: Config, signal: NodeJS.Signals) {
  const { timeoutMs, drainMs } = config.shutdown;
  const started = Date.now();
  const deadline = setTimeout(() => {
    app.log.error({ timeoutMs }, `${signal}: not closed within SHUTDOWN_TIMEOUT_MS; exiting`);
    process.exit(1);
  }, timeoutMs);
  deadline.unref();
  app.services.health.stopAccepting();
  // Ctrl-C in a terminal stops at once; a supervisor's SIGTERM gives the balancer time to notice.
  const drain = signal === 'SIGTERM' ? drainMs : 0;
  app.log.info({ drainMs: drain, timeoutMs }, `${signal}: not ready any more; closing`);
  if (drain > 0) await new Promise((resolve) => setTimeout(resolve, drain));
  try {
    await app.close();
    app.log.info({ ms: Date.now() - started }, `${signal}: closed`);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, `${signal}: closing failed`);
    process.exit(1);
  }
}

/**
 * WEB_CONCURRENCY above 1 (PostgreSQL only): this process prepares the database once, then runs
 * that many workers sharing the port (Node's cluster hands each new connection to the next
 * worker), relays their news to each other, replaces one that dies after it was serving, and
 * stops them all on SIGINT or SIGTERM. A worker that dies before it listens (a fault every new one
 * would repeat) stops the server.
 */
async function supervise(config: Config) {
  const log = {
    info: (details: object, message: string) => console.log(message, details),
    warn: (details: object, message: string) => console.warn(message),
  };
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(config, database, log);
  } finally {
    await database.close();
  }
  const running = new Map<Worker, { listening: boolean }>();
  let stopping = false;
  const start = () => running.set(cluster.fork(), { listening: false });

  cluster.on('message', (from, message) => {
    if (!isPeerMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
  cluster.on('listening', (worker) => {
    const state = running.get(worker);
    if (state) state.listening = true;
    console.log(`worker ${worker.process.pid} is serving`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const wasServing = running.get(worker)?.listening ?? false;
    running.delete(worker);
    if (stopping) {
      if (running.size === 0) process.exit();
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!wasServing) {
      console.error(`a worker stopped before serving (${how}): stopping the server`);
      stopAll(1);
      return;
    }
    console.error(`a worker stopped (${how}): starting another`);
    start();
  });
  function stopAll(exitCode: number, signal: NodeJS.Signals = 'SIGTERM') {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    if (running.size === 0) process.exit();
    for (const worker of running.keys()) worker.process.kill(signal);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      // Each worker runs its own graceful stop (shutDown) with the same budget; the primary waits
      // for them all, and exits anyway a second after that budget.
      setTimeout(() => {
        console.error('workers still running past SHUTDOWN_TIMEOUT_MS: exiting');
        process.exit(1);
      }, config.shutdown.timeoutMs + 1000).unref();
      stopAll(0, signal);
    });
  }
  for (let i = 0; i < config.workers; i++) start();
  console.log(
    `Wayfare is serving ${config.publicUrl} (postgres database, ${config.workers} workers)`,
  );
}

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) await supervise(config);
  else await serve(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
});
