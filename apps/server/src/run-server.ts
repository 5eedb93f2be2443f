import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp, type AppDependencies } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.ts';
import { isCatalogueEmpty, seedDemoContent } from './seed/seed.ts';
import { bufferedStdout, logCrashes } from './lifecycle/log-output.ts';
import { stopOnSignals } from './lifecycle/shutdown.ts';
import { workerEntry } from './lifecycle/launch-lends.ts';
import { superviseWorkers } from './lifecycle/workers.ts';
import { loadOrCreateSecret } from './lib/secrets.ts';

/**
 * What an entry adds to the app in code, never from the environment: the server's own entry adds nothing; the
 * end-to-end tests' entry (test/e2e-hooks) adds its movable clock and hook routes, so that no setting can put
 * them into a deployment.
 */
type ServerExtensions = Pick<AppDependencies, 'clock' | 'apiRoutes'>;

function open(config: Config): DatabaseHandle {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`),
  });
}

/** What happens once per start, before any process serves: migrations, the demo content, the generated secrets. */
async function prepare(database: DatabaseHandle, config: Config): Promise<void> {
  await migrateToLatest(database.db);
  if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
    await seedDemoContent(database.db, path.join(config.dataDir, 'media'), new Date(), config.shortName);
  }
  await loadOrCreateSecret(database.db, config.dataDir, 'tokenSecret', config.tokenSecret);
}

/**
 * Serves on the configured port, logging through a buffered output; stops cleanly on a signal (lifecycle/shutdown.ts)
 * and logs a crash, each writing out the buffered lines before the exit (lifecycle/log-output.ts).
 */
async function serve(config: Config, database: DatabaseHandle, extensions: ServerExtensions): Promise<void> {
  const app = await buildApp({ config, database, logStream: bufferedStdout(), ...extensions });
  logCrashes(app.log);
  stopOnSignals(app, database, config.shutdownTimeoutMs);
  await app.listen({ host: config.host, port: config.port });
  if (cluster.isPrimary) app.log.info(`${config.displayName} is serving at http://localhost:${config.port} on ${database.kind}`);
}

/**
 * Starts the server: one process by default; with `WEB_CONCURRENCY` > 1 this process prepares the database
 * and then supervises that many workers, each serving the same port on the same database. The workers run the
 * same entry, which passes them the same extensions.
 */
async function start(extensions: ServerExtensions): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, open(config), extensions);
  const database = open(config);
  await prepare(database, config);
  if (config.webConcurrency === 1) return serve(config, database, extensions);
  await database.db.destroy();
  superviseWorkers(config.webConcurrency, workerEntry(), { info: console.log, error: console.error });
  if (config.metricsToken) (await import('./modules/metrics/metrics.ts')).serveClusterMetrics();
  console.log(`${config.displayName} is serving at http://localhost:${config.port} on ${database.kind} with ${config.webConcurrency} processes`);
}

/** Starts the server with `extensions`, or exits with its error. An entry imports lifecycle/lean-heap.ts before this. */
export function runServer(extensions: ServerExtensions = {}): void {
  start(extensions).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
