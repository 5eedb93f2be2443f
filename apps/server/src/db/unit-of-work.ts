import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A set of repositories over the database, and the one way the server runs a transaction: `transaction`
 * hands its work the same set bound to one transaction, so a service never sees a connection and every
 * write of the work lands together or not at all. `bind` makes the set over a connection or a transaction.
 */
export class UnitOfWork<R> {
  /** The repositories over the pool, for reads and single writes. */
  readonly repos: R;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bind: (db: Kysely<Database>) => R,
  ) {
    this.repos = bind(db);
  }

  /** Runs `work` in one transaction, with the repositories bound to it; a throw rolls everything back. */
  transaction<T>(work: (repos: R) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(this.bind(trx)));
  }
}
