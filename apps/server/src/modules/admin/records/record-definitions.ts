import {
  categoryRecordSchema,
  channelFeedRecordSchema,
  channelRecordSchema,
  contentRecordSchema,
  filterRecordSchema,
  hotTopicRecordSchema,
  languageRecordSchema,
  listCategoryRecordSchema,
  policyRecordSchema,
  recipeRecordSchema,
  subCategoryRecordSchema,
  type ExportSection,
} from '@wiy/shared/admin.schema';
import type { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';

type Row = Record<string, unknown>;
type Wire = Record<string, unknown> & { uni_id: string };

/** A reference from one record to another, by the wire field that carries `{ id }`. */
interface ReferenceRule {
  field: string;
  entity: ExportSection;
  /** `u_parent.id` '0' means "no parent", not a record called 0. */
  none?: string;
}

/**
 * How one entity goes between its wire record and its table row. Pure mapping, no SQL: the record
 * repository reads and writes any entity through its definition, and import/export walks the same list.
 */
export interface RecordDefinition {
  entity: ExportSection;
  table: keyof Database;
  /** The table's key column; the wire always calls it `uni_id`. */
  key: string;
  schema: z.ZodType<Wire, unknown>;
  /** Column the console's text search looks in, and the list order. */
  searchColumn: string;
  orderBy: string;
  references: ReferenceRule[];
  /** Whether the table keeps `created` and `updated`. */
  timestamps: boolean;
  toRow(record: Wire): Row;
  fromRow(row: Row): Wire;
}

const idOf = (value: unknown) => (value as { id: string } | null)?.id ?? null;
const refOf = (id: unknown) => (id === null || id === undefined ? null : { id: String(id) });
const html = (value: unknown) => sanitizeHtml(String(value ?? ''));

function define(definition: Omit<RecordDefinition, 'references' | 'timestamps'> & Partial<RecordDefinition>): RecordDefinition {
  return { references: [], timestamps: false, ...definition };
}

const plain = (row: Row) => row as Wire;

export const recordDefinitions: Record<ExportSection, RecordDefinition> = {
  language: define({
    entity: 'language',
    table: 'language',
    key: 'uni_id',
    schema: languageRecordSchema,
    searchColumn: 'label',
    orderBy: 'name',
    toRow: (r) => ({ uni_id: r.uni_id, name: r.name, label: r.label }),
    fromRow: plain,
  }),
  category: define({
    entity: 'category',
    table: 'category',
    key: 'uni_id',
    schema: categoryRecordSchema,
    searchColumn: 'u_label',
    orderBy: 'u_list_category_order',
    toRow: (r) => ({ uni_id: r.uni_id, u_name: r.u_name, u_label: r.u_label, u_list_category_order: r.u_list_category_order }),
    fromRow: plain,
  }),
  sub_category: define({
    entity: 'sub_category',
    table: 'sub_category',
    key: 'uni_id',
    schema: subCategoryRecordSchema,
    searchColumn: 'u_label',
    orderBy: 'u_order',
    references: [{ field: 'u_category', entity: 'category' }],
    toRow: (r) => ({ uni_id: r.uni_id, u_label: r.u_label, category_id: idOf(r.u_category), u_order: r.u_order }),
    fromRow: (row) => ({ uni_id: String(row.uni_id), u_label: row.u_label, u_category: refOf(row.category_id), u_order: row.u_order }),
  }),
  hot_topic: define({
    entity: 'hot_topic',
    table: 'hot_topic',
    key: 'uni_id',
    schema: hotTopicRecordSchema,
    searchColumn: 'u_title',
    orderBy: 'u_title',
    timestamps: true,
    toRow: (r) => ({ uni_id: r.uni_id, u_title: r.u_title, u_image: r.u_image, u_description: html(r.u_description) }),
    fromRow: (row) => ({ uni_id: String(row.uni_id), u_title: row.u_title, u_image: row.u_image, u_description: row.u_description }),
  }),
  list_category: define({
    entity: 'list_category',
    table: 'list_category',
    key: 'uni_id',
    schema: listCategoryRecordSchema,
    searchColumn: 'u_label',
    orderBy: 'u_order',
    toRow: (r) => ({ uni_id: r.uni_id, u_name: r.u_name, u_label: r.u_label, u_order: r.u_order }),
    fromRow: plain,
  }),
  channel: define({
    entity: 'channel',
    table: 'list_channel',
    key: 'uni_id',
    schema: channelRecordSchema,
    searchColumn: 'u_name',
    orderBy: 'u_name',
    timestamps: true,
    references: [{ field: 'u_list_category', entity: 'list_category' }],
    toRow: (r) => ({ uni_id: r.uni_id, u_name: r.u_name, u_logo: r.u_logo, list_category_id: idOf(r.u_list_category) }),
    fromRow: (row) => ({ uni_id: String(row.uni_id), u_name: row.u_name, u_logo: row.u_logo, u_list_category: refOf(row.list_category_id) }),
  }),
  filter_record: define({
    entity: 'filter_record',
    table: 'filter_record',
    key: 'uni_id',
    schema: filterRecordSchema,
    searchColumn: 'u_name',
    orderBy: 'u_name',
    references: [
      { field: 'u_list_category', entity: 'list_category' },
      { field: 'u_parent', entity: 'filter_record', none: '0' },
    ],
    toRow: (r) => ({ uni_id: r.uni_id, u_name: r.u_name, parent_id: idOf(r.u_parent), list_category_id: idOf(r.u_list_category) }),
    fromRow: (row) => ({
      uni_id: String(row.uni_id),
      u_name: row.u_name,
      u_parent: refOf(row.parent_id),
      u_list_category: refOf(row.list_category_id),
    }),
  }),
  channel_feed: define({
    entity: 'channel_feed',
    table: 'channel_feed',
    key: 'uni_id',
    schema: channelFeedRecordSchema,
    searchColumn: 'u_name',
    orderBy: 'u_name',
    timestamps: true,
    references: [
      { field: 'u_filter_category', entity: 'filter_record' },
      { field: 'u_list_category', entity: 'list_category' },
      { field: 'u_list_channel', entity: 'channel' },
    ],
    toRow: (r) => ({
      uni_id: r.uni_id,
      u_name: r.u_name,
      u_views: r.u_views,
      u_likes: r.u_likes,
      u_video_id: r.u_video_id,
      u_image: r.u_image,
      u_image_source: r.u_image_source,
      u_source_type: r.u_source_type,
      u_description: html(r.u_description),
      filter_category_id: idOf(r.u_filter_category),
      list_category_id: idOf(r.u_list_category),
      list_channel_id: idOf(r.u_list_channel),
    }),
    fromRow: (row) => ({
      uni_id: String(row.uni_id),
      u_name: row.u_name,
      u_views: Number(row.u_views),
      u_likes: Number(row.u_likes),
      u_video_id: row.u_video_id,
      u_image: row.u_image,
      u_image_source: row.u_image_source,
      u_source_type: row.u_source_type,
      u_description: row.u_description,
      u_filter_category: refOf(row.filter_category_id),
      u_list_category: refOf(row.list_category_id),
      u_list_channel: refOf(row.list_channel_id),
    }),
  }),
  recipe: define({
    entity: 'recipe',
    table: 'recipe',
    key: 'uni_id',
    schema: recipeRecordSchema,
    searchColumn: 'u_title',
    orderBy: 'u_title',
    timestamps: true,
    references: [
      { field: 'u_channel_name', entity: 'channel' },
      { field: 'u_language', entity: 'language' },
      { field: 'u_list_category', entity: 'list_category' },
    ],
    toRow: (r) => ({
      uni_id: r.uni_id,
      u_title: r.u_title,
      u_image: r.u_image,
      u_image_source: r.u_image_source,
      u_source_type: r.u_source_type,
      u_views: r.u_views,
      u_likes: r.u_likes,
      u_url: r.u_url,
      channel_id: idOf(r.u_channel_name),
      language_id: idOf(r.u_language),
      list_category_id: idOf(r.u_list_category),
      u_ingredients: html(r.u_ingredients),
      u_recipes: html(r.u_recipes),
    }),
    fromRow: (row) => ({
      uni_id: String(row.uni_id),
      u_title: row.u_title,
      u_image: row.u_image,
      u_image_source: row.u_image_source,
      u_source_type: row.u_source_type,
      u_views: Number(row.u_views),
      u_likes: Number(row.u_likes),
      u_url: row.u_url,
      u_channel_name: refOf(row.channel_id),
      u_language: refOf(row.language_id),
      u_list_category: refOf(row.list_category_id),
      u_ingredients: row.u_ingredients,
      u_recipes: row.u_recipes,
    }),
  }),
  policy: define({
    entity: 'policy',
    table: 'knowledge',
    key: 'id',
    schema: policyRecordSchema,
    searchColumn: 'title',
    orderBy: 'u_order',
    timestamps: true,
    // category_id is the product's 'policy' knowledge category, filled in by the repository.
    toRow: (r) => ({ id: r.uni_id, title: r.title, html: html(r.html), u_order: r.u_order }),
    fromRow: (row) => ({ uni_id: String(row.id), title: row.title, html: row.html, u_order: row.u_order }),
  }),
  content: define({
    entity: 'content',
    table: 'feed_item',
    key: 'uni_id',
    schema: contentRecordSchema,
    searchColumn: 'u_title',
    orderBy: 'updated',
    references: [
      { field: 'u_category', entity: 'category' },
      { field: 'u_sub_category', entity: 'sub_category' },
      { field: 'u_hot_topic', entity: 'hot_topic' },
    ],
    toRow: (r) => ({
      uni_id: r.uni_id,
      u_title: r.u_title,
      u_image: r.u_image,
      u_approved_date: r.u_approved_date,
      unpublished_date: r.u_unpublished_date,
      created: r.created,
      updated: r.updated,
      social_vendor: (r.u_social_vendor as { name: string }).name,
      u_url: r.u_url,
      u_url_2: r.u_url_2,
      u_url_3: r.u_url_3,
      u_url_4: r.u_url_4,
      u_url_5: r.u_url_5,
      u_show_description: r.u_show_description,
      u_description: html(r.u_description),
      u_highlight_description: html(r.u_highlight_description),
      category_id: idOf(r.u_category),
      sub_category_id: idOf(r.u_sub_category),
      hot_topic_id: idOf(r.u_hot_topic),
    }),
    fromRow: (row) => ({
      uni_id: String(row.uni_id),
      u_title: row.u_title,
      u_image: row.u_image,
      u_approved_date: row.u_approved_date,
      u_unpublished_date: row.unpublished_date,
      created: row.created,
      updated: row.updated,
      u_social_vendor: { name: row.social_vendor },
      u_url: row.u_url,
      u_url_2: row.u_url_2,
      u_url_3: row.u_url_3,
      u_url_4: row.u_url_4,
      u_url_5: row.u_url_5,
      u_show_description: row.u_show_description,
      u_description: row.u_description,
      u_highlight_description: row.u_highlight_description,
      u_category: refOf(row.category_id),
      u_sub_category: refOf(row.sub_category_id),
      u_hot_topic: refOf(row.hot_topic_id),
    }),
  }),
};
