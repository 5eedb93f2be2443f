import type { Source } from '@wiy/shared/sources.schema';
import type { SourceRow } from './sources.repository.ts';
import { settingsOf } from './source-settings.ts';

/** A source as the console shows it. */
export function presentSource(row: SourceRow): Source {
  return {
    ...settingsOf(row),
    created: row.created,
    updated: row.updated,
    last_polled_at: row.last_polled_at,
    last_success_at: row.last_success_at,
    last_error: row.last_error,
    failures: Number(row.failures),
    next_poll_at: row.next_poll_at,
    item_count: Number(row.item_count),
  };
}
