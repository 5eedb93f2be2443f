import cluster from 'node:cluster';
import { buildApp, type AppDependencies } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { migrateToLatest, openConfiguredDatabase, type DatabaseHandle } from './db/database.ts';
import { ServerSecretRepository } from './db/server-secret.repository.ts';
import { demoMedia, seedEmptyDatabaseOnce } from './seed/seed.ts';
import { bufferedStdout, logCrashes } from './lifecycle/log-output.ts';
import { stopOnSignals } from './lifecycle/shutdown.ts';
import { workerEntry } from './lifecycle/launch-lends.ts';
import { superviseWorkers } from './lifecycle/workers.ts';
import { loadOrCreateSecret } from './lib/secrets.ts';

/**
 * What an entry adds to the app in code, never from the environment: the server's own entry adds nothing; the
 * end-to-end tests' entry (test/e2e-hooks) adds its movable clock, hook routes and the settings only tests change
 * (`config`, over the environment's), so that no setting can put them into a deployment.
 */
type ServerExtensions = AppExtensions & { config?: Partial<Config> };
type AppExtensions = Pick<AppDependencies, 'clock' | 'apiRoutes'>;

function open(config: Config): DatabaseHandle {
  return openConfiguredDatabase(config, (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
}

/**
 * What happens once per start, before any process serves: migrations, the demo content, the generated secrets; each
 * safe with several machines starting on one database at once.
 */
async function prepare(database: DatabaseHandle, config: Config): Promise<void> {
  await migrateToLatest(database.db);
  if (config.seedDemo) await seedEmptyDatabaseOnce(database.db, demoMedia(config), new Date(), config.shortName);
  await loadOrCreateSecret(new ServerSecretRepository(database.db), config.dataDir, 'tokenSecret', config.tokenSecret);
}

/**
 * Serves on the configured port, logging through a buffered output; stops cleanly on a signal (lifecycle/shutdown.ts)
 * and logs a crash, each writing out the buffered lines before the exit (lifecycle/log-output.ts).
 */
async function serve(config: Config, database: DatabaseHandle, extensions: AppExtensions): Promise<void> {
  const app = await buildApp({ config, database, logStream: bufferedStdout(), ...extensions });
  logCrashes(app.log);
  stopOnSignals(app, database, { drainDelayMs: config.drainDelayMs, timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ host: config.host, port: config.port });
  if (cluster.isPrimary) app.log.info(`${config.displayName} is serving at http://localhost:${config.port} on ${database.kind}`);
}

/**
 * Starts the server: one process by default; with `WEB_CONCURRENCY` > 1 this process prepares the database
 * and then supervises that many workers, each serving the same port on the same database. The workers run the
 * same entry, which passes them the same extensions.
 */
async function start({ config: overrides, ...extensions }: ServerExtensions): Promise<void> {
  const config = loadConfig(process.env, overrides);
  if (cluster.isWorker) return serve(config, open(config), extensions);
  const database = open(config);
  await prepare(database, config);
  if (config.webConcurrency === 1) return serve(config, database, extensions);
  await database.db.destroy();
  // Before the workers start: the primary learns which of them serve from their 'listening' events.
  if (config.metricsToken) (await import('./modules/metrics/metrics.ts')).serveClusterMetrics();
  superviseWorkers(config.webConcurrency, workerEntry(), { info: console.log, error: console.error });
  console.log(`${config.displayName} is serving at http://localhost:${config.port} on ${database.kind} with ${config.webConcurrency} processes`);
}

/** Starts the server with `extensions`, or exits with its error. An entry imports lifecycle/lean-heap.ts before this. */
export function runServer(extensions: ServerExtensions = {}): void {
  start(extensions).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
