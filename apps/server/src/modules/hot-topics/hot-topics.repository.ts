import type { Kysely, Selectable } from 'kysely';
import { containsText } from '../../lib/text-search.ts';
import type { Database, HotTopicTable } from '../../db/schema.ts';

export type HotTopicRow = Selectable<HotTopicTable>;

/** Hot topics, the newest updated first, then by uni_id, so pages never overlap (spec decision 7). */
export class HotTopicsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findPage(page: number, size: number): Promise<HotTopicRow[]> {
    return this.db
      .selectFrom('hot_topic')
      .selectAll()
      .orderBy('updated', 'desc')
      .orderBy('uni_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
  }

  async findById(uniId: string): Promise<HotTopicRow | undefined> {
    return this.db.selectFrom('hot_topic').selectAll().where('uni_id', '=', uniId).executeTakeFirst();
  }

  /** Hot topics whose title contains the text, newest updated first. */
  async searchTitles(text: string, limit: number): Promise<HotTopicRow[]> {
    return this.db
      .selectFrom('hot_topic')
      .selectAll()
      .where(containsText('u_title', text))
      .orderBy('updated', 'desc')
      .orderBy('uni_id', 'desc')
      .limit(limit)
      .execute();
  }

  async insertMany(rows: HotTopicRow[]): Promise<void> {
    if (rows.length) await this.db.insertInto('hot_topic').values(rows).execute();
  }
}
