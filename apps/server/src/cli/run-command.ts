import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import type { Kysely } from 'kysely';
import { UsageError } from './admin-command.ts';

type Command = (argv: string[], db: Kysely<Database>, clock: Clock, product: string) => Promise<string>;

/** Runs a command against the configured database (the same DATA_DIR / DATABASE_URL as the server). */
export async function runCommand(command: Command, usage: string): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    console.log(await command(process.argv.slice(2), database.db, systemClock, config.shortName));
  } catch (error) {
    if (!(error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))) throw error;
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exitCode = 1;
  } finally {
    await database.db.destroy();
  }
}
