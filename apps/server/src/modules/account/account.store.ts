import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { UnitOfWork } from '../../db/unit-of-work.ts';
import { ActivityRepository } from './activity.repository.ts';
import { DeletionRepository } from './deletion/deletion.repository.ts';
import { OtpRepository } from './one-time-codes/otp.repository.ts';
import { RateEventRepository } from './rate-event.repository.ts';
import { ResetGrantRepository } from './password-reset/reset-grant.repository.ts';
import { SessionRepository } from './session/session.repository.ts';
import { UserRepository } from './user.repository.ts';

/** The account area's repositories over one connection or transaction. */
export interface AccountRepositories {
  users: UserRepository;
  sessions: SessionRepository;
  otps: OtpRepository;
  rates: RateEventRepository;
  grants: ResetGrantRepository;
  deletions: DeletionRepository;
  activity: ActivityRepository;
}

/** Hands the services their repositories, outside or inside a transaction, never SQL. */
export class AccountStore extends UnitOfWork<AccountRepositories> {
  constructor(database: DatabaseHandle) {
    super(database.db, (db) => repositoriesOver(db, database.kind));
  }

  /**
   * Runs `work` in one transaction holding the locks of `keys` (sorted, so that two callers never wait on
   * each other in opposite orders): the checks and writes of a limit are one step for every process.
   */
  async exclusive<T>(keys: string[], work: (repos: AccountRepositories) => Promise<T>): Promise<T> {
    return this.transaction(async (repos) => {
      for (const key of [...new Set(keys)].sort()) await repos.rates.lock(key);
      return work(repos);
    });
  }
}

function repositoriesOver(db: Kysely<Database>, kind: DatabaseHandle['kind']): AccountRepositories {
  return {
    users: new UserRepository(db),
    sessions: new SessionRepository(db),
    otps: new OtpRepository(db),
    rates: new RateEventRepository(db, kind),
    grants: new ResetGrantRepository(db),
    deletions: new DeletionRepository(db),
    activity: new ActivityRepository(db),
  };
}
