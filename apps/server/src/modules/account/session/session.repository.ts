import type { Kysely, Selectable } from 'kysely';
import type { Database, UserSessionTable } from '../../../db/schema.ts';

export type SessionRow = Selectable<UserSessionTable> & { user_name: string; first_name: string; role: string };

/** Server-side sessions: a token is only honoured while its row is live (see plugins/auth.ts). */
export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Selectable<UserSessionTable>): Promise<void> {
    await this.db.insertInto('user_session').values(row).execute();
  }

  /** The session with its user's names and role, or undefined when the session or the user is gone. */
  async findWithUser(sessionId: string, userId: string): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('user_session')
      .innerJoin('app_user', 'app_user.id', 'user_session.user_id')
      .selectAll('user_session')
      .select(['app_user.user_name', 'app_user.first_name', 'app_user.role'])
      .where('user_session.id', '=', sessionId)
      .where('user_session.user_id', '=', userId)
      .executeTakeFirst();
  }

  async extend(sessionId: string, expires: string): Promise<void> {
    await this.db.updateTable('user_session').set({ expires }).where('id', '=', sessionId).where('revoked', 'is', null).execute();
  }

  async revoke(sessionId: string, at: string): Promise<void> {
    await this.db.updateTable('user_session').set({ revoked: at }).where('id', '=', sessionId).where('revoked', 'is', null).execute();
  }

  /** Ends every session of a user: after a password change or a deletion request. */
  async revokeAllOfUser(userId: string, at: string): Promise<void> {
    await this.db.updateTable('user_session').set({ revoked: at }).where('user_id', '=', userId).where('revoked', 'is', null).execute();
  }
}
