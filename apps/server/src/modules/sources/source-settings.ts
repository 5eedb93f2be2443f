import type { SourceInput, SourceTransferRecord } from '@wiy/shared/sources.schema';
import type { SourceRow } from './sources.repository.ts';

/** A source's settings as a curator gives them (defaults filled in). */
type Settings = Required<SourceInput>;

/** A source's settings and its feed as the wire carries them (the console's source, the export's), from its row. */
export function settingsOf(row: SourceRow): SourceTransferRecord {
  return {
    uni_id: row.uni_id,
    name: row.name,
    url: row.url,
    feed_url: row.feed_url,
    interval_minutes: Number(row.interval_minutes),
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    hot_topic_id: row.hot_topic_id,
    mode: row.mode === 'auto' ? 'auto' : 'hold',
    hold_words: JSON.parse(row.hold_words) as string[],
    reject_words: JSON.parse(row.reject_words) as string[],
    daily_cap: row.daily_cap === null ? null : Number(row.daily_cap),
    enabled: Number(row.enabled) === 1,
  };
}

/** The columns of a source's settings. */
export function settingsColumns(settings: Settings) {
  return {
    name: settings.name,
    url: settings.url,
    interval_minutes: settings.interval_minutes,
    category_id: settings.category_id,
    sub_category_id: settings.sub_category_id,
    hot_topic_id: settings.hot_topic_id,
    mode: settings.mode,
    hold_words: JSON.stringify(settings.hold_words),
    reject_words: JSON.stringify(settings.reject_words),
    daily_cap: settings.daily_cap,
    enabled: settings.enabled ? 1 : 0,
  };
}
