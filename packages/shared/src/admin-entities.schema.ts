import { z } from './zod.ts';
import { consoleFields, field, recordId, type RecordEntity } from './admin-fields.schema.ts';

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
