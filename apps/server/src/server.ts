// First: the heap's flags apply only to what is allocated after them.
import './lifecycle/lean-heap.ts';
import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { migrateToLatest, openConfiguredDatabase, type DatabaseHandle } from './db/database.ts';
import { seedEmptyDatabaseOnce } from './seed/seed.ts';
import { stopOnSignals } from './lifecycle/shutdown.ts';
import { workerEntry } from './lifecycle/launch-lends.ts';
import { superviseWorkers } from './lifecycle/workers.ts';
import { loadOrCreateSecret } from './lib/secrets.ts';

function open(config: Config): DatabaseHandle {
  return openConfiguredDatabase(config, (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
}

/**
 * What happens once per start, before any process serves: migrations, the demo content, the generated secrets; each
 * safe with several machines starting on one database at once.
 */
async function prepare(database: DatabaseHandle, config: Config): Promise<void> {
  await migrateToLatest(database.db);
  if (config.seedDemo) await seedEmptyDatabaseOnce(database.db, path.join(config.dataDir, 'media'), new Date(), config.shortName);
  await loadOrCreateSecret(database.db, config.dataDir, 'tokenSecret', config.tokenSecret);
}

/** Serves on the configured port, and stops cleanly on a signal (lifecycle/shutdown.ts). */
async function serve(config: Config, database: DatabaseHandle): Promise<void> {
  const app = await buildApp({ config, database });
  stopOnSignals(app, database, { drainDelayMs: config.drainDelayMs, timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ host: config.host, port: config.port });
  if (cluster.isPrimary) app.log.info(`${config.displayName} is serving at http://localhost:${config.port} on ${database.kind}`);
}

/**
 * Starts the server: one process by default; with `WEB_CONCURRENCY` > 1 this process prepares the database
 * and then supervises that many workers, each serving the same port on the same database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, open(config));
  const database = open(config);
  await prepare(database, config);
  if (config.webConcurrency === 1) return serve(config, database);
  await database.db.destroy();
  superviseWorkers(config.webConcurrency, workerEntry(), { info: console.log, error: console.error });
  if (config.metricsToken) (await import('./modules/metrics/metrics.ts')).serveClusterMetrics();
  console.log(`${config.displayName} is serving at http://localhost:${config.port} on ${database.kind} with ${config.webConcurrency} processes`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
