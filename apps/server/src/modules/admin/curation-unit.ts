import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { UnitOfWork } from '../../db/unit-of-work.ts';
import { UserRepository } from '../account/user.repository.ts';
import { FeedRepository } from '../feed/feed.repository.ts';
import { SourcesRepository } from '../sources/sources.repository.ts';
import { AuditRepository } from './audit/audit.repository.ts';
import { ContentRepository } from './content/content.repository.ts';
import { PeopleRepository } from './people/people.repository.ts';
import { RecordRepository } from './records/record.repository.ts';

/** The repositories one console change works with, all on the same connection or transaction. */
export interface CurationRepositories {
  records: RecordRepository;
  audit: AuditRepository;
  feed: FeedRepository;
  content: ContentRepository;
  people: PeopleRepository;
  /** The accounts themselves: the command line makes the first admin through them. */
  users: UserRepository;
  /** The sources, which an import writes with the items they brought in. */
  sources: SourcesRepository;
}

/**
 * The console's repositories and its transactions: a change, its audit entry and the Trending renumbering
 * land together or not at all.
 */
export type CurationUnit = UnitOfWork<CurationRepositories>;

export function curationUnit(db: Kysely<Database>, product: string): CurationUnit {
  return new UnitOfWork(db, (over) => ({
    records: new RecordRepository(over, product),
    audit: new AuditRepository(over),
    feed: new FeedRepository(over),
    content: new ContentRepository(over),
    people: new PeopleRepository(over),
    users: new UserRepository(over),
    sources: new SourcesRepository(over),
  }));
}

/** Who is making a change, for the audit log. */
export interface Actor {
  id: string;
}
