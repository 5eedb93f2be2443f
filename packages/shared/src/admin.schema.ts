import { z } from 'zod';
import { SOCIAL_VENDORS } from './vendor.ts';

/**
 * The curation console's wire records: one schema per entity serves the console's forms, the admin API's
 * validation and the import/export file, so the three can never disagree. Field names follow the public
 * wire (spec 000 §3): references are nested `{ id }` objects (`u_category.id`), lists come in `record`.
 */

export const recordId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _');
const ref = z.object({ id: recordId, name: z.string().optional() });
const optionalRef = ref.nullable().default(null);
const text = (max: number) => z.string().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'must not be blank').max(max);
const order = z.number().int().min(0).max(1_000_000).default(0);
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0);
const isoDate = z.iso.datetime({ offset: true });
/** A path under the media location (`demo/feed-1.svg`, `uploads/….webp`): no scheme, no leading slash, no `..`. */
export const mediaPath = z
  .string()
  .max(300)
  .regex(/^(?!\/)(?!.*\.\.)[A-Za-z0-9._/-]+$/, 'must be a path under the media location');
const optionalMedia = mediaPath.nullable().default(null);
export const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), 'must be an http(s) link');
const optionalUrl = httpUrl.nullable().default(null);
/** The string flags of the wire (`u_show_description`, `u_source_type`): 'true' or 'false'. */
const flag = z.enum(['true', 'false']).default('false');

/** Rows per page of the console's lists; the server pages by them and the console's pagers count with them. */
export const CONTENT_PAGE_SIZE = 25;
export const RECORD_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE = 50;

export const CONTENT_STATUSES = ['pending', 'approved', 'unpublished'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The fields of a content item a curator edits (spec 000 §3 "Content item"). */
export const contentInputSchema = z.object({
  u_title: requiredText(300),
  u_image: optionalMedia,
  u_url: httpUrl,
  u_url_2: optionalUrl,
  u_url_3: optionalUrl,
  u_url_4: optionalUrl,
  u_url_5: optionalUrl,
  u_show_description: flag,
  u_description: text(20_000).default(''),
  u_highlight_description: text(5_000).default(''),
  u_category: optionalRef,
  u_sub_category: optionalRef,
  u_hot_topic: optionalRef,
});
export type ContentInput = z.input<typeof contentInputSchema>;

/** A content item as the console and the export file carry it: the public wire plus its curation state. */
export const contentRecordSchema = contentInputSchema.extend({
  uni_id: recordId,
  u_approved_date: isoDate.nullable().default(null),
  u_unpublished_date: isoDate.nullable().default(null),
  created: isoDate,
  updated: isoDate,
  u_social_vendor: z.object({ name: z.enum(SOCIAL_VENDORS) }),
});
export type ContentRecord = z.output<typeof contentRecordSchema>;
export type ContentListItem = ContentRecord & { status: ContentStatus };

export const categoryRecordSchema = z.object({
  uni_id: recordId,
  u_name: requiredText(100),
  u_label: requiredText(100),
  u_list_category_order: order,
});
export const subCategoryRecordSchema = z.object({
  uni_id: recordId,
  u_label: requiredText(100),
  u_category: ref,
  u_order: order,
});
export const hotTopicRecordSchema = z.object({
  uni_id: recordId,
  u_title: requiredText(300),
  u_image: optionalMedia,
  u_description: text(20_000).default(''),
});
export const listCategoryRecordSchema = z.object({
  uni_id: recordId,
  u_name: requiredText(100),
  u_label: requiredText(100),
  u_order: order,
});
export const channelRecordSchema = z.object({
  uni_id: recordId,
  u_name: requiredText(200),
  u_logo: optionalMedia,
  u_list_category: ref,
});
/** A parent has `u_parent.id` '0' (spec 000 §3). */
export const filterRecordSchema = z.object({
  uni_id: recordId,
  u_name: requiredText(200),
  u_parent: z.object({ id: z.union([z.literal('0'), recordId]) }).default({ id: '0' }),
  u_list_category: ref,
});
export const channelFeedRecordSchema = z.object({
  uni_id: recordId,
  u_name: requiredText(300),
  u_views: count,
  u_likes: count,
  u_video_id: httpUrl,
  u_image: optionalMedia,
  u_image_source: optionalUrl,
  u_source_type: flag,
  u_description: text(20_000).default(''),
  u_filter_category: optionalRef,
  u_list_category: ref,
  u_list_channel: ref,
});
export const languageRecordSchema = z.object({
  uni_id: recordId,
  name: requiredText(50),
  label: requiredText(100),
});
export const recipeRecordSchema = z.object({
  uni_id: recordId,
  u_title: requiredText(300),
  u_image: optionalMedia,
  u_image_source: optionalUrl,
  u_source_type: flag,
  u_views: count,
  u_likes: count,
  u_url: optionalUrl,
  u_channel_name: ref,
  u_language: ref,
  u_list_category: ref,
  u_ingredients: text(100_000).default(''),
  u_recipes: text(100_000).default(''),
});
/** A policy: an entry of the knowledge base's 'policy' category (spec 000 §3). */
export const policyRecordSchema = z.object({
  uni_id: recordId,
  title: requiredText(300),
  html: text(200_000),
  u_order: order,
});

/** Every entity the console edits through the common record routes, with its schema. */
export const recordSchemas = {
  category: categoryRecordSchema,
  sub_category: subCategoryRecordSchema,
  hot_topic: hotTopicRecordSchema,
  list_category: listCategoryRecordSchema,
  channel: channelRecordSchema,
  filter_record: filterRecordSchema,
  channel_feed: channelFeedRecordSchema,
  language: languageRecordSchema,
  recipe: recipeRecordSchema,
  policy: policyRecordSchema,
} as const;
export type RecordEntity = keyof typeof recordSchemas;
export const RECORD_ENTITIES = Object.keys(recordSchemas) as RecordEntity[];
export type EntityRecord = { uni_id: string } & Record<string, unknown>;

/**
 * The import/export file: one list per entity, in the order they can be written in (a record's references
 * come before it). `content` is the content items.
 */
export const EXPORT_ORDER = [
  'language',
  'category',
  'sub_category',
  'hot_topic',
  'list_category',
  'channel',
  'filter_record',
  'channel_feed',
  'recipe',
  'policy',
  'content',
] as const;
export type ExportSection = (typeof EXPORT_ORDER)[number];
export type ExportFile = { version: 1; exported?: string } & { [K in ExportSection]?: unknown[] };

/** What a lookup of a pasted URL answers: the normalised link and whatever the platform told about it. */
export interface ContentLookup {
  u_url: string;
  vendor: string;
  u_title: string;
  u_description: string;
  u_image: string | null;
  /** Whether the platform's oEmbed or the page's Open Graph tags answered in time. */
  fetched: boolean;
}

export const ROLE_NAMES = ['visitor', 'curator', 'admin'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export interface AdminUser {
  id: string;
  user_name: string;
  first_name: string;
  last_name: string;
  role: RoleName;
  created: string;
}

export interface AuditEntry {
  id: string;
  actor: { id: string; name: string } | null;
  action: string;
  entity: string;
  entity_id: string;
  details: unknown;
  created: string;
}

export interface DeletionRequestEntry {
  id: string;
  user_name: string;
  reason: string;
  description: string;
  requested: string;
  remove_after: string;
  completed: string | null;
}

export interface Paged<T> {
  record: T[];
  total: number;
}
