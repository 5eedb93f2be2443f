import { FEED_PAGE_SIZE } from '@wiy/shared/constants';
import type { Channel, ChannelFeedItem, FilterRecord, ListCategory } from '@wiy/shared/channel.schema';
import { presentChannel, presentChannelFeedItem, presentFilterRecord, presentListCategory } from './channels.presenter.ts';
import type { ChannelFeedSort, ChannelsRepository } from './channels.repository.ts';

/** The segment of `/api/get/channel/filter/{categoryId}/…` that narrows nothing, as the feed's 'all'. */
const ALL_CHANNELS = 'all';

/** The Sort dropdown's values (spec 000 §4): none keeps the feed's own order. */
export const CHANNEL_SORTS = ['none', 'views', 'likes'] as const;
export type ChannelSort = (typeof CHANNEL_SORTS)[number];

export interface ChannelFeedPageQuery {
  channelId: string;
  categoryId: string;
  page: number;
  sort: ChannelSort;
  search?: string | undefined;
}

/** The channel section's rules: page size, what a filter id narrows, sort orders, search text. */
export class ChannelsService {
  constructor(private readonly channels: ChannelsRepository) {}

  async listCategories(): Promise<ListCategory[]> {
    return (await this.channels.findListCategories()).map(presentListCategory);
  }

  /** A page of every channel, by name. */
  async channelsPage(page: number): Promise<Channel[]> {
    return (await this.channels.findChannelsPage({}, page, FEED_PAGE_SIZE)).map(presentChannel);
  }

  /**
   * A page of channels narrowed by `id` (decision 042): a list category's id gives its channels; a filter
   * record's id gives the channels with feed items under it (a parent counts its children); 'all' narrows
   * nothing. Any other id narrows to nothing: an empty page, not an error.
   */
  async filteredChannelsPage(id: string, page: number): Promise<Channel[]> {
    if (id === ALL_CHANNELS) return this.channelsPage(page);
    if (await this.channels.listCategoryExists(id)) {
      return (await this.channels.findChannelsPage({ categoryId: id }, page, FEED_PAGE_SIZE)).map(presentChannel);
    }
    const family = await this.channels.findFilterFamily(id);
    if (family.length === 0) return [];
    const rows = await this.channels.findChannelsPage({ filterIds: family.map((f) => f.uni_id) }, page, FEED_PAGE_SIZE);
    return rows.map(presentChannel);
  }

  /** A list category's filter records, flat; the client nests children under their parents. */
  async filterRecords(categoryId: string): Promise<FilterRecord[]> {
    return (await this.channels.findFilterRecords(categoryId)).map(presentFilterRecord);
  }

  /** A page of a channel's feed in the chosen order, optionally narrowed by name. */
  async feedPage(query: ChannelFeedPageQuery): Promise<ChannelFeedItem[]> {
    const sort: ChannelFeedSort = query.sort === 'none' ? 'updated' : query.sort;
    const search = query.search?.trim() || undefined;
    const rows = await this.channels.findFeedPage({ channelId: query.channelId, categoryId: query.categoryId, sort, search }, query.page, FEED_PAGE_SIZE);
    return rows.map(presentChannelFeedItem);
  }

  /** One channel feed item as a record of one, or an empty record for an unknown id (spec decision 8). */
  async feedItem(uniId: string): Promise<ChannelFeedItem[]> {
    const row = await this.channels.findFeedItem(uniId);
    return row ? [presentChannelFeedItem(row)] : [];
  }
}
