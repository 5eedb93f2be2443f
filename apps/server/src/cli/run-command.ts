import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import { migrateToLatest, openConfiguredDatabase } from '../db/database.ts';
import { systemClock } from '../lib/clock.ts';
import { peopleServices } from '../modules/people/people-services.ts';
import { reachServices } from '../modules/reach/reach-services.ts';
import { transferServices } from '../modules/transfer/transfer-services.ts';
import { appDependencies } from '../plugins/app-dependencies.ts';
import { isUsageMistake } from './usage-error.ts';

/** What a command works with: people and their roles, the export and import, the clock and the config. */
export type CommandServices = Pick<FastifyInstance, 'people' | 'transfer' | 'clock' | 'config'>;

type Command = (argv: string[], services: CommandServices) => Promise<string>;

/** Runs a command against the configured database (the same DATA_DIR / DATABASE_URL as the server). */
export async function runCommand(command: Command, usage: string): Promise<void> {
  const app = await commandServices(loadConfig());
  try {
    console.log(await command(process.argv.slice(2), app));
  } catch (error) {
    if (!isUsageMistake(error)) throw error;
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exitCode = 1;
  } finally {
    await app.close();
  }
}

/**
 * The database of `config`, migrated, and the commands' services registered on it as the server registers
 * them, on an app that never listens; closing the app closes the database.
 */
export async function commandServices(config: Config): Promise<FastifyInstance> {
  const database = openConfiguredDatabase(config);
  await migrateToLatest(database.db);
  const app = Fastify({ logger: false });
  app.addHook('onClose', () => database.db.destroy());
  await app.register(appDependencies, { config, database, clock: systemClock });
  await app.register(reachServices);
  await app.register(peopleServices);
  await app.register(transferServices);
  return app;
}
