/**
 * The HTTP cases of the malformed-request probe (malformed.ts): a documented route in turn, its path, query,
 * headers, method or body made hostile, all drawn from the case's index and one seed.
 */
import { createHmac } from 'node:crypto';
import { RECORD_ENTITIES } from '@wiy/shared/admin-fields.schema';
import { NUMBER_LIKE_TEXT, SeededRandom, type Operation, type Parameter } from '../apps/server/test/bench-entry.ts';
import { freeFormBody, hostileJsonBody, LONG, rawBody, typesOf } from './malformed-bodies.ts';

/** Path segments as they go on the wire: numbers JavaScript reads oddly, bad escapes, traversal, unicode. */
const HOSTILE_SEGMENTS = [
  ...NUMBER_LIKE_TEXT,
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

/** What the generator needs to know of the running server. */
export interface ProbeTarget {
  port: number;
  /** A signed-in admin's token, so that the console's handlers see hostile input too, not only the 401. */
  adminToken: string | undefined;
}

export interface HttpCase {
  kind: 'path' | 'query' | 'json' | 'raw-body' | 'headers' | 'method';
  route: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
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
export function httpCase(index: number, seed: number, operations: Operation[], target: ProbeTarget): HttpCase {
  const rnd = new SeededRandom((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const operation = operations[index % operations.length]!;
  const kind = rnd.pick(['path', 'path', 'query', 'json', 'json', 'json', 'raw-body', 'headers', 'method'] as const);
  const pathParams = operation.parameters.filter((p) => p.in === 'path' && operation.path.includes(`{${p.name}}`));
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
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
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
