import { consoleFields, type RecordEntity } from '@wiy/shared/admin-fields.schema';
import type { z } from 'zod';
import { sanitizeHtml } from '../lib/sanitize-html.ts';

export type Row = Record<string, unknown>;
export type WireRecord = Row & { uni_id: string };

/** Where one field of a wire record is kept, and how its value crosses between the two. */
export interface RecordColumn {
  field: string;
  column: string;
  /**
   * `ref`: a `{ id }` object kept as an id column; `named`: a `{ name }` object kept as its name; `html`:
   * sanitised before it is kept; `number`: read back as a number (PostgreSQL answers big integers as text).
   */
  kind: 'value' | 'ref' | 'named' | 'html' | 'number';
  /** For `ref`: the entity referred to, and the id that means "none" (a parent's `u_parent.id` '0'). */
  ref?: { entity: RecordEntity; none?: string };
}

/** A column that differs from the rule: another name, or a `{ name }` object. */
export type ColumnOverride = string | { named: string };

/**
 * The columns of an entity, read off its wire schema and the console metadata of its fields: a field is
 * kept in the column of its name and a reference `u_x` in `x_id`, unless `overrides` says otherwise.
 */
export function recordColumns(schema: z.ZodObject, overrides: Record<string, ColumnOverride> = {}): RecordColumn[] {
  return Object.entries(schema.shape).map(([field, fieldSchema]): RecordColumn => {
    const override = overrides[field];
    if (typeof override === 'object') return { field, column: override.named, kind: 'named' };
    const meta = consoleFields.get(fieldSchema);
    if (meta?.kind === 'ref' || meta?.kind === 'parent') {
      const ref = { entity: meta.ref!, ...(meta.kind === 'parent' ? { none: '0' } : {}) };
      return { field, column: override ?? `${field.replace(/^u_/, '')}_id`, kind: 'ref', ref };
    }
    const kind = meta?.kind === 'html' ? 'html' : meta?.kind === 'number' ? 'number' : 'value';
    return { field, column: override ?? field, kind };
  });
}

/** The table row of a wire record. */
export function toRow(columns: RecordColumn[], record: Row): Row {
  const row: Row = {};
  for (const { field, column, kind } of columns) {
    const value = record[field];
    if (kind === 'ref') row[column] = (value as { id: string } | null | undefined)?.id ?? null;
    else if (kind === 'named') row[column] = (value as { name: string }).name;
    else if (kind === 'html') row[column] = sanitizeHtml(String(value ?? ''));
    else row[column] = value;
  }
  return row;
}

/** The wire record of a table row. */
export function fromRow(columns: RecordColumn[], row: Row): WireRecord {
  const record: Row = {};
  for (const { field, column, kind } of columns) {
    const value = row[column];
    if (kind === 'ref') record[field] = value === null || value === undefined ? null : { id: String(value) };
    else if (kind === 'named') record[field] = { name: value };
    else if (kind === 'number') record[field] = Number(value);
    else if (field === 'uni_id') record[field] = String(value);
    else record[field] = value;
  }
  return record as WireRecord;
}
