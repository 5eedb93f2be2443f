import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { FeedRepository } from '../feed/feed.repository.ts';
import { ContentRepository } from './content/content.repository.ts';
import { AuditRepository } from './audit/audit.repository.ts';
import { RecordRepository } from './records/record.repository.ts';

/** The repositories one curation change works with, all on the same connection or transaction. */
export interface CurationRepositories {
  records: RecordRepository;
  audit: AuditRepository;
  feed: FeedRepository;
  content: ContentRepository;
}

export function curationRepositories(db: Kysely<Database>, product: string): CurationRepositories {
  return { records: new RecordRepository(db, product), audit: new AuditRepository(db), feed: new FeedRepository(db), content: new ContentRepository(db) };
}

/** Runs `work` in one transaction: the change, its audit entry and the Trending renumbering land together or not at all. */
export function inTransaction<T>(db: Kysely<Database>, product: string, work: (repositories: CurationRepositories) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => work(curationRepositories(trx, product)));
}

/** Who is making a change, for the audit log. */
export interface Actor {
  id: string;
}
