import { z } from 'zod';
import type { FeedItem } from './feed.schema.ts';
import { SOCIAL_VENDORS } from './vendor.ts';

/** Mutes one account keeps, and one device before its reader signs in (issue 11, decision 093). */
export const MUTES_MAX = 200;
/** What a mute past the limit is answered, by the server for an account and by the page for a device. */
export const MUTES_FULL = `You can keep ${MUTES_MAX} mutes at most: remove some to add more`;
/** A muted word or phrase, and a mute's label, at most this long. */
export const MUTED_WORDS_MAX_LENGTH = 60;
const LABEL_MAX_LENGTH = 100;

export const MUTE_KINDS = ['vendor', 'category', 'hot_topic', 'word'] as const;
export type MuteKind = (typeof MUTE_KINDS)[number];

/** Letters and digits of any script, with spaces, apostrophes and hyphens between them. */
const WORDS = /^[\p{L}\p{N}](?:[\p{L}\p{N}\p{M} '’-]*[\p{L}\p{N}\p{M}])?$/u;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A muted word or phrase as it is kept and compared: trimmed, single spaces, lower case. */
export function normaliseWords(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Why `value` cannot be muted as `kind`, or undefined when it can. */
export function muteValueProblem(kind: MuteKind, value: string): string | undefined {
  if (kind === 'vendor') return (SOCIAL_VENDORS as readonly string[]).includes(value) ? undefined : `value: one of ${SOCIAL_VENDORS.join(', ')}`;
  if (kind === 'word') {
    if (value.length > MUTED_WORDS_MAX_LENGTH) return `Words to mute are at most ${MUTED_WORDS_MAX_LENGTH} characters`;
    return WORDS.test(value) && value === normaliseWords(value)
      ? undefined
      : 'Words to mute are letters and digits, with spaces, apostrophes or hyphens between them';
  }
  return ID.test(value) ? undefined : 'value: an id of letters, digits, - and _';
}

export const muteSchema = z
  .object({
    kind: z.enum(MUTE_KINDS),
    value: z.string().min(1).max(MUTED_WORDS_MAX_LENGTH),
    /** What the settings list shows: the vendor, the category's or topic's name, or the words themselves. */
    label: z.string().min(1).max(LABEL_MAX_LENGTH),
  })
  .strict();
export type Mute = z.infer<typeof muteSchema>;

export const mutedSchema = muteSchema.extend({ created: z.string() });
export type Muted = z.infer<typeof mutedSchema>;

/** The account's mutes, oldest first (the order they were added in). */
export const muteListSchema = z.object({ mutes: z.array(mutedSchema) });
export type MuteList = z.infer<typeof muteListSchema>;

export const muteMergeBodySchema = z.object({ mutes: z.array(muteSchema).max(MUTES_MAX) });
export const muteParamsSchema = z.object({ kind: z.enum(MUTE_KINDS), value: z.string().min(1).max(MUTED_WORDS_MAX_LENGTH) });
export const muteRemovedSchema = z.object({ removed: z.boolean() });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An item's text as words: its title and both descriptions, their tags taken out. */
const itemText = (item: FeedItem) => `${item.u_title} ${item.u_highlight_description} ${item.u_description}`.replace(/<[^>]*>/g, ' ');

/**
 * Whether a content item is hidden by `mutes`: its vendor, its category, or a muted word or phrase as whole words,
 * in any case, in its title or descriptions. A hot topic's mute hides the topic (the wire's item does not name
 * its topic).
 */
export function muteMatcher(mutes: readonly Mute[]): (item: FeedItem) => boolean {
  const values = (kind: MuteKind) => new Set(mutes.filter((mute) => mute.kind === kind).map((mute) => mute.value));
  const vendors = values('vendor');
  const categories = values('category');
  const words = [...values('word')].map((words) => escapeRegExp(words).replace(/ /g, '\\s+'));
  // Whole words: no letter, digit or mark of any script right before or after.
  const pattern = words.length ? new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])(?:${words.join('|')})(?![\\p{L}\\p{N}\\p{M}])`, 'iu') : undefined;
  return (item) =>
    vendors.has(item.u_social_vendor.name) ||
    (item.u_category !== null && categories.has(item.u_category.id)) ||
    (pattern !== undefined && pattern.test(itemText(item)));
}

/** The settings' form for words to mute: the server's rule, one message. */
export const mutedWordsFormSchema = z.object({
  words: z.string().superRefine((text, context) => {
    const problem = normaliseWords(text) === '' ? 'Enter a word or phrase to mute' : muteValueProblem('word', normaliseWords(text));
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});
export type MutedWordsForm = z.infer<typeof mutedWordsFormSchema>;
