import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The server's secrets kept in the database, shared by every process and machine on it (lib/secrets.ts). */
export class ServerSecretRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The value kept under `name`, if any. */
  async find(name: string): Promise<string | undefined> {
    return (await this.db.selectFrom('server_secret').select('value').where('name', '=', name).executeTakeFirst())?.value;
  }

  /** Keeps `value` under `name` unless a value is kept there already: of two processes adding at once, the first wins. */
  async addIfAbsent(name: string, value: string): Promise<void> {
    await this.db
      .insertInto('server_secret')
      .values({ name, value })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
}
