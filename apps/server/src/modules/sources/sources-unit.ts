import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { UnitOfWork } from '../../db/unit-of-work.ts';
import { curationRepositories, type CurationRepositories } from '../curation/curation-unit.ts';
import { SourcesRepository } from './sources.repository.ts';

/** The curation's repositories and the sources', on one connection or transaction: a poll, or an import, writes both. */
export type SourcesUnit = UnitOfWork<CurationRepositories & { sources: SourcesRepository }>;

export function sourcesUnit(db: Kysely<Database>, product: string): SourcesUnit {
  return new UnitOfWork(db, (over) => ({ ...curationRepositories(over, product), sources: new SourcesRepository(over) }));
}
