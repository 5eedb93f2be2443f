import { consoleFields, type ConsoleField } from '@wiy/shared/admin-fields.schema';
import type { z } from 'zod';

/** A field of a record as the console edits it. */
export type FieldSpec = ConsoleField & { name: string };

/** The form's values: each field as the text its input holds, a flag as a checkbox's state. */
export type FormValues = Record<string, string | boolean>;

/** The fields a curator edits, in their declared order, read off the entity's one declaration. */
export function editableFields(schema: z.ZodObject): FieldSpec[] {
  return Object.entries(schema.shape).flatMap(([name, fieldSchema]) => {
    const meta = consoleFields.get(fieldSchema);
    return meta ? [{ name, ...meta }] : [];
  });
}

/** The form's text for each field of a record (or blank for a new one). */
export function toFormValues(fields: FieldSpec[], record: Record<string, unknown> | undefined): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = record?.[field.name];
    if (field.kind === 'flag') values[field.name] = value === 'true';
    else if (field.kind === 'ref' || field.kind === 'parent') {
      const id = (value as { id?: string } | null | undefined)?.id ?? '';
      values[field.name] = id === '0' ? '' : id;
    } else values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** The record the API takes from the form's text. */
export function toRecordBody(fields: FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'flag') body[field.name] = value ? 'true' : 'false';
    else if (field.kind === 'number') body[field.name] = value === '' ? 0 : Number(value);
    else if (field.kind === 'ref') body[field.name] = value ? { id: value } : null;
    else if (field.kind === 'parent') body[field.name] = { id: value || '0' };
    else if (field.kind === 'image' || field.kind === 'url') body[field.name] = String(value).trim() || null;
    else body[field.name] = value;
  }
  return body;
}
