import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { isCatalogueEmpty, seedDemoContent } from './db/seed/seed.ts';

/** Starts the server: migrate, seed an empty database with demo content, listen, stop cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`),
  });
  await migrateToLatest(database.db);
  if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
    await seedDemoContent(database.db, path.join(config.dataDir, 'media'), new Date(), config.shortName);
  }
  const app = await buildApp({ config, database });
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`${config.displayName} is serving at http://localhost:${config.port} on ${database.kind}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
