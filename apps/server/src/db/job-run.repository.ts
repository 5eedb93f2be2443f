import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The runs of timed jobs claimed across every process on the database (decision 208). */
export class JobRunRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Claims `job`'s run due at `due`: true for the one caller whose insert makes the row. One statement, so of
   * several processes claiming at once one alone wins, on either engine (PostgreSQL holds the others until it commits).
   */
  async claim(job: string, due: string): Promise<boolean> {
    const row = await this.db
      .insertInto('job_run')
      .values({ job, due })
      .onConflict((conflict) => conflict.columns(['job', 'due']).doNothing())
      .returning('job')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Forgets `job`'s runs due before `due`, which no process claims again. */
  async forgetBefore(job: string, due: string): Promise<void> {
    await this.db.deleteFrom('job_run').where('job', '=', job).where('due', '<', due).execute();
  }
}
