import type { EntityRecord } from '@wiy/shared/admin-entities.schema';
import type { RecordEntity } from '@wiy/shared/admin-fields.schema';
import { RECORD_PAGE_SIZE, type Paged } from '@wiy/shared/admin.schema';
import { ClientError } from '../../../lib/client-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import type { Actor, CurationRepositories, CurationUnit } from '../curation-unit.ts';
import { recordDefinitions, type RecordDefinition } from './record-definitions.ts';
import { constraintKind } from './record.repository.ts';
import { findMissingReference, parseOrThrow } from './record-validation.ts';

/** Editing the curated entities other than content items: validate, check references, write, audit. */
export class RecordService {
  constructor(
    private readonly unit: CurationUnit,
    private readonly clock: Clock,
  ) {}

  async list(entity: RecordEntity, search: string | undefined, page: number): Promise<Paged<EntityRecord>> {
    const definition = recordDefinitions[entity];
    const { rows, total } = await this.unit.repos.records.list(definition, { search, page, size: RECORD_PAGE_SIZE });
    return { record: rows.map(definition.fromRow), total };
  }

  async get(entity: RecordEntity, id: string): Promise<EntityRecord> {
    const definition = recordDefinitions[entity];
    const row = await this.unit.repos.records.find(definition, id);
    if (!row) throw new ClientError(404, `No ${entity} "${id}"`);
    return definition.fromRow(row);
  }

  /** Creates a record; a missing uni_id is made here, a taken one is refused with 409. */
  async create(entity: RecordEntity, body: Record<string, unknown>, actor: Actor): Promise<EntityRecord> {
    const definition = recordDefinitions[entity];
    const now = this.clock.now();
    const record = parseOrThrow(definition.schema, { ...body, uni_id: body.uni_id ?? newId(now) }, entity);
    await this.write(definition, record, async ({ records, audit }) => {
      if ((await records.existingIds(definition, [record.uni_id])).size) throw new ClientError(409, `A ${entity} "${record.uni_id}" already exists`);
      await records.insert(definition, definition.toRow(record), now.toISOString());
      await audit.record({ actorId: actor.id, action: 'create', entity, entityId: record.uni_id }, now);
    });
    return this.get(entity, record.uni_id);
  }

  async update(entity: RecordEntity, id: string, body: Record<string, unknown>, actor: Actor): Promise<EntityRecord> {
    const definition = recordDefinitions[entity];
    const now = this.clock.now();
    const record = parseOrThrow(definition.schema, { ...body, uni_id: id }, entity);
    await this.write(definition, record, async ({ records, audit }) => {
      const before = await records.find(definition, id);
      if (!before) throw new ClientError(404, `No ${entity} "${id}"`);
      await records.update(definition, id, definition.toRow(record), now.toISOString());
      await audit.record({ actorId: actor.id, action: 'update', entity, entityId: id, details: changedFields(definition.fromRow(before), record) }, now);
    });
    return this.get(entity, id);
  }

  async remove(entity: RecordEntity, id: string, actor: Actor): Promise<void> {
    const definition = recordDefinitions[entity];
    const now = this.clock.now();
    await this.guard(entity, () =>
      this.unit.transaction(async ({ records, audit }) => {
        if (!(await records.delete(definition, id))) throw new ClientError(404, `No ${entity} "${id}"`);
        await audit.record({ actorId: actor.id, action: 'delete', entity, entityId: id }, now);
      }),
    );
  }

  private async write(definition: RecordDefinition, record: EntityRecord, work: (repositories: CurationRepositories) => Promise<void>): Promise<void> {
    await this.guard(definition.entity, () =>
      this.unit.transaction(async (repositories) => {
        const missing = await findMissingReference(repositories.records, definition, record);
        if (missing) throw new ClientError(400, `${definition.entity} ${missing}`);
        await work(repositories);
      }),
    );
  }

  /** A broken database rule (a duplicate name, a record still in use) is the caller's conflict, not a fault. */
  private async guard(entity: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      const kind = constraintKind(error);
      if (kind === 'unique') throw new ClientError(409, `Another ${entity} already has this name`);
      if (kind === 'reference') throw new ClientError(409, `This ${entity} is still used by other records`);
      throw error;
    }
  }
}

/** The names of the fields whose values differ, for the audit log. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { changed: string[] } {
  return { changed: Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])) };
}
