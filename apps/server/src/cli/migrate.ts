import { loadConfig } from '../config.ts';
import { migrateToLatest, openConfiguredDatabase } from '../db/database.ts';

/**
 * `npm run migrate`: applies the migrations not yet applied to the configured database, then exits; a deploy runs it
 * once before starting the new servers (which migrate too, finding nothing left). A failed migration exits 1.
 */
const database = openConfiguredDatabase(loadConfig());
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied ${applied.join(', ')} to the ${database.kind} database` : `The ${database.kind} database is up to date`);
} finally {
  await database.db.destroy();
}
