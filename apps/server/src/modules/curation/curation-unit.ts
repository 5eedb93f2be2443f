import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { UnitOfWork } from '../../db/unit-of-work.ts';
import { AuditRepository } from './audit/audit.repository.ts';
import { ContentRepository } from './content/content.repository.ts';
import { RecordRepository } from './records/record.repository.ts';

/** The repositories one curation change works with, all on the same connection or transaction. */
export interface CurationRepositories {
  records: RecordRepository;
  audit: AuditRepository;
  content: ContentRepository;
}

/** The curation repositories over `over` (the pool or a transaction); a module that writes more adds its own beside them. */
export function curationRepositories(over: Kysely<Database>, product: string): CurationRepositories {
  return {
    records: new RecordRepository(over, product),
    audit: new AuditRepository(over),
    content: new ContentRepository(over),
  };
}

/**
 * The curation's repositories and its transactions: a change, its audit entry and the Trending renumbering
 * land together or not at all.
 */
export type CurationUnit = UnitOfWork<CurationRepositories>;

export function curationUnit(db: Kysely<Database>, product: string): CurationUnit {
  return new UnitOfWork(db, (over) => curationRepositories(over, product));
}

/** Who is making a change, for the audit log. */
export interface Actor {
  id: string;
}
