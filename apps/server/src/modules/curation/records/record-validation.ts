import type { ExportSection } from '@wiy/shared/admin-transfer.schema';
import type { z } from 'zod';
import { ClientError } from '../../../lib/client-error.ts';
import { recordDefinitions, type RecordDefinition } from './record-definitions.ts';
import type { RecordRepository } from './record.repository.ts';

/** The first problem zod found, as `field.path: message`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'record';
  return `${field}: ${issue?.message ?? 'invalid'}`;
}

/** `value` parsed by `schema`, or a 400 naming what was being read (`label`) and the field. */
export function parseOrThrow<T>(schema: z.ZodType<T, unknown>, value: unknown, label: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ClientError(400, `${label}: ${describeIssue(result.error)}`);
  return result.data;
}

/** The id a reference of `record` names, or undefined when it names none (`rule.none`, such as a parent '0'). */
export function referencedId(rule: RecordDefinition['references'][number], record: Record<string, unknown>): string | undefined {
  const id = (record[rule.field] as { id?: string } | null | undefined)?.id;
  return id && id !== rule.none ? id : undefined;
}

/**
 * The first reference of `record` that points at nothing, as `field.id: no entity "id"`, or undefined.
 * `alsoPresent` holds ids that will exist by the time this record is written (an import's own records).
 */
export async function findMissingReference(
  records: RecordRepository,
  definition: RecordDefinition,
  record: Record<string, unknown>,
  alsoPresent: (entity: ExportSection) => Set<string> = () => new Set(),
): Promise<string | undefined> {
  for (const rule of definition.references) {
    const id = referencedId(rule, record);
    if (!id || alsoPresent(rule.entity).has(id)) continue;
    const found = await records.existingIds(recordDefinitions[rule.entity], [id]);
    if (!found.has(id)) return `${rule.field}.id: no ${rule.entity} "${id}"`;
  }
  return undefined;
}

/**
 * A content item's sub-category must be one of its category's, or the item would show under a category
 * page it does not belong to. `subCategoryOwner` answers a sub-category's category id.
 */
export async function subCategoryMismatch(
  record: Record<string, unknown>,
  subCategoryOwner: (subCategoryId: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  const categoryId = (record.u_category as { id?: string } | null | undefined)?.id;
  const subCategoryId = (record.u_sub_category as { id?: string } | null | undefined)?.id;
  if (!subCategoryId) return undefined;
  const owner = await subCategoryOwner(subCategoryId);
  if (owner !== categoryId) return `u_sub_category.id: "${subCategoryId}" is not a sub-category of ${categoryId ? `"${categoryId}"` : 'no category'}`;
  return undefined;
}
