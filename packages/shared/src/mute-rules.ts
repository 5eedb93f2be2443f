import type { FeedItem } from './feed.schema.ts';
import { RECORD_ID } from './constants.ts';
import { SOCIAL_VENDORS } from './vendor.ts';

/*
 * Mutes' rules without their wire schemas (mutes.schema.ts): what the home screen's cards need, kept free of zod,
 * which the home screen's script does not carry.
 */

/** Mutes one account keeps, and one device before its reader signs in (decision 093). */
export const MUTES_MAX = 200;
/** What a mute past the limit is answered, by the server for an account and by the page for a device. */
export const MUTES_FULL = `You can keep ${MUTES_MAX} mutes at most: remove some to add more`;
/** A muted word or phrase at most this long. */
export const MUTED_WORDS_MAX_LENGTH = 60;
/** A mute's value (an id, a vendor or words) and its label at most this long; a longer label is cut. */
export const MUTE_VALUE_MAX_LENGTH = 64;
export const MUTE_LABEL_MAX_LENGTH = 100;

export const MUTE_KINDS = ['vendor', 'category', 'hot_topic', 'word'] as const;
export type MuteKind = (typeof MUTE_KINDS)[number];

/** A vendor, a category, a hot topic or words; `label` is what the settings list shows. */
export interface Mute {
  kind: MuteKind;
  value: string;
  label: string;
}
export interface Muted extends Mute {
  created: string;
}

/**
 * Letters and digits of any script (with their marks, and the joiners some scripts write inside words), with
 * spaces, apostrophes and hyphens between them.
 */
const WORD_CHARACTER = '\\p{L}\\p{N}\\p{M}\\u{200C}-\\u{200D}';
const WORDS = new RegExp(`^[\\p{L}\\p{N}](?:[${WORD_CHARACTER} '-]*[${WORD_CHARACTER}])?$`, 'u');

/**
 * Text as words are compared: one Unicode form (NFC), a typographic apostrophe as the plain one (phones type the
 * first), single spaces, lower case.
 */
function comparable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** A muted word or phrase as it is kept and compared: trimmed, in one form, single spaces, lower case. */
export function normaliseWords(text: string): string {
  return comparable(text).trim();
}

/** Cuts a label to what is kept. */
export const muteLabel = (label: string) => label.trim().slice(0, MUTE_LABEL_MAX_LENGTH);

/** Why words cannot be muted, as the server answers it and the page knows it by (the settings' words field). */
export const mutedWordsMessages = {
  wordsTooLong: `Words to mute are at most ${MUTED_WORDS_MAX_LENGTH} characters`,
  wordsCharacters: 'Words to mute are letters and digits, with spaces, apostrophes or hyphens between them',
} as const;

/** Why `value` cannot be muted as `kind`, or undefined when it can; for words, one of `mutedWordsMessages`. */
export function muteValueProblem(kind: MuteKind, value: string): string | undefined {
  if (kind === 'vendor') return (SOCIAL_VENDORS as readonly string[]).includes(value) ? undefined : `value: one of ${SOCIAL_VENDORS.join(', ')}`;
  if (kind === 'word') {
    if (value.length > MUTED_WORDS_MAX_LENGTH) return mutedWordsMessages.wordsTooLong;
    return WORDS.test(value) && value === normaliseWords(value) ? undefined : mutedWordsMessages.wordsCharacters;
  }
  return RECORD_ID.test(value) ? undefined : 'value: an id of letters, digits, - and _';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** An item's text as words: its title and both descriptions, their tags taken out and their entities read. */
const itemText = (item: FeedItem) =>
  comparable(
    `${item.u_title} ${item.u_highlight_description} ${item.u_description}`
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
        if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }),
  );

/**
 * Whether a content item is hidden by `mutes`: its vendor, its category, its hot topic, or a muted word or phrase as
 * whole words, in any case, in its title or descriptions. Whole words are told by what stands around them, so in
 * scripts written without spaces between words (Chinese, Japanese, Thai) words match only where they stand alone.
 */
export function muteMatcher(mutes: readonly Mute[]): (item: FeedItem) => boolean {
  const values = (kind: MuteKind) => new Set(mutes.filter((mute) => mute.kind === kind).map((mute) => mute.value));
  const vendors = values('vendor');
  const categories = values('category');
  const topics = values('hot_topic');
  const words = [...values('word')].map((words) => escapeRegExp(words).replace(/ /g, ' +'));
  // Whole words: no letter, digit, mark or joiner of any script right before or after.
  const pattern = words.length ? new RegExp(`(?<![${WORD_CHARACTER}])(?:${words.join('|')})(?![${WORD_CHARACTER}])`, 'iu') : undefined;
  return (item) =>
    vendors.has(item.u_social_vendor.name) ||
    // Optional reads: a feed answer kept offline from before `u_hot_topic` existed has no such field.
    (item.u_category?.id !== undefined && categories.has(item.u_category.id)) ||
    (item.u_hot_topic?.id !== undefined && topics.has(item.u_hot_topic.id)) ||
    (pattern !== undefined && pattern.test(itemText(item)));
}
