import { z } from './zod.ts';
import { RECORD_ID } from './constants.ts';

/**
 * What the console's declarations are built from: the field rules (ids, media paths, links, dates) and the
 * builders that give each field its rule and its console label, kind and reference at once. The entities
 * (admin-entities.schema.ts), the content item (admin.schema.ts) and the transfer file (admin-transfer.schema.ts)
 * are declared with them.
 */

/** What a console field says when its value breaks the declaration's own rules; zod words the rest. */
export const fieldRuleMessages = {
  recordId: 'must be 1 to 64 letters, digits, - or _',
  mediaPath: 'must be a path under the media location',
  httpLink: 'must be an http(s) link',
  notBlank: 'must not be blank',
} as const;

export const recordId = z.string().regex(RECORD_ID, fieldRuleMessages.recordId);
export const isoDate = z.iso.datetime({ offset: true });
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
export const field = {
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
