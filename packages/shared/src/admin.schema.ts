import { z } from './zod.ts';
import { field, fieldRuleMessages, isoDate, recordId } from './admin-fields.schema.ts';
import { BROKEN_LINK_STATES } from './feed.schema.ts';
import { DETECTED_VENDORS } from './vendor.ts';

/**
 * The curation console's wire records: one schema per entity serves the console's forms, the admin API's
 * validation and the import/export file, so the three can never disagree. Field names follow the public
 * wire (spec 000 §3): references are nested `{ id }` objects (`u_category.id`), lists come in `record`.
 * Here the content item and the console's answers; the field builders, the other entities and the transfer
 * file each have a file beside this one (admin-fields, admin-entities, admin-transfer).
 */

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
 * What the last check of an item's main link found (decision 101): `removed` (the platform
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

/** A page of a console list, with the total the pager counts with. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ record: z.array(item), total: z.number().int() });
}
export type Paged<T> = { record: T[]; total: number };
