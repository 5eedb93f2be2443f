import type { AuditEntry } from '@wiy/shared/admin.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { newId } from '../../../lib/ids.ts';

export interface AuditEvent {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  details?: unknown;
}

export interface AuditFilter {
  entity?: string | undefined;
  action?: string | undefined;
  actorId?: string | undefined;
  entityId?: string | undefined;
}

/** The audit log: who changed what and when. Written in the same transaction as the change it records. */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(event: AuditEvent, now: Date): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        id: newId(now),
        actor_id: event.actorId,
        action: event.action,
        entity: event.entity,
        entity_id: event.entityId,
        details: event.details === undefined ? null : JSON.stringify(event.details),
        created: now.toISOString(),
      })
      .execute();
  }

  /** A page of entries, newest first, with the total and the actor's name. */
  async list(filter: AuditFilter, page: number, size: number): Promise<{ record: AuditEntry[]; total: number }> {
    let query = this.db.selectFrom('audit_log').leftJoin('app_user', 'app_user.id', 'audit_log.actor_id');
    if (filter.entity) query = query.where('audit_log.entity', '=', filter.entity);
    if (filter.action) query = query.where('audit_log.action', '=', filter.action);
    if (filter.actorId) query = query.where('audit_log.actor_id', '=', filter.actorId);
    if (filter.entityId) query = query.where('audit_log.entity_id', '=', filter.entityId);
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await query
      .selectAll('audit_log')
      .select(['app_user.first_name', 'app_user.user_name'])
      .orderBy('audit_log.created', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return {
      total: Number(counted?.total ?? 0),
      record: rows.map((row) => ({
        id: row.id,
        actor: row.actor_id ? { id: row.actor_id, name: row.first_name ?? row.user_name ?? row.actor_id } : null,
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        details: row.details ? JSON.parse(row.details) : null,
        created: row.created,
      })),
    };
  }
}
