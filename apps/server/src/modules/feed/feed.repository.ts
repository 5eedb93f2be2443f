import {
  PostgresAdapter,
  sql,
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { Database, FeedItemTable } from '../../db/schema.ts';
import { publicColumns } from './content-columns.ts';

export type FeedRow = Selectable<FeedItemTable> & { category_name: string | null; sub_category_name: string | null; hot_topic_name: string | null };

export interface FeedFilter {
  vendor?: string | undefined;
  categoryId?: string | undefined;
  subCategoryId?: string | undefined;
  hotTopicId?: string | undefined;
  /** Only items that belong to some hot topic. */
  inHotTopic?: boolean;
}

/** The condition that keeps the items `filter` names (none: every item). */
function matching(filter: FeedFilter) {
  return (eb: ExpressionBuilder<Database, 'feed_item'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.vendor) conditions.push(eb('feed_item.social_vendor', '=', filter.vendor));
    if (filter.categoryId) conditions.push(eb('feed_item.category_id', '=', filter.categoryId));
    if (filter.subCategoryId) conditions.push(eb('feed_item.sub_category_id', '=', filter.subCategoryId));
    if (filter.hotTopicId) conditions.push(eb('feed_item.hot_topic_id', '=', filter.hotTopicId));
    if (filter.inHotTopic) conditions.push(eb('feed_item.hot_topic_id', 'is not', null));
    return eb.and(conditions);
  };
}

/** Feed items as the public sees them: approved only (spec decision 7), newest `updated` first, then `uni_id`. */
export class FeedRepository {
  /**
   * The Trending page's query, compiled once per repository: only its two bounds change from page to page.
   * Compiling it again for each read cost as much as a third of an unkept read, most of it Kysely walking the
   * forty-column wire expression and the statement cache hashing the fresh text it made.
   */
  private trendingPage: CompiledQuery<{ wire: string }> | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  private selectPublic() {
    return this.db
      .selectFrom('feed_item')
      .leftJoin('category', 'category.uni_id', 'feed_item.category_id')
      .leftJoin('sub_category', 'sub_category.uni_id', 'feed_item.sub_category_id')
      .leftJoin('hot_topic', 'hot_topic.uni_id', 'feed_item.hot_topic_id')
      .selectAll('feed_item')
      .select(['category.u_label as category_name', 'sub_category.u_label as sub_category_name', 'hot_topic.u_title as hot_topic_name'])
      .where('feed_item.u_approved_date', 'is not', null);
  }

  /**
   * One page of the Trending feed, each item already in its wire JSON, built by the database. The page is a
   * range of `feed_rank`, an index seek, so page 4,000 costs what page 1 does (the core's `renumberTrending` keeps the
   * ranks true after every write). Building the JSON in SQL skips materialising some 400 JS values a page
   * and serialising them again: the read is three times cheaper, and this is the product's hottest call.
   */
  async findTrendingPageJson(page: number, size: number): Promise<string[]> {
    const first = (page - 1) * size + 1;
    const bounds = [first, first + size];
    this.trendingPage ??= sql<{ wire: string }>`
      SELECT ${this.wireJson()} AS wire
      FROM feed_item
      LEFT JOIN category ON category.uni_id = feed_item.category_id
      LEFT JOIN sub_category ON sub_category.uni_id = feed_item.sub_category_id
      LEFT JOIN hot_topic ON hot_topic.uni_id = feed_item.hot_topic_id
      WHERE feed_item.u_approved_date IS NOT NULL AND feed_item.feed_rank >= ${bounds[0]} AND feed_item.feed_rank < ${bounds[1]}
      ORDER BY feed_item.feed_rank`.compile(this.db);
    const { rows } = await this.db.executeQuery<{ wire: string }>({ ...this.trendingPage, parameters: bounds });
    return rows.map((row) => row.wire);
  }

  /**
   * The wire shape of `presentFeedItem`, as an SQL expression of this engine: the same keys in the same order,
   * and the same bytes as `JSON.stringify` writes. PostgreSQL's `json_build_object` would write ` : ` and `, `
   * between members, a twelfth more bytes on the wire than SQLite's `json_object` for the same page; there the
   * text is joined from each value as `to_json` writes it instead.
   */
  private wireJson(): RawBuilder<string> {
    const postgres = this.db.getExecutor().adapter instanceof PostgresAdapter;
    /** `nested` values are themselves JSON built here (or NULL), written as they are. */
    type Member = [key: string, value: RawBuilder<unknown>, nested?: boolean];
    const json = (members: Member[]): RawBuilder<unknown> =>
      postgres
        ? sql`(${sql.join(
            members.map(
              ([key, value, nested], index) =>
                sql`${sql.lit(`${index === 0 ? '{' : ','}${JSON.stringify(key)}:`)} || COALESCE(${nested ? value : sql`to_json(${value})::text`}, 'null')`,
            ),
            sql` || `,
          )} || '}')`
        : sql`json_object(${sql.join(members.map(([key, value]) => sql`${sql.lit(key)}, ${value}`))})`;
    const item = json(
      publicColumns.map(({ field, column, kind, joinedName }): Member => {
        const value = sql.ref(`feed_item.${column}`);
        if (joinedName)
          return [
            field,
            sql`CASE WHEN ${value} IS NULL THEN NULL ELSE ${json([
              ['id', value],
              ['name', sql`COALESCE(${sql.ref(joinedName.ref)}, '')`],
            ])} END`,
            true,
          ];
        if (kind === 'named') return [field, json([['name', value]]), true];
        return [field, value];
      }),
    );
    return item as RawBuilder<string>;
  }

  /** One page of a filtered feed, by offset: filtered sets are small beside the whole feed. */
  async findFilteredPage(filter: FeedFilter, page: number, size: number): Promise<FeedRow[]> {
    return this.selectPublic()
      .where(matching(filter))
      .orderBy('feed_item.updated', 'desc')
      .orderBy('feed_item.uni_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
  }

  /**
   * How many public items come before the item (`updated`, `uniId`) in the feed's order, `cap` at most: the
   * (updated, uni_id) index from its newest end to that item, as a row comparison both engines range-scan. With
   * a vendor filter, no index narrows by vendor: it reads what the same filtered feed's first page reads.
   */
  async countAhead(position: { updated: string; uniId: string }, filter: FeedFilter, cap: number): Promise<number> {
    const query = this.db
      .selectFrom('feed_item')
      .select('feed_item.uni_id')
      .where('feed_item.u_approved_date', 'is not', null)
      .where((eb) => eb(eb.refTuple('feed_item.updated', 'feed_item.uni_id'), '>', eb.tuple(position.updated, position.uniId)));
    return (await query.where(matching(filter)).limit(cap).execute()).length;
  }

  /**
   * The ids and update times of approved items after `afterId` in uni_id order, `size` at most: a seek on
   * the primary key, so walking every public item (the sitemap) costs the same per page to the end.
   */
  async findPublicStampsAfter(afterId: string | undefined, size: number): Promise<{ uni_id: string; updated: string }[]> {
    let query = this.db.selectFrom('feed_item').select(['uni_id', 'updated']).where('u_approved_date', 'is not', null);
    if (afterId !== undefined) query = query.where('uni_id', '>', afterId);
    return query.orderBy('uni_id').limit(size).execute();
  }

  /** One approved item, or undefined. */
  async findPublicById(uniId: string): Promise<FeedRow | undefined> {
    return this.selectPublic().where('feed_item.uni_id', '=', uniId).executeTakeFirst();
  }

  /** The approved items among `ids`, in no order. */
  async findPublicByIds(ids: string[]): Promise<FeedRow[]> {
    if (ids.length === 0) return [];
    return this.selectPublic().where('feed_item.uni_id', 'in', ids).execute();
  }
}
