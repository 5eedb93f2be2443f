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

/** The answer of every error: `{ "Error": "…" }` (plugins/errors.ts), for the routes' response schemas. */
export const errorAnswer = toJsonSchema(z.object({ Error: z.string() }));
