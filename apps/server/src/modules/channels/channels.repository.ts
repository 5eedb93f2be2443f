import type { Kysely, Selectable } from 'kysely';
import type { ChannelFeedTable, Database, FilterRecordTable, ListCategoryTable, ListChannelTable } from '../../db/schema.ts';
import { containsText } from '../../lib/text-search.ts';

export type ChannelRow = Selectable<ListChannelTable> & { category_name: string };
export type ChannelFeedRow = Selectable<ChannelFeedTable> & { channel_name: string };
export type ChannelFeedSort = 'updated' | 'views' | 'likes';

export interface ChannelFeedQuery {
  channelId: string;
  categoryId: string;
  sort: ChannelFeedSort;
  /** Narrows to items whose name contains it. */
  search?: string | undefined;
}

/** The channel section's reads: list categories, channels, filter records and channel feeds. */
export class ChannelsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every list category, in its display order. */
  async findListCategories(): Promise<Selectable<ListCategoryTable>[]> {
    return this.db.selectFrom('list_category').selectAll().orderBy('u_order').orderBy('uni_id').execute();
  }

  async listCategoryExists(uniId: string): Promise<boolean> {
    return (await this.db.selectFrom('list_category').select('uni_id').where('uni_id', '=', uniId).executeTakeFirst()) !== undefined;
  }

  private selectChannels() {
    return this.db
      .selectFrom('list_channel')
      .innerJoin('list_category', 'list_category.uni_id', 'list_channel.list_category_id')
      .selectAll('list_channel')
      .select('list_category.u_label as category_name');
  }

  /**
   * A page of channels by name, narrowed to one list category, or to the channels with feed items under
   * the given filter records, or neither.
   */
  async findChannelsPage(filter: { categoryId?: string; filterIds?: string[] }, page: number, size: number): Promise<ChannelRow[]> {
    let query = this.selectChannels();
    if (filter.categoryId) query = query.where('list_channel.list_category_id', '=', filter.categoryId);
    const filterIds = filter.filterIds;
    if (filterIds) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('channel_feed')
            .select('channel_feed.uni_id')
            .whereRef('channel_feed.list_channel_id', '=', 'list_channel.uni_id')
            .where('channel_feed.filter_category_id', 'in', filterIds),
        ),
      );
    }
    return query
      .orderBy('list_channel.u_name')
      .orderBy('list_channel.uni_id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
  }

  /** Channels whose name contains the text, by name. */
  async searchChannels(text: string, limit: number): Promise<ChannelRow[]> {
    return this.selectChannels()
      .where(containsText('list_channel.u_name', text))
      .orderBy('list_channel.u_name')
      .orderBy('list_channel.uni_id')
      .limit(limit)
      .execute();
  }

  /** A filter record with its children (one level, as the filter modal shows them), or none. */
  async findFilterFamily(uniId: string): Promise<Selectable<FilterRecordTable>[]> {
    return this.db
      .selectFrom('filter_record')
      .selectAll()
      .where((eb) => eb.or([eb('uni_id', '=', uniId), eb('parent_id', '=', uniId)]))
      .execute();
  }

  /** A list category's filter records, parents and children together, by name within insertion order. */
  async findFilterRecords(categoryId: string): Promise<Selectable<FilterRecordTable>[]> {
    return this.db.selectFrom('filter_record').selectAll().where('list_category_id', '=', categoryId).orderBy('uni_id').execute();
  }

  private selectFeed() {
    return this.db
      .selectFrom('channel_feed')
      .innerJoin('list_channel', 'list_channel.uni_id', 'channel_feed.list_channel_id')
      .selectAll('channel_feed')
      .select('list_channel.u_name as channel_name');
  }

  /**
   * A page of a channel's feed: newest updated first, or most viewed or liked first; `uni_id` breaks
   * ties so pages never overlap.
   */
  async findFeedPage(query: ChannelFeedQuery, page: number, size: number): Promise<ChannelFeedRow[]> {
    let select = this.selectFeed().where('channel_feed.list_channel_id', '=', query.channelId).where('channel_feed.list_category_id', '=', query.categoryId);
    if (query.search) select = select.where(containsText('channel_feed.u_name', query.search));
    const column = query.sort === 'views' ? 'channel_feed.u_views' : query.sort === 'likes' ? 'channel_feed.u_likes' : 'channel_feed.updated';
    return select
      .orderBy(column, 'desc')
      .orderBy('channel_feed.uni_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
  }

  /** One channel feed item, or undefined. */
  async findFeedItem(uniId: string): Promise<ChannelFeedRow | undefined> {
    return this.selectFeed().where('channel_feed.uni_id', '=', uniId).executeTakeFirst();
  }
}
