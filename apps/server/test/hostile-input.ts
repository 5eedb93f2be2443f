import { recordEntities } from '@wiy/shared/admin-entities.schema';
import type { ExportSection } from '@wiy/shared/admin-transfer.schema';
import { contentRecordSchema } from '@wiy/shared/admin.schema';
import { toJsonSchema } from '../src/lib/json-schema.ts';

/**
 * What the hostile-input test and the benchmark's malformed-request probe (bench/malformed.ts) both aim with:
 * the routes of the OpenAPI document, the wire schemas the free-form bodies are read with, and the values
 * both send.
 */

export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
}

/** One method and path of the OpenAPI document, with the parameters and the JSON body it declares. */
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

/**
 * The JSON Schema of an import section's records. The import route takes any object and its service reads
 * each section with these, so a probe generates from them to get past the first check.
 */
export function sectionWireSchema(section: ExportSection): Schema {
  return toJsonSchema(section === 'content' ? contentRecordSchema : recordEntities[section].schema, 'input');
}

/** Text that JavaScript, JSON or a database reads as a number, or as an odd one: infinite, not a number, signed, hexadecimal. */
export const NUMBER_LIKE_TEXT = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '-1', '0', '-0', '1.5', '0x10', '1e3'] as const;

/** Text with a NUL in it, which PostgreSQL refuses in any text value and SQLite keeps. */
export const NUL_TEXT = ['\u0000', 'a\u0000b'] as const;
