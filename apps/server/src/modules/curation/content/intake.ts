import type { Insertable } from 'kysely';
import type { FeedItemTable } from '../../../db/schema.ts';
import type { CurationRepositories } from '../curation-unit.ts';
import { recordDefinitions } from '../records/record-definitions.ts';

/** An item to take in, with what its audit entry says; none where its coming is audited as a whole (an import) or not at all (the demo). */
export interface IntakeItem {
  row: Insertable<FeedItemTable>;
  audit?: { actorId: string | null; action: string; details?: Record<string, unknown> };
}

/**
 * The one way items enter the catalogue, whoever brings them: the console's paste, a source's poll, an import and
 * the demo seed. Each item entered gets its audit entry, and the Trending order is renumbered when a public item may
 * have entered or changed, all on the caller's transaction. An item whose link is already an item's is left out;
 * with `replace` (an import, matched by uni_id) an item already here takes the row's fields instead. Answers the
 * ids that entered.
 */
export async function intake({ content, records, audit }: CurationRepositories, items: IntakeItem[], now: Date, { replace = false } = {}): Promise<string[]> {
  let entered: string[];
  if (replace) {
    const definition = recordDefinitions.content;
    for (const { row } of items) await records.upsert(definition, row, now.toISOString());
    entered = items.map(({ row }) => row.uni_id);
  } else {
    entered = await content.insertMany(items.map(({ row }) => row));
  }
  const stored = new Set(entered);
  for (const { row, audit: said } of items)
    if (said && stored.has(row.uni_id))
      await audit.record({ actorId: said.actorId, action: said.action, entity: 'content', entityId: row.uni_id, details: said.details }, now);
  if (replace || items.some(({ row }) => row.u_approved_date && stored.has(row.uni_id))) await content.renumberTrending();
  return entered;
}
