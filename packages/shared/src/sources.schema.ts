import { z } from './zod.ts';
import { httpUrl, recordId } from './admin-fields.schema.ts';

/** How often a source is polled, in minutes: 15 unless the curator says otherwise, never more often than every 5. */
export const SOURCE_INTERVAL = { default: 15, min: 5, max: 24 * 60 } as const;
/** Words a rule matches: whole words, any case; a few dozen per rule at most. */
const ruleWords = z.array(z.string().trim().min(1).max(100)).max(50).default([]);

/**
 * A source as a curator sets it up: the address of a feed (RSS, Atom or JSON Feed) or of a page naming one,
 * how often it is polled, what its entries are filed under, and the rules that decide them (decision 099).
 */
export const sourceInputSchema = z.object({
  name: z.string().trim().min(1, 'must not be blank').max(100),
  url: httpUrl,
  interval_minutes: z.number().int().min(SOURCE_INTERVAL.min).max(SOURCE_INTERVAL.max).default(SOURCE_INTERVAL.default),
  category_id: recordId.nullable().default(null),
  sub_category_id: recordId.nullable().default(null),
  hot_topic_id: recordId.nullable().default(null),
  /** `auto` approves what no word holds or rejects; `hold` leaves every entry in the queue. */
  mode: z.enum(['hold', 'auto']).default('hold'),
  hold_words: ruleWords,
  reject_words: ruleWords,
  /** At most this many entries brought in per UTC day; null for no cap. */
  daily_cap: z.number().int().min(1).max(1000).nullable().default(null),
  enabled: z.boolean().default(true),
});
export type SourceInput = z.input<typeof sourceInputSchema>;

const isoDate = z.iso.datetime({ offset: true });

/** A source as the console shows it: its settings, the feed address found, and how its polling goes. */
export const sourceSchema = sourceInputSchema.extend({
  uni_id: recordId,
  /** The feed polled: `url` itself, or the feed a page at `url` named. */
  feed_url: z.string(),
  created: isoDate,
  updated: isoDate,
  last_polled_at: isoDate.nullable(),
  last_success_at: isoDate.nullable(),
  last_error: z.string().nullable(),
  /** Failed polls in a row; each one doubles the wait before the next, up to a day. */
  failures: z.number().int(),
  next_poll_at: isoDate,
  /** Entries brought into the catalogue from this source, ever. */
  item_count: z.number().int(),
});
export type Source = z.output<typeof sourceSchema>;

/**
 * A source in the export file (decision 108): its settings and the feed it polls. How its polling goes (errors,
 * validators, when it is due) belongs to the server that polled it and stays behind.
 */
export const sourceTransferSchema = sourceInputSchema.extend({ uni_id: recordId, feed_url: httpUrl });
export type SourceTransferRecord = z.output<typeof sourceTransferSchema>;

/** What an address turned out to be: the feed found there, its title and how many entries it holds now. */
export const sourceDiscoverySchema = z.object({
  feed_url: z.string(),
  title: z.string(),
  format: z.enum(['rss', 'atom', 'json']),
  entries: z.number().int(),
});
export type SourceDiscovery = z.output<typeof sourceDiscoverySchema>;
