/**
 * The malformed-request probe of issue 15: tens of thousands of hostile requests over real HTTP, spread over
 * every route of the server's OpenAPI document, plus raw-socket cases no HTTP client would send. Every case
 * is a function of its index and one seed, so two runs send the same bytes in the same mix.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { recordEntities } from '@wiy/shared/admin-entities.schema';
import { RECORD_ENTITIES } from '@wiy/shared/admin-fields.schema';
import { EXPORT_ORDER } from '@wiy/shared/admin-transfer.schema';
import { contentInputSchema, contentRecordSchema } from '@wiy/shared/admin.schema';
import { SeededRandom } from '../apps/server/src/seed/random.ts';
import { toJsonSchema } from '../apps/server/src/lib/json-schema.ts';

type Schema = Record<string, unknown>;

interface Parameter {
  in: string;
  name: string;
  schema?: Schema;
}

/** One method and path of the OpenAPI document, with what it declares. */
export interface Operation {
  method: string;
  path: string;
  params: Parameter[];
  body: Schema | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const body = operation.requestBody ? Object.values(operation.requestBody.content)[0]?.schema : undefined;
      operations.push({ method: method.toUpperCase(), path, params: operation.parameters ?? [], body });
    }
  }
  return operations;
}

/** A fragment of JSON text written as it is: numbers JSON.stringify cannot spell (1e309), duplicate keys. */
class Raw {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Path segments as they go on the wire: numbers JavaScript reads oddly, bad escapes, traversal, unicode. */
const HOSTILE_SEGMENTS = [
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  'NaN',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x10',
  '1e3',
  '%2B1',
  '%201',
  '1%20',
  '9007199254740993',
  '18446744073709551616',
  '99999999999999999999999999999999999999',
  '1'.repeat(101),
  'a'.repeat(99),
  'x'.repeat(5000),
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '..',
  '../',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '....//',
  encodeURIComponent('ü漢字🙂'),
  encodeURIComponent('\u202egnp.exe'),
  encodeURIComponent("' OR '1'='1"),
  encodeURIComponent('<script>alert(1)</script>'),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '%0d%0aSet-Cookie:%20x=1',
  '\\',
  ';',
  ',',
  '*',
  '~',
  '$',
  '%24%7B7*7%7D',
] as const;

const LONG = (n: number) => 'x'.repeat(n);

/** JSON values a field should never get: its own type's extremes and every other type. */
const HOSTILE_VALUES: readonly unknown[] = [
  new Raw('1e309'),
  new Raw('-1e309'),
  new Raw('-0'),
  new Raw('9007199254740993'),
  new Raw('123456789012345678901234567890'),
  new Raw('1e-400'),
  1.5,
  -1,
  0,
  null,
  true,
  false,
  [],
  {},
  '',
  ' ',
  'Infinity',
  'NaN',
  '-1',
  '1e309',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  LONG(1001),
  LONG(70_000),
  '🙂'.repeat(600),
  '../../etc/passwd',
  "' OR 1=1 --",
  '\r\nX-Injected: 1',
  '<img src=x onerror=alert(1)>',
  { $gt: '' },
  ['a', 1, null],
  { id: { id: { id: 'x' } } },
  [[[[[[[[]]]]]]]],
  new Raw('{"__proto__":{"polluted":1}}'),
  new Raw('{"constructor":{"prototype":{"polluted":1}}}'),
  new Raw('{"id":"a","id":1}'),
];

/** Query strings beyond the declared parameters: pollution attempts, bad escapes, repeats, sheer size. */
const JUNK_QUERIES = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a[]=1&a[]=2',
  '%zz=1',
  'q=%00',
  '=',
  '&&&',
  'x',
  `x=${LONG(3000)}`,
  Array.from({ length: 1000 }, (_, i) => `k${i}=1`).join('&'),
  'page=1&page=2',
  'application=wiy&application=x',
] as const;

const freeFormShapes = new Map<string, Schema | undefined>();

/** The free-form bodies' real shapes, from the schemas the services check them with (made once each). */
function freeFormBody(operation: Operation, entity: string | undefined): Schema | undefined {
  const key = `${operation.path} ${entity}`;
  if (!freeFormShapes.has(key)) freeFormShapes.set(key, freeFormShape(operation, entity));
  return freeFormShapes.get(key);
}

function freeFormShape(operation: Operation, entity: string | undefined): Schema | undefined {
  if (operation.path === '/api/admin/content' || operation.path === '/api/admin/content/{id}') return toJsonSchema(contentInputSchema, 'input');
  if (operation.path.startsWith('/api/admin/records/{entity}')) {
    return entity !== undefined && Object.hasOwn(recordEntities, entity)
      ? toJsonSchema(recordEntities[entity as keyof typeof recordEntities].schema, 'input')
      : undefined;
  }
  if (operation.path === '/api/admin/import') {
    const sections = Object.fromEntries(
      EXPORT_ORDER.map((section) => {
        const schema = section === 'content' ? contentRecordSchema : recordEntities[section].schema;
        return [section, { type: 'array', items: toJsonSchema(schema, 'input') }];
      }),
    );
    return { type: 'object', properties: { version: { const: 1 }, ...sections }, required: ['version'] };
  }
  return undefined;
}

/** What the generator needs to know of the running server. */
interface ProbeTarget {
  port: number;
  /** A signed-in admin's token, so that the console's handlers see hostile input too, not only the 401. */
  adminToken: string | undefined;
}

interface HttpCase {
  kind: 'path' | 'query' | 'json' | 'raw-body' | 'headers' | 'method';
  route: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

const GATEWAY = 'http://127.0.0.1:9/post';

/** A string a field of this name would plausibly hold; links never name a host outside this machine. */
function plausibleString(name: string, schema: Schema, rnd: SeededRandom, platformLinks: boolean): string {
  const n = rnd.int(0, 999_999);
  let value = 'bench text';
  if (/url|video_id|image_source/i.test(name)) value = platformLinks && rnd.chance(0.7) ? `https://twitter.com/someone/status/${1_000_000 + n}` : GATEWAY;
  else if (/image|logo/i.test(name)) value = 'demo/feed-1.svg';
  else if (/mobile|user_?name|contact_number/i.test(name)) value = `98765${String(n % 100_000).padStart(5, '0')}`;
  else if (/password/i.test(name)) value = rnd.pick(['Tiger$Lamp-Rain7', 'Wrong$Pass1']);
  else if (/otp/i.test(name)) value = String(n % 10_000).padStart(4, '0');
  else if (/^application|topic/i.test(name)) value = 'wiy';
  else if (/time$/i.test(name) || schema.format === 'date-time' || /^(created|updated)$/.test(name))
    value = new Date(Date.UTC(2026, 0, 1, 0, 0, n % 3600)).toISOString();
  else if (/timeSpent/.test(name)) value = '00:00:10';
  else if (/userId/.test(name)) value = '127.0.0.1';
  else if (/id$|^uni_id$/i.test(name) || typeof schema.pattern === 'string') value = rnd.chance(0.5) ? 'b0000001' : `bench${n}`;
  else if (/email/i.test(name)) value = 'asha@example.com';
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 1000;
  return value.slice(0, max);
}

function typesOf(schema: Schema): string[] {
  const declared = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? (schema.type as string[]) : [];
  return declared.filter((type) => type !== 'null');
}

/** A value the schema accepts, or close to it: the base that one mutation then breaks. */
function plausible(schema: Schema, rnd: SeededRandom, name: string, platformLinks: boolean, depth = 0): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return rnd.pick(schema.enum);
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants?.length) return plausible(rnd.pick(variants), rnd, name, platformLinks, depth);
  const type = typesOf(schema)[0] ?? (schema.properties ? 'object' : 'string');
  if (depth > 6) return null;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([key]) => required.includes(key) || rnd.chance(0.7))
          .map(([key, member]) => [key, plausible(member, rnd, key, platformLinks, depth + 1)]),
      );
    }
    case 'array': {
      const count = Math.max(Number(schema.minItems ?? 0), 1);
      return Array.from({ length: count }, () => plausible((schema.items ?? {}) as Schema, rnd, name, platformLinks, depth + 1));
    }
    case 'integer':
    case 'number':
      return Math.max(Number(schema.minimum ?? 0), 1);
    case 'boolean':
      return true;
    default:
      return plausibleString(name, schema, rnd, platformLinks);
  }
}

/** Every place inside `value` a mutation can land: an object's property or an array's item. */
function slots(value: unknown, found: { holder: Record<string, unknown> | unknown[]; key: string | number }[] = []) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push({ holder: value, key: index });
      slots(item, found);
    });
  } else if (value && typeof value === 'object' && !(value instanceof Raw)) {
    for (const [key, item] of Object.entries(value)) {
      found.push({ holder: value as Record<string, unknown>, key });
      slots(item, found);
    }
  }
  return found;
}

function hostileJsonBody(schema: Schema, rnd: SeededRandom, platformLinks: boolean): string {
  const base = plausible(schema, rnd, '', platformLinks);
  const strategy = rnd.int(0, 9);
  if (strategy === 0) return toJson(base); // a plausible body: the success path must hold up too
  if (strategy === 1) return toJson(rnd.pick(HOSTILE_VALUES)); // the whole body the wrong thing
  if (strategy === 2) return `${'['.repeat(5000)}${']'.repeat(5000)}`;
  if (strategy === 3) return `{${Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(',')}}`;
  const places = slots(base);
  if (strategy === 4 && base && typeof base === 'object' && !Array.isArray(base)) {
    const keys = Object.keys(base);
    if (keys.length) delete (base as Record<string, unknown>)[rnd.pick(keys)]; // a required field missing, often
    return toJson(base);
  }
  if (strategy === 5 && base && typeof base === 'object' && !Array.isArray(base)) {
    for (let i = 0; i < 3; i++)
      (base as Record<string, unknown>)[rnd.pick(['extra', '__proto__', 'constructor', 'role', 'uni_id', LONG(200)])] = rnd.pick(HOSTILE_VALUES);
    return toJson(base);
  }
  if (strategy === 6) {
    for (const place of places) if (rnd.chance(0.5)) (place.holder as Record<string | number, unknown>)[place.key] = rnd.pick(HOSTILE_VALUES);
    return toJson(base);
  }
  if (strategy === 7) {
    const arrays = places.filter((place) => Array.isArray((place.holder as Record<string | number, unknown>)[place.key]));
    const target = arrays.length ? rnd.pick(arrays) : undefined;
    if (target) (target.holder as Record<string | number, unknown>)[target.key] = Array.from({ length: 10_000 }, () => rnd.pick(['a', 1, null]));
    return toJson(base);
  }
  const place = places.length ? rnd.pick(places) : undefined;
  if (!place) return toJson(rnd.pick(HOSTILE_VALUES));
  (place.holder as Record<string | number, unknown>)[place.key] = rnd.pick(HOSTILE_VALUES);
  return toJson(base);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of `width` x `height` grey pixels, whose rows are mostly left out when it claims to be huge. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Math.min(height, 4);
  const raw = Buffer.alloc(rows * (Math.min(width, 64) + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function randomBytes(rnd: SeededRandom, length: number): Buffer {
  return Buffer.from(Array.from({ length }, () => rnd.int(0, 255)));
}

/** Bodies that are not JSON, or JSON under a content type that says otherwise. */
function rawBody(rnd: SeededRandom, operation: Operation): { type: string | undefined; body: Buffer; encoding?: string } {
  const json = '{"username":"9876543210","password":"x"}';
  const options: (() => { type: string | undefined; body: Buffer; encoding?: string })[] = [
    () => ({
      type: 'application/json',
      body: Buffer.from(
        rnd.pick([
          'not json',
          '{',
          '{"a":',
          '',
          ' ',
          '\u0000',
          '{"a":1}garbage',
          "{'a':1}",
          '[1,2,',
          '{"a":1,}',
          'NaN',
          'Infinity',
          '-',
          '"\\ud800"',
          '{"a":"\\u0000"}',
        ]),
      ),
    }),
    () => ({ type: 'application/json', body: Buffer.from(`\ufeff${json}`) }),
    () => ({ type: 'application/json', body: Buffer.from(json, 'utf16le') }),
    () => ({
      type: 'application/json',
      body: Buffer.concat([Buffer.from('{"username":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('","password":"x"}')]),
    }),
    () => ({ type: 'application/json', body: randomBytes(rnd, 512) }),
    () => ({
      type: rnd.pick([
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'APPLICATION/JSON',
        'application/json-patch+json',
        'application/vnd.api+json',
        'application/json;;;',
        'application/json; boundary=x',
      ]),
      body: Buffer.from(json),
    }),
    () => ({ type: 'text/plain', body: Buffer.from(rnd.chance(0.5) ? json : 'plain words, not json') }),
    () => ({ type: 'application/x-www-form-urlencoded', body: Buffer.from('username=9876543210&password=x&__proto__[a]=1') }),
    () => ({ type: 'multipart/form-data; boundary=xyz', body: Buffer.from('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--') }),
    () => ({ type: rnd.pick(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/octet-stream']), body: randomBytes(rnd, 2048) }),
    () => ({ type: 'image/png', body: rnd.pick([png(1, 1), png(100_000, 100_000), png(1, 1).subarray(0, 40), png(65_535, 1)]) }),
    () => ({ type: undefined, body: Buffer.from(json) }),
    () => ({ type: rnd.pick(['text/html', 'application/xml', 'image/svg+xml', 'x/x', '*/*', ';']), body: Buffer.from('<?xml version="1.0"?><a>&lt;</a>') }),
    () => ({ type: 'application/json', body: Buffer.from(json), encoding: rnd.pick(['gzip', 'br', 'deflate', 'x-unknown']) }),
    () => ({ type: 'application/json', body: Buffer.from(`{"a":"${LONG(1024 * 1024 + 10)}"}`) }),
  ];
  // Over-limit bodies are the last option and come rarely: they cost the loopback a megabyte each.
  const pick = rnd.chance(0.02) ? options.length - 1 : rnd.int(0, options.length - 2);
  // The upload route reads raw image bytes: give it images more often than the others.
  if (operation.path === '/api/admin/media' && rnd.chance(0.5)) return options[rnd.chance(0.5) ? 9 : 10]!();
  return options[pick]!();
}

/** A token in our format, signed with the wrong key; and other authorisation headers that are not ours. */
function junkAuthorization(rnd: SeededRandom): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256' })}.${encode({ sub: 'x', sid: 'y', exp: 4_102_444_800 })}`;
  const forged = `${unsigned}.${createHmac('sha256', 'not the secret').update(unsigned).digest('base64url')}`;
  return rnd.pick([
    `Bearer ${forged}`,
    `Bearer ${encode({ alg: 'none' })}.${encode({ sub: 'x', sid: 'y' })}.`,
    'Bearer x',
    `Bearer ${LONG(4000)}`,
    'Bearer',
    'Basic YWRtaW46YWRtaW4=',
    'Bearer a b c',
  ]);
}

/** Routes a real admin token must not reach: they would end the probe's own session. */
const SESSION_ENDING = new Set(['/lom/logout', '/lom/delete/account']);

function plausibleSegment(parameter: Parameter, rnd: SeededRandom): string {
  const schema = parameter.schema ?? {};
  if (parameter.name === 'entity') return rnd.pick(RECORD_ENTITIES);
  if (Array.isArray(schema.enum)) return encodeURIComponent(String(rnd.pick(schema.enum)));
  if (typesOf(schema).some((type) => type === 'integer' || type === 'number')) return String(rnd.pick([1, 1, 2, 4000]));
  if (parameter.name === 'vendor') return rnd.pick(['Twitter', 'null', 'Youtube']);
  if (parameter.name === 'product') return 'wiy';
  if (parameter.name === 'search') return rnd.pick(['cake', 'all']);
  return rnd.pick(['b0000001', 'all', '1', 'bench1']);
}

/** The HTTP case number `index`: a route in turn, then one kind of hostility, all drawn from one seed. */
function httpCase(index: number, seed: number, operations: Operation[], target: ProbeTarget): HttpCase {
  const rnd = new SeededRandom((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const operation = operations[index % operations.length]!;
  const kind = rnd.pick(['path', 'path', 'query', 'json', 'json', 'json', 'raw-body', 'headers', 'method'] as const);
  const pathParams = operation.params.filter((p) => p.in === 'path' && operation.path.includes(`{${p.name}}`));
  const hostilePath = kind === 'path' || rnd.chance(0.1);
  const hostileOne = pathParams.length ? rnd.pick(pathParams).name : undefined;
  const values: Record<string, string> = {};
  for (const parameter of pathParams) {
    values[parameter.name] = hostilePath && (parameter.name === hostileOne || rnd.chance(0.3)) ? rnd.pick(HOSTILE_SEGMENTS) : plausibleSegment(parameter, rnd);
  }
  let path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
  if (kind === 'path' && !pathParams.length) {
    path = rnd.pick([
      `${path}/${rnd.pick(HOSTILE_SEGMENTS)}`,
      `/${path}`,
      `${path}/`,
      path.toUpperCase(),
      `${path}/../..${path}`,
      `${path};a=1`,
      `${path}%00`,
      `${path}/${LONG(9000)}`,
    ]);
  }

  const query: string[] = [];
  for (const parameter of operation.params.filter((p) => p.in === 'query')) {
    if (kind === 'query' ? rnd.chance(0.8) : rnd.chance(0.3)) {
      query.push(`${parameter.name}=${kind === 'query' ? rnd.pick(HOSTILE_SEGMENTS) : plausibleSegment(parameter, rnd)}`);
    }
  }
  if (kind === 'query') query.push(rnd.pick(JUNK_QUERIES));
  if (query.length) path += `?${query.join('&')}`;

  const headers: Record<string, string> = {};
  const application = kind === 'headers' ? rnd.pick(['', 'WIY', 'wiy ', 'wiy,wiy', LONG(5000), 'other', undefined]) : 'wiy';
  if (application !== undefined) headers.application = application;
  const authorisation = rnd.next();
  if (target.adminToken && authorisation < 0.4 && !SESSION_ENDING.has(operation.path)) headers.authorization = `Bearer ${target.adminToken}`;
  else if (authorisation > 0.8 || kind === 'headers') headers.authorization = junkAuthorization(rnd);
  if (operation.path === '/lom/save/spent/time' || kind === 'headers') {
    const own = `http://127.0.0.1:${target.port}`;
    if (rnd.chance(0.6)) headers.origin = rnd.pick([own, 'null', 'http://evil.invalid', own.toUpperCase(), `${own}/`, LONG(3000)]);
    if (rnd.chance(0.6)) headers['sec-fetch-site'] = rnd.pick(['same-origin', 'cross-site', 'none', 'same-site', '']);
  }
  if (kind === 'headers') {
    headers[rnd.pick(['x-forwarded-for', 'forwarded', 'x-real-ip'])] = rnd.pick(['1.2.3.4', '::1', 'junk', '127.0.0.1, 10.0.0.1']);
    headers.accept = rnd.pick(['*/*', 'text/html', 'application/xml', LONG(4000), '']);
    headers['accept-encoding'] = rnd.pick(['gzip', 'br', 'identity;q=0', LONG(2000)]);
    headers.range = rnd.pick(['bytes=0-0', 'bytes=-1', 'bytes=99999999999-', 'junk']);
    headers['if-none-match'] = rnd.pick(['*', '"x"', LONG(1000)]);
  }

  let method = operation.method;
  // Not CONNECT: Node hands it to a 'connect' listener, and without one closes the socket unanswered.
  if (kind === 'method')
    method = rnd.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND'].filter((m) => m !== operation.method));

  let body: Buffer | undefined;
  const entity = values.entity;
  const schema = operation.body && ('x-bounded-strings' in operation.body ? (freeFormBody(operation, entity) ?? operation.body) : operation.body);
  const platformLinks = !operation.path.includes('lookup');
  if (kind === 'raw-body' || (operation.path === '/api/admin/media' && kind === 'json')) {
    const raw = rawBody(rnd, operation);
    body = raw.body;
    if (raw.type !== undefined) headers['content-type'] = raw.type;
    if (raw.encoding) headers['content-encoding'] = raw.encoding;
  } else if (schema || (kind === 'json' && rnd.chance(0.2))) {
    body = Buffer.from(hostileJsonBody(schema ?? { type: 'object', properties: { a: { type: 'string' } } }, rnd, platformLinks));
    headers['content-type'] = rnd.chance(0.95) ? 'application/json' : 'application/json; charset=utf-8';
  }
  if (method === 'GET' || method === 'HEAD' || method === 'TRACE') body = kind === 'method' || rnd.chance(0.98) ? undefined : body;
  if (body === undefined) delete headers['content-type'];
  return { kind, route: `${operation.method} ${operation.path}`, method, path, headers, body };
}

/** What one answer looked like, as the probe counts it. */
interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

export interface ProbeTally {
  requests: number;
  rawCases: number;
  byClass: Record<string, number>;
  byStatus: Record<number, number>;
  byKind: Record<string, Record<string, number>>;
  /** 4xx whose body is not a JSON object with an `Error` string. */
  notJsonError: number;
  withStackTrace: number;
  /** No answer at all: the connection closed or timed out first (HTTP cases), or a raw case got none. */
  unanswered: number;
  /** Raw cases given fewer final answers than they sent requests, by case. */
  rawShort: Record<string, number>;
  unansweredCodes: Record<string, number>;
  samples: { serverErrors: string[]; notJsonError: string[]; stackTraces: string[]; unanswered: string[] };
  routes: Set<string>;
  seconds: number;
}

const STACK_TRACE = /\n\s+at \S|\bat (?:file:|node:)|node_modules\/|\/src\/\S+\.ts\b|\.ts:\d+:\d+/;

function classOf(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

function record(tally: ProbeTally, kind: string, what: string, answer: Answer, method: string): void {
  const statusClass = classOf(answer.status);
  tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
  tally.byStatus[answer.status] = (tally.byStatus[answer.status] ?? 0) + 1;
  const perKind = (tally.byKind[kind] ??= {});
  perKind[statusClass] = (perKind[statusClass] ?? 0) + 1;
  const text = answer.body.toString('utf8');
  const sample = `${what} → ${answer.status} ${text.slice(0, 300)}`;
  if (answer.status >= 500 && tally.samples.serverErrors.length < 10) tally.samples.serverErrors.push(sample);
  if (answer.status >= 400 && answer.status < 500 && method !== 'HEAD') {
    let isError = false;
    try {
      const parsed = JSON.parse(text) as unknown;
      isError = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && typeof (parsed as { Error?: unknown }).Error === 'string';
    } catch {
      isError = false;
    }
    if (!isError || !answer.contentType.startsWith('application/json')) {
      tally.notJsonError++;
      if (tally.samples.notJsonError.length < 10) tally.samples.notJsonError.push(`${sample} (${answer.contentType || 'no content type'})`);
    }
  }
  if (STACK_TRACE.test(text)) {
    tally.withStackTrace++;
    if (tally.samples.stackTraces.length < 5) tally.samples.stackTraces.push(sample);
  }
}

function unanswered(tally: ProbeTally, kind: string, what: string, code: string): void {
  tally.unanswered++;
  tally.unansweredCodes[code] = (tally.unansweredCodes[code] ?? 0) + 1;
  const perKind = (tally.byKind[kind] ??= {});
  perKind.none = (perKind.none ?? 0) + 1;
  if (tally.samples.unanswered.length < 10) tally.samples.unanswered.push(`${what} → ${code}`);
}

const ANSWER_LIMIT = 256 * 1024;

function send(agent: http.Agent, port: number, request: HttpCase): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) };
    const outgoing = http.request({ host: '127.0.0.1', port, method: request.method, path: request.path, headers, agent, timeout: 20_000 }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= ANSWER_LIMIT) chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** Raw bytes no HTTP client sends: a request without Host, garbage after a valid pipelined request, and more. */
function rawCase(index: number, seed: number, port: number): { name: string; bytes: Buffer; requests: number } {
  const rnd = new SeededRandom((seed ^ Math.imul(index + 7, 0x85ebca6b)) >>> 0);
  const host = `Host: 127.0.0.1:${port}\r\n`;
  const feed = `GET /api/get_feed/1 HTTP/1.1\r\n${host}Application: wiy\r\n\r\n`;
  const login = '{"username":"9876543210","password":"Wrong$Pass1"}';
  const post = (extra = '') =>
    `POST /authenticate HTTP/1.1\r\n${host}Application: wiy\r\nContent-Type: application/json\r\nContent-Length: ${login.length}\r\n${extra}\r\n${login}`;
  const garbage = () => Buffer.concat([randomBytes(rnd, 1 + rnd.int(0, 63)), Buffer.from('\r\n\r\n')]);
  const close = 'Connection: close\r\n';
  const cases: [string, () => Buffer | string][] = [
    ['missing Host', () => `GET /api/get_feed/1 HTTP/1.1\r\nApplication: wiy\r\n${close}\r\n`],
    [
      'missing Host, POST',
      () => `POST /authenticate HTTP/1.1\r\nApplication: wiy\r\nContent-Type: application/json\r\nContent-Length: ${login.length}\r\n${close}\r\n${login}`,
    ],
    ['garbage after a pipelined GET', () => Buffer.concat([Buffer.from(feed), garbage()])],
    ['garbage after a pipelined POST', () => Buffer.concat([Buffer.from(post()), garbage()])],
    ['three GETs then garbage', () => Buffer.concat([Buffer.from(feed.repeat(3)), garbage()])],
    ['garbage alone', () => garbage()],
    ['raw UTF-8 in the path', () => `GET /api/get_feed/ü漢🙂 HTTP/1.1\r\n${host}Application: wiy\r\n${close}\r\n`],
    ['NUL in the path', () => `GET /api/get_feed/1\u0000 HTTP/1.1\r\n${host}${close}\r\n`],
    ['space in the path', () => `GET /api/get feed/1 HTTP/1.1\r\n${host}${close}\r\n`],
    ['over-long header', () => `GET /api/get_feed/1 HTTP/1.1\r\n${host}X-Long: ${LONG(20_000)}\r\n${close}\r\n`],
    ['3,000 headers', () => `GET /api/get_feed/1 HTTP/1.1\r\n${host}${Array.from({ length: 3000 }, (_, i) => `X-${i}: 1\r\n`).join('')}${close}\r\n`],
    ['HTTP/1.0 without Host', () => 'GET /api/get_feed/1 HTTP/1.0\r\nApplication: wiy\r\n\r\n'],
    ['unknown HTTP version', () => `GET /api/get_feed/1 HTTP/9.9\r\n${host}${close}\r\n`],
    ['HTTP/2 preface', () => 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['Content-Length and Transfer-Encoding', () => post(`Transfer-Encoding: chunked\r\n${close}`)],
    ['two different Content-Lengths', () => post(`Content-Length: 3\r\n${close}`)],
    [
      'Content-Length not a number',
      () =>
        `POST /authenticate HTTP/1.1\r\n${host}Application: wiy\r\nContent-Type: application/json\r\nContent-Length: ${rnd.pick(['abc', '-1', '1e3', '99999999999999999999'])}\r\n${close}\r\n${login}`,
    ],
    [
      'bad chunk size',
      () =>
        `POST /authenticate HTTP/1.1\r\n${host}Application: wiy\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n${close}\r\nzz\r\n${login}\r\n0\r\n\r\n`,
    ],
    ['absolute-form target', () => `GET http://127.0.0.1:${port}/api/get_feed/1 HTTP/1.1\r\n${host}Application: wiy\r\n${close}\r\n`],
    ['asterisk target', () => `OPTIONS * HTTP/1.1\r\n${host}${close}\r\n`],
    ['bare LF line ends', () => `GET /api/get_feed/1 HTTP/1.1\n${host.replace('\r', '')}Application: wiy\n${close.replace('\r', '')}\n`],
    ['header without a colon', () => `GET /api/get_feed/1 HTTP/1.1\r\n${host}Application wiy\r\n${close}\r\n`],
    ['folded header', () => `GET /api/get_feed/1 HTTP/1.1\r\n${host}Application: w\r\n iy\r\n${close}\r\n`],
    ['method with junk', () => `G@T /api/get_feed/1 HTTP/1.1\r\n${host}${close}\r\n`],
    ['Expect: 100-continue', () => post(`Expect: 100-continue\r\n${close}`)],
    ['empty Host', () => `GET /api/get_feed/1 HTTP/1.1\r\nHost: \r\nApplication: wiy\r\n${close}\r\n`],
    ['two Hosts', () => `GET /api/get_feed/1 HTTP/1.1\r\n${host}Host: evil.invalid\r\nApplication: wiy\r\n${close}\r\n`],
  ];
  const [name, make] = cases[index % cases.length]!;
  const bytes = make();
  // Requests sent: each valid one pipelined before the garbage, and the garbage.
  const requests = name === 'three GETs then garbage' ? 4 : name.startsWith('garbage after') ? 2 : 1;
  return { name, bytes: typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes, requests };
}

/** Splits what came back on a raw socket into answers; a torn last answer is left out. */
function parseAnswers(data: Buffer): Answer[] {
  const answers: Answer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const end = data.indexOf('\r\n\r\n', offset);
    if (end < 0) break;
    const head = data.subarray(offset, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(head[0] ?? '')?.[1]);
    if (!status) break;
    const headers = new Map(head.slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    let bodyStart = end + 4;
    let body: Buffer = Buffer.alloc(0);
    if (status >= 200 && status !== 204 && status !== 304) {
      if (headers.has('content-length')) {
        const length = Number(headers.get('content-length'));
        body = data.subarray(bodyStart, bodyStart + length);
        bodyStart += length;
      } else if (headers.get('transfer-encoding') === 'chunked') {
        const parts: Buffer[] = [];
        for (;;) {
          const line = data.indexOf('\r\n', bodyStart);
          if (line < 0) return answers;
          const size = parseInt(data.subarray(bodyStart, line).toString('latin1'), 16);
          bodyStart = line + 2 + size + 2;
          if (!size) break;
          parts.push(data.subarray(line + 2, line + 2 + size));
        }
        body = Buffer.concat(parts);
      } else {
        body = data.subarray(bodyStart);
        bodyStart = data.length;
      }
    }
    answers.push({ status, contentType: headers.get('content-type') ?? '', body });
    offset = bodyStart;
  }
  return answers;
}

function sendRaw(port: number, bytes: Buffer): Promise<{ answers: Answer[]; code: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let code = 'closed';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.setTimeout(5000, () => ((code = 'timeout'), socket.destroy()));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (code = error.code ?? 'error'));
    socket.on('close', () => resolve({ answers: parseAnswers(Buffer.concat(chunks)), code }));
  });
}

export interface ProbeOptions {
  port: number;
  operations: Operation[];
  adminToken: string | undefined;
  requests: number;
  seed: number;
  concurrency: number;
  /** One case in this many is a raw-socket case. */
  rawEvery: number;
}

/** Sends `requests` cases, `concurrency` at a time, and counts what came back. */
export async function probe(options: ProbeOptions): Promise<ProbeTally> {
  const tally: ProbeTally = {
    requests: 0,
    rawCases: 0,
    byClass: {},
    byStatus: {},
    byKind: {},
    notJsonError: 0,
    withStackTrace: 0,
    unanswered: 0,
    rawShort: {},
    unansweredCodes: {},
    samples: { serverErrors: [], notJsonError: [], stackTraces: [], unanswered: [] },
    routes: new Set(),
    seconds: 0,
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const target = { port: options.port, adminToken: options.adminToken };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < options.requests; index = next++) {
      if (index % options.rawEvery === options.rawEvery - 1) {
        const raw = rawCase(index, options.seed, options.port);
        const { answers, code } = await sendRaw(options.port, raw.bytes);
        tally.rawCases++;
        tally.requests++;
        if (!answers.length) unanswered(tally, 'raw socket', `raw: ${raw.name}`, code);
        else if (answers.filter((answer) => answer.status >= 200).length < raw.requests) tally.rawShort[raw.name] = (tally.rawShort[raw.name] ?? 0) + 1;
        for (const answer of answers) record(tally, 'raw socket', `raw: ${raw.name}`, answer, 'GET');
        continue;
      }
      const request = httpCase(index, options.seed, options.operations, target);
      tally.requests++;
      tally.routes.add(request.route);
      const what = `${request.method} ${request.path.slice(0, 120)} [${request.kind}]`;
      try {
        record(tally, request.kind, what, await send(agent, options.port, request), request.method);
      } catch (error) {
        unanswered(tally, request.kind, what, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
      }
      if (index % 10_000 === 0 && index) console.log(`  … ${index} requests`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  agent.destroy();
  tally.seconds = (performance.now() - started) / 1000;
  return tally;
}
