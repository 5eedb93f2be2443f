import type { Channel, ChannelFeedItem, FilterRecord, ListCategory } from '@wiy/shared/channel.schema';
import type { Selectable } from 'kysely';
import type { FilterRecordTable, ListCategoryTable } from '../../db/schema.ts';
import type { ChannelFeedRow, ChannelRow } from './channels.repository.ts';

export function presentListCategory(row: Selectable<ListCategoryTable>): ListCategory {
  return { uni_id: row.uni_id, u_name: row.u_name, u_label: row.u_label, u_order: row.u_order };
}

export function presentChannel(row: ChannelRow): Channel {
  return {
    uni_id: row.uni_id,
    u_name: row.u_name,
    u_logo: row.u_logo,
    u_list_category: { id: row.list_category_id, name: row.category_name },
    u_list_channel: { id: row.uni_id },
  };
}

export function presentFilterRecord(row: Selectable<FilterRecordTable>): FilterRecord {
  return { uni_id: row.uni_id, u_name: row.u_name, u_parent: { id: row.parent_id } };
}

export function presentChannelFeedItem(row: ChannelFeedRow): ChannelFeedItem {
  return {
    uni_id: row.uni_id,
    u_name: row.u_name,
    u_views: row.u_views,
    u_likes: row.u_likes,
    u_video_id: row.u_video_id,
    u_image: row.u_image,
    u_image_source: row.u_image_source,
    u_source_type: row.u_source_type,
    u_description: row.u_description,
    u_filter_category: row.filter_category_id ? { id: row.filter_category_id } : null,
    u_list_category: { id: row.list_category_id },
    u_list_channel: { id: row.list_channel_id, name: row.channel_name },
    created: row.created,
    updated: row.updated,
  };
}
