import type { RecordEntity } from '@wiy/shared/admin.schema';

/** How one field of a record is edited in the console. */
export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'number' | 'html' | 'image' | 'url' | 'flag' | 'ref' | 'parent';
  /** For `ref` and `parent`: the entity referred to. */
  ref?: RecordEntity;
  required?: boolean;
}

export interface EntitySpec {
  title: string;
  /** The field a list row shows. */
  display: string;
  fields: FieldSpec[];
}

/** The common entities of the console, in its menu order, with the fields a curator edits. */
export const ENTITY_SPECS: Record<RecordEntity, EntitySpec> = {
  category: {
    title: 'Categories',
    display: 'u_label',
    fields: [
      { name: 'u_name', label: 'Name', kind: 'text', required: true },
      { name: 'u_label', label: 'Label', kind: 'text', required: true },
      { name: 'u_list_category_order', label: 'Order', kind: 'number' },
    ],
  },
  sub_category: {
    title: 'Sub-categories',
    display: 'u_label',
    fields: [
      { name: 'u_label', label: 'Label', kind: 'text', required: true },
      { name: 'u_category', label: 'Category', kind: 'ref', ref: 'category', required: true },
      { name: 'u_order', label: 'Order', kind: 'number' },
    ],
  },
  hot_topic: {
    title: 'Hot topics',
    display: 'u_title',
    fields: [
      { name: 'u_title', label: 'Title', kind: 'text', required: true },
      { name: 'u_image', label: 'Image', kind: 'image' },
      { name: 'u_description', label: 'Description', kind: 'html' },
    ],
  },
  list_category: {
    title: 'Channel categories',
    display: 'u_label',
    fields: [
      { name: 'u_name', label: 'Name', kind: 'text', required: true },
      { name: 'u_label', label: 'Label', kind: 'text', required: true },
      { name: 'u_order', label: 'Order', kind: 'number' },
    ],
  },
  channel: {
    title: 'Channels',
    display: 'u_name',
    fields: [
      { name: 'u_name', label: 'Name', kind: 'text', required: true },
      { name: 'u_logo', label: 'Logo', kind: 'image' },
      { name: 'u_list_category', label: 'Channel category', kind: 'ref', ref: 'list_category', required: true },
    ],
  },
  filter_record: {
    title: 'Filter records',
    display: 'u_name',
    fields: [
      { name: 'u_name', label: 'Name', kind: 'text', required: true },
      { name: 'u_parent', label: 'Parent (none for a parent)', kind: 'parent', ref: 'filter_record' },
      { name: 'u_list_category', label: 'Channel category', kind: 'ref', ref: 'list_category', required: true },
    ],
  },
  channel_feed: {
    title: 'Channel-feed items',
    display: 'u_name',
    fields: [
      { name: 'u_name', label: 'Name', kind: 'text', required: true },
      { name: 'u_video_id', label: 'Video link', kind: 'url', required: true },
      { name: 'u_views', label: 'Views', kind: 'number' },
      { name: 'u_likes', label: 'Likes', kind: 'number' },
      { name: 'u_image', label: 'Image', kind: 'image' },
      { name: 'u_image_source', label: 'External image link', kind: 'url' },
      { name: 'u_source_type', label: 'Use the external image', kind: 'flag' },
      { name: 'u_description', label: 'Description', kind: 'html' },
      { name: 'u_filter_category', label: 'Filter', kind: 'ref', ref: 'filter_record' },
      { name: 'u_list_category', label: 'Channel category', kind: 'ref', ref: 'list_category', required: true },
      { name: 'u_list_channel', label: 'Channel', kind: 'ref', ref: 'channel', required: true },
    ],
  },
  language: {
    title: 'Languages',
    display: 'label',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'label', label: 'Label', kind: 'text', required: true },
    ],
  },
  recipe: {
    title: 'Recipes',
    display: 'u_title',
    fields: [
      { name: 'u_title', label: 'Title', kind: 'text', required: true },
      { name: 'u_channel_name', label: 'Channel', kind: 'ref', ref: 'channel', required: true },
      { name: 'u_language', label: 'Language', kind: 'ref', ref: 'language', required: true },
      { name: 'u_list_category', label: 'Channel category', kind: 'ref', ref: 'list_category', required: true },
      { name: 'u_image', label: 'Image', kind: 'image' },
      { name: 'u_image_source', label: 'External image link', kind: 'url' },
      { name: 'u_source_type', label: 'Use the external image', kind: 'flag' },
      { name: 'u_url', label: 'Video link', kind: 'url' },
      { name: 'u_views', label: 'Views', kind: 'number' },
      { name: 'u_likes', label: 'Likes', kind: 'number' },
      { name: 'u_ingredients', label: 'Ingredients', kind: 'html' },
      { name: 'u_recipes', label: 'Recipes', kind: 'html' },
    ],
  },
  policy: {
    title: 'Policies',
    display: 'title',
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'html', label: 'Text', kind: 'html' },
      { name: 'u_order', label: 'Order', kind: 'number' },
    ],
  },
};
