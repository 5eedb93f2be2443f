import { z } from './zod.ts';
import { RECORD_ID } from './constants.ts';
import { BROKEN_LINK_STATES } from './feed.schema.ts';
import type { ItemReachDay } from './reach.schema.ts';
import { DETECTED_VENDORS } from './vendor.ts';

/**
 * The curation console's wire records: one schema per entity serves the console's forms, the admin API's
 * validation and the import/export file, so the three can never disagree. Field names follow the public
 * wire (spec 000 §3): references are nested `{ id }` objects (`u_category.id`), lists come in `record`.
 */

/** What a console field says when its value breaks the declaration's own rules; zod words the rest. */
export const fieldRuleMessages = {
  recordId: 'must be 1 to 64 letters, digits, - or _',
  mediaPath: 'must be a path under the media location',
  httpLink: 'must be an http(s) link',
  notBlank: 'must not be blank',
} as const;

export const recordId = z.string().regex(RECORD_ID, fieldRuleMessages.recordId);
const isoDate = z.iso.datetime({ offset: true });
/** A path under the media location (`demo/feed-1.svg`, `uploads/….webp`): no scheme, no leading slash, no `..`. */
export const mediaPath = z
  .string()
  .max(300)
  .regex(/^(?!\/)(?!.*\.\.)[A-Za-z0-9._/-]+$/, fieldRuleMessages.mediaPath);
export const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), fieldRuleMessages.httpLink);

/** The entities the console edits through the common record routes, in its menu order. */
export const RECORD_ENTITIES = [
  'category',
  'sub_category',
  'hot_topic',
  'list_category',
  'channel',
  'filter_record',
  'channel_feed',
  'language',
  'recipe',
  'policy',
] as const;
export type RecordEntity = (typeof RECORD_ENTITIES)[number];

/**
 * How the console edits a field, and how the server keeps it: `ref` and `parent` are `{ id }` objects kept
 * as an id column, `html` is sanitised before it is kept, `number` is read back as a number.
 */
export interface ConsoleField {
  label: string;
  kind: 'text' | 'number' | 'html' | 'image' | 'url' | 'flag' | 'ref' | 'parent';
  /** For `ref` and `parent`: the entity referred to. */
  ref?: RecordEntity;
  required?: boolean;
}

/**
 * Each editable field's console metadata, kept beside its schema (not in it: a custom registry stays out
 * of the JSON Schema the API validates with and publishes).
 */
export const consoleFields = z.registry<ConsoleField>();

/** The builders every entity's fields are declared with: the rule and the console metadata in one place. */
const field = {
  text: (label: string, max: number) =>
    z.string().trim().min(1, fieldRuleMessages.notBlank).max(max).register(consoleFields, { label, kind: 'text', required: true }),
  html: (label: string, max: number) => z.string().max(max).default('').register(consoleFields, { label, kind: 'html' }),
  number: (label: string, max = 1_000_000) => z.number().int().min(0).max(max).default(0).register(consoleFields, { label, kind: 'number' }),
  image: (label: string) => mediaPath.nullable().default(null).register(consoleFields, { label, kind: 'image' }),
  url: (label: string) => httpUrl.nullable().default(null).register(consoleFields, { label, kind: 'url' }),
  requiredUrl: (label: string) => httpUrl.clone().register(consoleFields, { label, kind: 'url', required: true }),
  /** The string flags of the wire (`u_show_description`, `u_source_type`): 'true' or 'false'. */
  flag: (label: string) => z.enum(['true', 'false']).default('false').register(consoleFields, { label, kind: 'flag' }),
  ref: (label: string, entity: RecordEntity) => refId.clone().register(consoleFields, { label, kind: 'ref', ref: entity, required: true }),
  optionalRef: (label: string, entity: RecordEntity) => refId.nullable().default(null).register(consoleFields, { label, kind: 'ref', ref: entity }),
};
const refId = z.object({ id: recordId, name: z.string().optional() });

/** Rows per page of the console's lists; the server pages by them and the console's pagers count with them. */
export const CONTENT_PAGE_SIZE = 25;
export const RECORD_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE = 50;

export const CONTENT_STATUSES = ['pending', 'scheduled', 'approved', 'unpublished', 'rejected'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** How far ahead an approval may be scheduled (decision 100): a later time is more likely a typo than a plan. */
export const PUBLISH_AT_MAX_AHEAD_MS = 365 * 24 * 3600_000;

/** The fields of a content item a curator edits (spec 000 §3 "Content item"). */
export const contentInputSchema = z.object({
  u_title: field.text('Title', 300),
  u_image: field.image('Image'),
  u_url: field.requiredUrl('Link to the post'),
  u_url_2: field.url('Extra link 1'),
  u_url_3: field.url('Extra link 2'),
  u_url_4: field.url('Extra link 3'),
  u_url_5: field.url('Extra link 4'),
  u_show_description: field.flag('Show the full description (else the highlight)'),
  u_description: field.html('Description', 20_000),
  u_highlight_description: field.html('Highlight description', 5_000),
  u_category: field.optionalRef('Category', 'category'),
  u_sub_category: field.optionalRef('Sub-category', 'sub_category'),
  u_hot_topic: field.optionalRef('Hot topic', 'hot_topic'),
});
export type ContentInput = z.input<typeof contentInputSchema>;

const { u_title, u_image, ...linksAndText } = contentInputSchema.shape;
/**
 * A content item as the console and the export file carry it: the public wire plus its curation state, in the
 * wire's order (spec 000 §3), which the answers and the export keep.
 */
export const contentRecordSchema = z.object({
  uni_id: recordId,
  u_title,
  u_image,
  u_approved_date: isoDate.nullable().default(null),
  u_unpublished_date: isoDate.nullable().default(null),
  /** When a scheduled item becomes public; null unless scheduled (decision 100). */
  publish_at: isoDate.nullable().default(null),
  created: isoDate,
  updated: isoDate,
  u_social_vendor: z.object({ name: z.enum(DETECTED_VENDORS) }),
  ...linksAndText,
});
export type ContentRecord = z.output<typeof contentRecordSchema>;

/**
 * What the last check of an item's main link found (issue 12, item 6; decision 101): `removed` (the platform
 * answered 404 or 410), `private` (401 or 403), `unreachable` (any other answer, or none), or `ok`.
 */
export const LINK_STATES = ['ok', ...BROKEN_LINK_STATES, 'unreachable'] as const;
export type LinkState = (typeof LINK_STATES)[number];
/** An item's link as last checked: `failures` counts removed or private results in a row. */
export const linkCheckSchema = z.object({ state: z.enum(LINK_STATES), failures: z.number().int().min(0), checked_at: z.string(), detail: z.string() });
export type LinkCheck = z.infer<typeof linkCheckSchema>;

/** A source's rules that decide an entry, in the order they are asked (decision 099). */
export const SOURCE_RULES = ['reject-word', 'hold-word', 'hold', 'auto-approve'] as const;
export type SourceRule = (typeof SOURCE_RULES)[number];

/**
 * A content item as the console's lists and actions answer it: the record, its status, how it came in (the
 * source and the rule that decided it, decision 099) and its link as last checked (none before the first check).
 * The export carries how it came in and its rejection in a shape of its own (`contentTransferSchema`), not the
 * status, which its record's dates give, nor the link's state, which the next check finds again.
 */
export const contentListItemSchema = contentRecordSchema.extend({
  status: z.enum(CONTENT_STATUSES),
  source: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The source's rule that decided the item and the word that set it off, which the console words; null for a pasted link. */
  decision: z.object({ rule: z.enum(SOURCE_RULES), word: z.string().nullable() }).nullable(),
  rejected_reason: z.string().nullable(),
  link: linkCheckSchema.nullable(),
});
export type ContentListItem = z.output<typeof contentListItemSchema>;

/** Why a curator rejects an item: kept with it, and shown in the rejected list. */
export const rejectInputSchema = z.object({ reason: z.string().trim().min(1, fieldRuleMessages.notBlank).max(300) });

/**
 * A content item in the export file (decision 108): its record, then how it came in (the source that brought it,
 * the rule that decided it and the word that set it off) and its rejection (when, and the curator's reason; none
 * when a reject word decided it). An import of a file without these fields leaves them as they are.
 */
export const contentTransferSchema = contentRecordSchema.extend({
  source: z.object({ id: recordId }).nullable().optional(),
  decision: z
    .object({ rule: z.enum(SOURCE_RULES), word: z.string().max(100).nullable() })
    .nullable()
    .optional(),
  rejected: z
    .object({ date: isoDate, reason: z.string().max(300).nullable() })
    .nullable()
    .optional(),
});
export type ContentTransferRecord = z.output<typeof contentTransferSchema>;

/**
 * Every common entity's one declaration: its console title, the field a list row shows, and its schema,
 * which serves the console's forms, the admin API's validation, the server's row mapping and the
 * import/export file, so none of them can disagree. Fields are in the wire's order (spec 000 §3), which the
 * answers, the export and the console's forms follow.
 */
export const recordEntities = {
  category: {
    title: 'Categories',
    display: 'u_label',
    schema: z.object({
      uni_id: recordId,
      u_name: field.text('Name', 100),
      u_label: field.text('Label', 100),
      u_list_category_order: field.number('Order'),
    }),
  },
  sub_category: {
    title: 'Sub-categories',
    display: 'u_label',
    schema: z.object({
      uni_id: recordId,
      u_label: field.text('Label', 100),
      u_category: field.ref('Category', 'category'),
      u_order: field.number('Order'),
    }),
  },
  hot_topic: {
    title: 'Hot topics',
    display: 'u_title',
    schema: z.object({
      uni_id: recordId,
      u_title: field.text('Title', 300),
      u_image: field.image('Image'),
      u_description: field.html('Description', 20_000),
    }),
  },
  list_category: {
    title: 'Channel categories',
    display: 'u_label',
    schema: z.object({
      uni_id: recordId,
      u_name: field.text('Name', 100),
      u_label: field.text('Label', 100),
      u_order: field.number('Order'),
    }),
  },
  channel: {
    title: 'Channels',
    display: 'u_name',
    schema: z.object({
      uni_id: recordId,
      u_name: field.text('Name', 200),
      u_logo: field.image('Logo'),
      u_list_category: field.ref('Channel category', 'list_category'),
    }),
  },
  filter_record: {
    title: 'Filter records',
    display: 'u_name',
    schema: z.object({
      uni_id: recordId,
      u_name: field.text('Name', 200),
      /** A parent has `u_parent.id` '0' (spec 000 §3). */
      u_parent: z
        .object({ id: z.union([z.literal('0'), recordId]) })
        .default({ id: '0' })
        .register(consoleFields, { label: 'Parent (none for a parent)', kind: 'parent', ref: 'filter_record' }),
      u_list_category: field.ref('Channel category', 'list_category'),
    }),
  },
  channel_feed: {
    title: 'Channel-feed items',
    display: 'u_name',
    schema: z.object({
      uni_id: recordId,
      u_name: field.text('Name', 300),
      u_views: field.number('Views', Number.MAX_SAFE_INTEGER),
      u_likes: field.number('Likes', Number.MAX_SAFE_INTEGER),
      u_video_id: field.requiredUrl('Video link'),
      u_image: field.image('Image'),
      u_image_source: field.url('External image link'),
      u_source_type: field.flag('Use the external image'),
      u_description: field.html('Description', 20_000),
      u_filter_category: field.optionalRef('Filter', 'filter_record'),
      u_list_category: field.ref('Channel category', 'list_category'),
      u_list_channel: field.ref('Channel', 'channel'),
    }),
  },
  language: {
    title: 'Languages',
    display: 'label',
    schema: z.object({
      uni_id: recordId,
      name: field.text('Name', 50),
      label: field.text('Label', 100),
    }),
  },
  recipe: {
    title: 'Recipes',
    display: 'u_title',
    schema: z.object({
      uni_id: recordId,
      u_title: field.text('Title', 300),
      u_image: field.image('Image'),
      u_image_source: field.url('External image link'),
      u_source_type: field.flag('Use the external image'),
      u_views: field.number('Views', Number.MAX_SAFE_INTEGER),
      u_likes: field.number('Likes', Number.MAX_SAFE_INTEGER),
      u_url: field.url('Video link'),
      u_channel_name: field.ref('Channel', 'channel'),
      u_language: field.ref('Language', 'language'),
      u_list_category: field.ref('Channel category', 'list_category'),
      u_ingredients: field.html('Ingredients', 100_000),
      u_recipes: field.html('Recipes', 100_000),
    }),
  },
  /** A policy: an entry of the knowledge base's 'policy' category (spec 000 §3). */
  policy: {
    title: 'Policies',
    display: 'title',
    schema: z.object({
      uni_id: recordId,
      title: field.text('Title', 300),
      // A policy's text must be sent: no default, unlike the other entities' HTML.
      html: z.string().max(200_000).register(consoleFields, { label: 'Text', kind: 'html' }),
      u_order: field.number('Order'),
    }),
  },
} satisfies Record<RecordEntity, { title: string; display: string; schema: z.ZodObject }>;

export type EntityRecord = { uni_id: string } & Record<string, unknown>;

/**
 * The import/export file: one list per entity, in the order they can be written in (a record's references
 * come before it). `content` is the content items, and `source`, just before them, the sources that bring items
 * in (decision 108). `reach` holds the reach figures of the items, every day with counts (decision 098); an
 * import does not read them back (`TransferService.importAll`).
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
export type ExportFile = { version: 1; exported?: string } & { [K in ExportSection | 'source']?: unknown[] } & { reach?: ItemReachDay[] };

/** What a lookup of a pasted URL answers: the normalised link and whatever the platform told about it. */
export const contentLookupSchema = z.object({
  u_url: z.string(),
  vendor: z.string(),
  u_title: z.string(),
  u_description: z.string(),
  u_image: z.string().nullable(),
  /** Whether the platform's oEmbed or the page's Open Graph tags answered in time. */
  fetched: z.boolean(),
});
export type ContentLookup = z.infer<typeof contentLookupSchema>;

export const ROLE_NAMES = ['visitor', 'curator', 'admin'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const adminUserSchema = z.object({
  id: z.string(),
  user_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLE_NAMES),
  created: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  details: z.unknown(),
  created: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const deletionRequestEntrySchema = z.object({
  id: z.string(),
  user_name: z.string(),
  reason: z.string(),
  description: z.string(),
  requested: z.string(),
  remove_after: z.string(),
  completed: z.string().nullable(),
});
export type DeletionRequestEntry = z.infer<typeof deletionRequestEntrySchema>;

/** How many records of each section an import wrote. */
export const importSummarySchema = z.object({ imported: z.record(z.string(), z.number()) });

/** A page of a console list, with the total the pager counts with. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ record: z.array(item), total: z.number().int() });
}
export type Paged<T> = { record: T[]; total: number };
