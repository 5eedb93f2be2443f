import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

declare const wireType: unique symbol;
/** A JSON Schema that carries, for the type checker only, the type of what passes it (the zod schema's output). */
export type WireSchema<T> = JsonSchema & { readonly [wireType]?: T };

/**
 * Handlers read their params, query and body typed from the schemas they declare (`toJsonSchema`), so that a
 * route never restates a type by hand. Answers stay untyped here: the hot paths send ready JSON text, and the
 * response schema checks the rest as it serialises.
 */
interface WireTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends WireSchema<infer T> ? T : unknown;
  serializer: unknown;
}

/** The app as a routes plugin receives it, with its handlers typed by their schemas. */
export type WireApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, WireTypeProvider>;

/** A JSON Schema written by hand (no zod schema says it), with the type of what passes it. */
export function typedSchema<T>(schema: JsonSchema): WireSchema<T> {
  return schema;
}

/**
 * A zod wire schema as the JSON Schema Fastify validates and serialises with. Nullable members come out
 * of zod as `anyOf [X, null]`; they are folded into `type: [X, 'null']` because fast-json-stringify
 * serialises that directly, where an `anyOf` costs a validation per value on the hot feed path.
 */
export function toJsonSchema<S extends z.ZodType>(schema: S, io: 'input' | 'output' = 'output'): WireSchema<z.output<S>> {
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

/**
 * A route's JSON Schema in the dialect of an OpenAPI 3.1 document (JSON Schema 2020-12). Routes keep draft-07,
 * because fast-json-stringify writes a tuple only from draft-07's `items: [...]`; 2020-12 says it with
 * `prefixItems`, and `items` then holds what draft-07 put in `additionalItems`. The rest of what zod and our
 * routes write means the same in both.
 */
export function toDraft2020(node: unknown): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (SUBSCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, member]) => [name, toDraft2020(member)]));
    } else if (SUBSCHEMA_KEYWORDS.has(key)) {
      out[key] = Array.isArray(value) ? value.map(toDraft2020) : toDraft2020(value);
    } else {
      out[key] = value;
    }
  }
  if (Array.isArray(out.items)) {
    const { items, additionalItems, ...rest } = out;
    return { ...rest, prefixItems: items, ...(additionalItems === undefined ? {} : { items: additionalItems }) };
  }
  return out;
}

/** draft-07's keywords whose value maps names to schemas. */
const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);
/** draft-07's keywords whose value is a schema or a list of schemas; any other keyword's value (`enum`, `default`) is data. */
const SUBSCHEMA_KEYWORDS = new Set([
  'items',
  'additionalItems',
  'contains',
  'additionalProperties',
  'propertyNames',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
]);

/** The answer of every error: `{ "Error": "…" }` (plugins/errors.ts), for the routes' response schemas. */
export const errorAnswer = toJsonSchema(z.object({ Error: z.string() }));
