import type { FastifyInstance } from 'fastify';

type Schema = Record<string, unknown>;

/**
 * Longest string a request field takes when its schema sets no `maxLength`: enough for any id, name,
 * search or token; a field that needs more declares its own `max` (a description, a push token).
 */
export const MAX_STRING_LENGTH = 1_000;

/**
 * Longest string anywhere inside a free-form part (a console record, an import file). Their services
 * check such values field by field with their own schemas; this is the backstop that keeps a string the
 * size of a whole request away from the database. Above any text a record holds (a policy's html, 200,000).
 */
export const FREE_FORM_MAX_LENGTH = 1_000_000;

/** PostgreSQL refuses NUL in text (SQLite keeps it): no string of a request may hold one. */
const NO_NUL = '^[^\\u0000]*$';

/** The JSON Schema keyword that bounds every string at any depth of a value its schema leaves open. */
export const BOUNDED_STRINGS = 'x-bounded-strings';

const REQUEST_PARTS = ['params', 'querystring', 'query', 'body', 'headers'] as const;

/**
 * Every route's request schemas (params, query, body, headers) within bounds, whatever the route wrote:
 * a string without `maxLength` gets `MAX_STRING_LENGTH`, every string refuses NUL, a number without a
 * bound gets ±MAX_SAFE_INTEGER (which, with ajv's `strictNumbers: false`, refuses a coerced `Infinity`),
 * and a part left free-form gets `x-bounded-strings`. Register before @fastify/swagger so the OpenAPI
 * document shows the bounds.
 */
export function registerInputBounds(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    // A copy: route schemas share objects with each other and with response schemas (`anyRecord`).
    const schema: Schema = { ...route.schema };
    for (const part of REQUEST_PARTS) if (schema[part] !== undefined) schema[part] = boundSchema(schema[part]);
    route.schema = schema;
  });
}

/** `schema` with the bounds above added wherever they are missing; the input is left untouched. */
export function boundSchema(schema: unknown): unknown {
  return bound(schema, false);
}

/**
 * `constraint`: a member of anyOf, oneOf or allOf, or the then/else of an if, where a schema without a type
 * only adds a rule (`{ required: [...] }`, the NUL rule beside a pattern) to the type its parent gives, and
 * is not free-form.
 */
function bound(schema: unknown, constraint: boolean): unknown {
  if (!isObject(schema)) return schema;
  const node: Schema = { ...schema };
  const walk = (member: unknown) => bound(member, false);
  for (const key of ['properties', 'patternProperties', 'definitions', '$defs']) {
    const members = node[key];
    if (isObject(members)) node[key] = Object.fromEntries(Object.entries(members).map(([name, member]) => [name, walk(member)]));
  }
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const members = node[key];
    if (Array.isArray(members)) node[key] = members.map((member) => bound(member, true));
  }
  // Not `not` nor `if`: a bound added inside them would widen what the schema accepts.
  for (const key of ['then', 'else']) if (isObject(node[key])) node[key] = bound(node[key], true);
  // `items` is one schema, or a list of them (a tuple, as `prefixItems` is).
  if (Array.isArray(node.items)) node.items = node.items.map(walk);
  if (Array.isArray(node.prefixItems)) node.prefixItems = node.prefixItems.map(walk);
  for (const key of ['items', 'additionalProperties', 'additionalItems']) if (isObject(node[key])) node[key] = walk(node[key]);
  if (node.enum !== undefined || node.const !== undefined || node.$ref !== undefined) return node;
  const types = typesOf(node);
  if (types.includes('string')) boundString(node);
  if (types.includes('number') || types.includes('integer')) {
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) node.minimum = -Number.MAX_SAFE_INTEGER;
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) node.maximum = Number.MAX_SAFE_INTEGER;
  }
  if (isFreeForm(node, types, constraint)) node[BOUNDED_STRINGS] ??= FREE_FORM_MAX_LENGTH;
  return node;
}

function boundString(node: Schema): void {
  node.maxLength ??= MAX_STRING_LENGTH;
  if (node.pattern === undefined) node.pattern = NO_NUL;
  else if (node.pattern !== NO_NUL) {
    // A schema holds one `pattern`: the route's own stays, the NUL rule goes beside it.
    const allOf = Array.isArray(node.allOf) ? node.allOf : [];
    if (!allOf.some((member) => isObject(member) && member.pattern === NO_NUL)) node.allOf = [...allOf, { pattern: NO_NUL }];
  }
}

/** Whether some value inside `node` is constrained by nothing: any type, any property, any item. */
function isFreeForm(node: Schema, types: string[], constraint: boolean): boolean {
  if (types.length === 0) return !constraint && !['anyOf', 'oneOf', 'allOf'].some((key) => key in node);
  if (types.includes('object')) {
    const declared = node.properties !== undefined || node.patternProperties !== undefined;
    if (node.additionalProperties === true || (node.additionalProperties === undefined && !declared)) return true;
  }
  return types.includes('array') && node.items === undefined && node.prefixItems === undefined;
}

function typesOf(node: Schema): string[] {
  if (typeof node.type === 'string') return [node.type];
  return Array.isArray(node.type) ? node.type.filter((type): type is string => typeof type === 'string') : [];
}

function isObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a string breaks the bounds, as a JSON pointer below the checked value, and why. */
export interface StringProblem {
  path: string;
  message: string;
}

/**
 * The first string in `value` (a property name or a value, at any depth) longer than `max` or holding NUL.
 * Walks with a list rather than recursion: a deeply nested body must not exhaust the stack.
 */
export function findUnboundedString(value: unknown, max: number): StringProblem | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      const message = stringProblem(next.value, max);
      if (message) return { path: next.path, message };
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, child] of Object.entries(next.value)) {
        const path = `${next.path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        const message = stringProblem(key, max);
        if (message) return { path, message: `property name ${message}` };
        pending.push({ value: child, path });
      }
    }
  }
  return undefined;
}

function stringProblem(text: string, max: number): string | undefined {
  if (text.length > max) return `must be at most ${max} characters long`;
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  return undefined;
}

/** `x-bounded-strings` for ajv (`keywords` option): its value is the longest string allowed. */
export const boundedStringsKeyword = {
  keyword: BOUNDED_STRINGS,
  schemaType: 'number',
  errors: true,
  validate: validateBoundedStrings,
} as const;

function validateBoundedStrings(max: number, data: unknown, _schema?: unknown, context?: { instancePath: string }): boolean {
  const problem = findUnboundedString(data, max);
  if (!problem) return true;
  validateBoundedStrings.errors = [
    { keyword: BOUNDED_STRINGS, instancePath: `${context?.instancePath ?? ''}${problem.path}`, message: problem.message, params: { max } },
  ];
  return false;
}
// ajv reads why a check failed from the function itself, as its documented function keywords do.
validateBoundedStrings.errors = [] as { keyword: string; instancePath: string; message: string; params: { max: number } }[];
