/**
 * What `npm run bench` (bench/) may use of the server's code, in one place: the database and the bulk items
 * it is filled with, the command line's services, the settings, the limits the report quotes, the lean heap's
 * flags, and what the malformed-request probe shares with the hostile-input test. The bench imports the
 * server through this file alone (the lint checks it), so a move inside the server changes this list, not
 * the bench.
 */
export { runAdminCommand } from '../src/cli/admin-command.ts';
export { commandServices, type CommandServices } from '../src/cli/run-command.ts';
export { loadConfig } from '../src/config.ts';
export { migrateToLatest, openDatabase } from '../src/db/database.ts';
export { UnitOfWork } from '../src/db/unit-of-work.ts';
export { LEAN_HEAP_FLAGS } from '../src/lifecycle/lean-heap-flags.ts';
export { toJsonSchema } from '../src/lib/json-schema.ts';
export { PUSH_SUBSCRIPTIONS_PER_ADDRESS, SESSION_TIMES_PER_ADDRESS } from '../src/modules/account/account.limits.ts';
export { ContentRepository } from '../src/modules/curation/content/content.repository.ts';
export { siteSearchIndex } from '../src/modules/site-search/site-search.indexer.ts';
export { bulkFeedItems } from '../src/seed/bulk-feed-items.ts';
export { SeededRandom } from '../src/seed/random.ts';
export {
  NUL_TEXT,
  NUMBER_LIKE_TEXT,
  operationsOf,
  sectionWireSchema,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type Schema,
} from './hostile-input.ts';
export { TRANSLITERATION_PAIRS, TYPO_PAIRS } from './site-search-pairs.ts';
