import { recordEntities } from '@wiy/shared/admin-entities.schema';
import type { RecordEntity } from '@wiy/shared/admin-fields.schema';
import type { ExportSection } from '@wiy/shared/admin-transfer.schema';
import { contentRecordSchema } from '@wiy/shared/admin.schema';
import type { z } from 'zod';
import { fromRow, recordColumns, toRow, type ColumnOverride, type RecordColumn, type Row, type WireRecord } from '../../../db/record-columns.ts';
import { contentColumns } from '../../../db/content-columns.ts';
import type { Database } from '../../../db/schema.ts';

/** A reference from one record to another, by the wire field that carries `{ id }`. */
interface ReferenceRule {
  field: string;
  entity: RecordEntity;
  /** `u_parent.id` '0' means "no parent", not a record called 0. */
  none?: string | undefined;
}

/**
 * How one entity is kept: its table and the columns its wire fields go to, all read off the entity's one
 * declaration in the shared package. No SQL here: the record repository reads and writes any entity
 * through its definition, and import/export walks the same list.
 */
export interface RecordDefinition {
  entity: ExportSection;
  table: keyof Database;
  /** The table's key column; the wire always calls it `uni_id`. */
  key: string;
  schema: z.ZodType<WireRecord, unknown>;
  columns: RecordColumn[];
  /** The column of the field a list shows, which the console's text search looks in. */
  searchColumn: string;
  orderBy: string;
  references: ReferenceRule[];
  /** Whether the table keeps `created` and `updated`, which the wire record does not carry. */
  timestamps: boolean;
  toRow(record: Row): Row;
  fromRow(row: Row): WireRecord;
}

interface Storage<Table extends keyof Database> {
  table: Table;
  orderBy: keyof Database[Table] & string;
  timestamps?: boolean;
  overrides?: Record<string, ColumnOverride>;
}

function define<Table extends keyof Database>(
  entity: ExportSection,
  schema: z.ZodObject,
  storage: Storage<Table>,
  columns = recordColumns(schema, storage.overrides),
): RecordDefinition {
  const display = entity === 'content' ? 'u_title' : recordEntities[entity].display;
  return {
    entity,
    table: storage.table,
    key: columns.find((column) => column.field === 'uni_id')!.column,
    schema: schema as unknown as z.ZodType<WireRecord, unknown>,
    columns,
    searchColumn: columns.find((column) => column.field === display)!.column,
    orderBy: storage.orderBy,
    references: columns.flatMap((column) => (column.ref ? [{ field: column.field, ...column.ref }] : [])),
    timestamps: storage.timestamps ?? false,
    toRow: (record) => toRow(columns, record),
    fromRow: (row) => fromRow(columns, row),
  };
}

const entity = <Table extends keyof Database>(name: RecordEntity, storage: Storage<Table>) => define(name, recordEntities[name].schema, storage);

export const recordDefinitions: Record<ExportSection, RecordDefinition> = {
  language: entity('language', { table: 'language', orderBy: 'name' }),
  category: entity('category', { table: 'category', orderBy: 'u_list_category_order' }),
  sub_category: entity('sub_category', { table: 'sub_category', orderBy: 'u_order' }),
  hot_topic: entity('hot_topic', { table: 'hot_topic', orderBy: 'u_title', timestamps: true }),
  list_category: entity('list_category', { table: 'list_category', orderBy: 'u_order' }),
  channel: entity('channel', { table: 'list_channel', orderBy: 'u_name', timestamps: true }),
  filter_record: entity('filter_record', { table: 'filter_record', orderBy: 'u_name' }),
  channel_feed: entity('channel_feed', { table: 'channel_feed', orderBy: 'u_name', timestamps: true }),
  recipe: entity('recipe', { table: 'recipe', orderBy: 'u_title', timestamps: true, overrides: { u_channel_name: 'channel_id' } }),
  // category_id is the product's 'policy' knowledge category, filled in by the repository.
  policy: entity('policy', { table: 'knowledge', orderBy: 'u_order', timestamps: true, overrides: { uni_id: 'id' } }),
  content: define('content', contentRecordSchema, { table: 'feed_item', orderBy: 'updated' }, contentColumns),
};
