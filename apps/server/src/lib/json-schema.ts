import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * A zod wire schema as the JSON Schema Fastify validates and serialises with. Nullable members come out
 * of zod as `anyOf [X, null]`; they are folded into `type: [X, 'null']` because fast-json-stringify
 * serialises that directly, where an `anyOf` costs a validation per value on the hot feed path.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  return foldNullable(z.toJSONSchema(schema, { target: 'draft-7', io, unrepresentable: 'any' }) as JsonSchema);
}

function foldNullable(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(foldNullable) as unknown as JsonSchema;
  if (!node || typeof node !== 'object') return node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    out[key] = foldNullable(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((member) => member.type === 'null');
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string') {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}
