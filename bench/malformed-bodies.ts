/**
 * The bodies of the malformed-request probe (malformed.ts): JSON a route's schema almost accepts, then broken in
 * one of ten ways, and bodies that are not JSON at all (or say they are not), each drawn from the case's own random.
 */
import { crc32, deflateSync } from 'node:zlib';
import { recordEntities } from '@wiy/shared/admin-entities.schema';
import { EXPORT_ORDER } from '@wiy/shared/admin-transfer.schema';
import { contentInputSchema } from '@wiy/shared/admin.schema';
import { NUL_TEXT, sectionWireSchema, toJsonSchema, type Operation, type Schema, type SeededRandom } from '../apps/server/test/bench-entry.ts';

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

export const LONG = (n: number) => 'x'.repeat(n);

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
  ...NUL_TEXT,
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

const freeFormShapes = new Map<string, Schema | undefined>();

/** The free-form bodies' real shapes, from the schemas the services check them with (made once each). */
export function freeFormBody(operation: Operation, entity: string | undefined): Schema | undefined {
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
    const sections = Object.fromEntries(EXPORT_ORDER.map((section) => [section, { type: 'array', items: sectionWireSchema(section) }]));
    return { type: 'object', properties: { version: { const: 1 }, ...sections }, required: ['version'] };
  }
  return undefined;
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

export function typesOf(schema: Schema): string[] {
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

export function hostileJsonBody(schema: Schema, rnd: SeededRandom, platformLinks: boolean): string {
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

export function randomBytes(rnd: SeededRandom, length: number): Buffer {
  return Buffer.from(Array.from({ length }, () => rnd.int(0, 255)));
}

/** Bodies that are not JSON, or JSON under a content type that says otherwise. */
export function rawBody(rnd: SeededRandom, operation: Operation): { type: string | undefined; body: Buffer; encoding?: string } {
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
