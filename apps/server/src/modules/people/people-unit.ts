import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { UnitOfWork } from '../../db/unit-of-work.ts';
import { UserRepository } from '../account/user.repository.ts';
import { AuditRepository } from '../curation/audit/audit.repository.ts';
import { PeopleRepository } from './people.repository.ts';

/** The repositories a change of role works with: the people, the accounts themselves (the command line makes the first admin through them) and the audit log. */
export type PeopleUnit = UnitOfWork<{ people: PeopleRepository; users: UserRepository; audit: AuditRepository }>;

export function peopleUnit(db: Kysely<Database>): PeopleUnit {
  return new UnitOfWork(db, (over) => ({ people: new PeopleRepository(over), users: new UserRepository(over), audit: new AuditRepository(over) }));
}
